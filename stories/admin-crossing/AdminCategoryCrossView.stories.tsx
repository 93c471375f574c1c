import type { Meta, StoryObj } from '@storybook/react-vite';
import { pathOf } from '@contract/routes';
import { AdminCategoryCrossView } from '@web/features/admin-crossing/views/AdminCategoryCrossView';
import { appParameters } from '../../.storybook/story-parameters';
import { SESSIONS } from '../support/demo-data';
import { InMainLayout } from '../support/layouts';
import { listStateStories } from '../support/list-states';
import { inTurkish } from '../support/turkish';

const route = pathOf('adminCategoryCross');

/** The screen on the mock layer in each state; its dialogs, the company filter and the refusals are the page stories. */
const meta = {
  title: 'Admin/Category cross (mock layer)',
  render: () => (
    <InMainLayout>
      <AdminCategoryCrossView />
    </InMainLayout>
  ),
  parameters: appParameters({ session: SESSIONS.admin, route }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listStateStories({ session: SESSIONS.admin, route, errorKey: 'adminCrossing.loadError', emptyKey: 'adminCrossing.empty' });
export const Filled: Story = { ...states.Filled, name: 'Filled' };
/** The shared tree is never empty: a company with no products (the empty world's) lists nothing. */
const ofCompany = listStateStories({
  session: SESSIONS.admin,
  route: `${route}?companyId=1001`,
  errorKey: 'adminCrossing.loadError',
  emptyKey: 'adminCrossing.empty',
});
export const Empty: Story = { ...ofCompany.Empty, name: 'Empty (a company without products)' };
export const Failed: Story = { ...states.Failed, name: 'Error' };
export const Slow: Story = { ...states.Slow, name: 'Loading' };
export const FilledTr = inTurkish(Filled);
export const FailedTr = inTurkish(Failed);
