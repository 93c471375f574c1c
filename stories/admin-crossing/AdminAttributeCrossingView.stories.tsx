import type { Meta, StoryObj } from '@storybook/react-vite';
import { pathOf } from '@contract/routes';
import { AdminAttributeCrossingView } from '@web/features/admin-crossing/views/AdminAttributeCrossingView';
import { appParameters } from '../../.storybook/story-parameters';
import { SESSIONS } from '../support/demo-data';
import { InMainLayout } from '../support/layouts';
import { listStateStories } from '../support/list-states';
import { inTurkish } from '../support/turkish';

const route = pathOf('adminAttributeCrossing');
const texts = { errorKey: 'adminCrossing.attributes.loadError', emptyKey: 'adminCrossing.attributes.empty' };

/** The screen on the mock layer in each state; the open category, its dialogs and the refusals are the page stories. */
const meta = {
  title: 'Admin/Attribute crossing (mock layer)',
  render: () => (
    <InMainLayout>
      <AdminAttributeCrossingView />
    </InMainLayout>
  ),
  parameters: appParameters({ session: SESSIONS.admin, route }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listStateStories({ session: SESSIONS.admin, route, ...texts });
/** The shared tree is never empty: a company with no products (the empty world's) lists nothing. */
const ofCompany = listStateStories({ session: SESSIONS.admin, route: `${route}?companyId=1001`, ...texts });
export const Filled: Story = { ...states.Filled, name: 'Filled' };
export const Empty: Story = { ...ofCompany.Empty, name: 'Empty (a company without products)' };
export const Failed: Story = { ...states.Failed, name: 'Error' };
export const Slow: Story = { ...states.Slow, name: 'Loading' };
export const FilledTr = inTurkish(Filled);
export const FailedTr = inTurkish(Failed);
