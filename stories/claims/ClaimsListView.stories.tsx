import type { Meta, StoryObj } from '@storybook/react-vite';
import { pathOf } from '@contract/routes';
import { ClaimsListView } from '@web/features/claims/views/ClaimsListView';
import { appParameters } from '../../.storybook/story-parameters';
import { SESSIONS } from '../support/demo-data';
import { InMainLayout } from '../support/layouts';
import { listStateStories } from '../support/list-states';

const route = pathOf('claims');

/** The list on the mock layer in each state; its tabs, filters, the detail's states and Turkish are the page stories (ClaimsListPage, ClaimDetailPage). */
const meta = {
  title: 'Claims/Screen (mock layer)',
  render: () => (
    <InMainLayout>
      <ClaimsListView />
    </InMainLayout>
  ),
  parameters: appParameters({ session: SESSIONS.seller, route }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listStateStories({ session: SESSIONS.seller, route, errorKey: 'claims.loadError' });
export const Filled: Story = { ...states.Filled, name: 'Filled' };
export const Empty: Story = { ...states.Empty, name: 'Empty' };
export const Failed: Story = { ...states.Failed, name: 'Error' };
export const Slow: Story = { ...states.Slow, name: 'Loading' };
