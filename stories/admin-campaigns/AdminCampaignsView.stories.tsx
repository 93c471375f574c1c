import type { Meta, StoryObj } from '@storybook/react-vite';
import { pathOf } from '@contract/routes';
import { AdminCampaignsView } from '@web/features/admin-campaigns/views/AdminCampaignsView';
import { appParameters } from '../../.storybook/story-parameters';
import { SESSIONS } from '../support/demo-data';
import { InMainLayout } from '../support/layouts';
import { listStateStories } from '../support/list-states';
import { inTurkish } from '../support/turkish';

/** One company: the whole list builds every demo company's catalogue in the page first, longer than a story waits. */
const route = `${pathOf('adminCampaigns')}?companyId=1002`;

/** The screen on the mock layer (the BFF and the sandbox in the page) in each state; the dialogs are the page stories. */
const meta = {
  title: 'Admin/Campaigns/Screen (mock layer)',
  render: () => (
    <InMainLayout>
      <AdminCampaignsView />
    </InMainLayout>
  ),
  parameters: appParameters({ session: SESSIONS.admin, route }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listStateStories({ session: SESSIONS.admin, route, errorKey: 'campaigns.loadError', emptyKey: 'campaigns.empty' });
export const Filled: Story = { ...states.Filled, name: 'Filled' };
export const FilledTr = inTurkish(Filled);
export const Empty: Story = { ...states.Empty, name: 'Empty' };
export const Failed: Story = { ...states.Failed, name: 'Error' };
export const Slow: Story = { ...states.Slow, name: 'Loading' };
export const EmptyTr = inTurkish(Empty);
export const FailedTr = inTurkish(Failed);
