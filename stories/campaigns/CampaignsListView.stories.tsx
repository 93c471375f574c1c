import type { Meta, StoryObj } from '@storybook/react-vite';
import { pathOf } from '@contract/routes';
import { CampaignsListView } from '@web/features/campaigns/views/CampaignsListView';
import { appParameters } from '../../.storybook/story-parameters';
import { SESSIONS } from '../support/demo-data';
import { InMainLayout } from '../support/layouts';
import { listStateStories } from '../support/list-states';
import { inTurkish } from '../support/turkish';

const route = pathOf('campaigns');

/** The list on the mock layer (the real BFF and sandbox in the page) in each state. */
const meta = {
  title: 'Campaigns/Screen (mock layer)',
  render: () => (
    <InMainLayout>
      <CampaignsListView />
    </InMainLayout>
  ),
  parameters: appParameters({ session: SESSIONS.seller, route }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listStateStories({ session: SESSIONS.seller, route, errorKey: 'campaigns.loadError', emptyKey: 'campaigns.empty' });
export const Filled: Story = { ...states.Filled, name: 'Filled' };
export const FilledTr = inTurkish(Filled);
export const Empty: Story = { ...states.Empty, name: 'Empty' };
export const Failed: Story = { ...states.Failed, name: 'Error' };
export const Slow: Story = { ...states.Slow, name: 'Loading' };
export const EmptyTr = inTurkish(Empty);
export const FailedTr = inTurkish(Failed);
