import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pathOf } from '@contract/routes';
import { i18n } from '@web/lib/i18n';
import { AdminCommissionsView } from '@web/features/admin-commissions/views/AdminCommissionsView';
import { appParameters } from '../../.storybook/story-parameters';
import { SESSIONS } from '../support/demo-data';
import { InMainLayout } from '../support/layouts';
import { listStateStories } from '../support/list-states';
import { inTurkish } from '../support/turkish';
import { LONG } from '../support/waits';

const route = `${pathOf('adminCommissions')}?marketplace=trendyol`;

/** The screen on the mock layer (the BFF and the sandbox in the page) in each state; the dialog and the file are the page stories'. */
const meta = {
  title: 'Admin/Commissions/Screen (mock layer)',
  render: () => (
    <InMainLayout>
      <AdminCommissionsView />
    </InMainLayout>
  ),
  parameters: appParameters({ session: SESSIONS.admin, route }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listStateStories({ session: SESSIONS.admin, route, errorKey: 'adminCommissions.loadError' });
export const Filled: Story = { ...states.Filled, name: 'Filled' };
export const FilledTr = inTurkish(Filled);
/** Every leaf of the shared tree has a rate, even in the empty world: empty is the changed tab before any change. */
export const Empty: Story = {
  name: 'Empty',
  parameters: appParameters({ session: SESSIONS.admin, route: `${pathOf('adminCommissions')}?tab=changed` }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('list-empty', {}, LONG)).toHaveTextContent(i18n.t('adminCommissions.emptyChanged'));
  },
};
export const Failed: Story = { ...states.Failed, name: 'Error' };
export const Slow: Story = { ...states.Slow, name: 'Loading' };
