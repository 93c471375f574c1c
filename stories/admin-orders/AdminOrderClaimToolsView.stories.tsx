import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminOrderClaimToolsView } from '@web/features/admin-orders/views/AdminOrderClaimToolsView';
import { appParameters } from '../../.storybook/story-parameters';
import { pathOf, SESSIONS } from '../support/demo-data';
import { InMainLayout } from '../support/layouts';
import { listStateStories } from '../support/list-states';
import { inTurkish } from '../support/turkish';
import { TOOLS_COMPANY_ID } from './order-claim-tools-data';

/** One company keeps the BFF stories quick; the queue across every company generates every order book on its first call. */
const route = `${pathOf('adminOrderClaimTools')}?companyId=${TOOLS_COMPANY_ID}`;

const meta = {
  title: 'Admin/Order and claim tools/Screen (through the BFF)',
  render: () => (
    <InMainLayout>
      <AdminOrderClaimToolsView />
    </InMainLayout>
  ),
  parameters: appParameters({ session: SESSIONS.admin, route }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listStateStories({ session: SESSIONS.admin, route, errorKey: 'adminOrderClaimTools.loadError', emptyKey: 'adminOrderClaimTools.queueEmpty' });
export const Filled: Story = { ...states.Filled, name: 'Filled (BFF default)' };
export const Empty: Story = { ...states.Empty, name: 'Empty (BFF empty)' };
export const Failed: Story = { ...states.Failed, name: 'Error (BFF errors)' };
export const Slow: Story = { ...states.Slow, name: 'Loading (BFF slow)' };

export const FilledTr = inTurkish(Filled);
export const EmptyTr = inTurkish(Empty);
export const FailedTr = inTurkish(Failed);
export const SlowTr = inTurkish(Slow);
