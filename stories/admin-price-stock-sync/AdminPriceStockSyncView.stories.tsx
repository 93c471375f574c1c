import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminPriceStockSyncView } from '@web/features/admin-price-stock-sync/views/AdminPriceStockSyncView';
import { appParameters } from '../../.storybook/story-parameters';
import { pathOf, SESSIONS } from '../support/demo-data';
import { InMainLayout } from '../support/layouts';
import { listStateStories } from '../support/list-states';

/** One company: the whole list generates every company's catalogue in the page. */
const route = `${pathOf('adminPriceStockSync')}?companyId=1003`;

const meta = {
  title: 'Admin/Price and stock sync/Screen (through the BFF)',
  render: () => (
    <InMainLayout>
      <AdminPriceStockSyncView />
    </InMainLayout>
  ),
  parameters: appParameters({ session: SESSIONS.admin, route }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listStateStories({ session: SESSIONS.admin, route, errorKey: 'adminPriceStockSync.loadError' });
export const Filled: Story = { ...states.Filled, name: 'Filled (BFF default)' };
