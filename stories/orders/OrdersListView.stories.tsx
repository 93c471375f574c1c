import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OrdersListView } from '@web/features/orders/views/OrdersListView';
import { i18n } from '@web/lib/i18n';
import { appParameters } from '../../.storybook/story-parameters';
import { pathOf, SESSIONS } from '../support/demo-data';
import { TURKISH_DARK } from '../support/globals';
import { InMainLayout } from '../support/layouts';
import { listStateStories, settledTable } from '../support/list-states';
import { inTurkish } from '../support/turkish';
import { LONG } from '../support/waits';

/** The orders routes in the shell: view, store and sagas against one scenario of the BFF in the page, signed in as Ayşe. */
const meta = {
  title: 'Orders/Orders list (through the BFF)',
  render: () => (
    <InMainLayout>
      <OrdersListView />
    </InMainLayout>
  ),
  parameters: appParameters({ session: SESSIONS.seller, route: pathOf('orders') }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const toasts = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const states = listStateStories({ session: SESSIONS.seller, route: pathOf('orders'), errorKey: 'orders.loadError' });
export const Filled: Story = { ...states.Filled, name: 'Filled (BFF default)' };
export const Empty: Story = { ...states.Empty, name: 'Empty (BFF empty)' };
export const Failed: Story = { ...states.Failed, name: 'Error (BFF errors)' };
export const Slow: Story = { ...states.Slow, name: 'Loading (BFF slow)' };

const fixedRoute = (routeId: 'refundedOrders' | 'cancelledOrders', titleKey: string): Story => ({
  parameters: appParameters({ session: SESSIONS.seller, route: pathOf(routeId) }),
  play: async ({ canvasElement }) => {
    await settledTable(canvasElement);
    const list = within(canvasElement).getByTestId('list-orders');
    await expect(within(list).getByRole('heading', { level: 1 })).toHaveTextContent(i18n.t(titleKey));
    await expect(within(list).queryByTestId('status-tabs')).toBeNull();
  },
});

export const Refunded: Story = { ...fixedRoute('refundedOrders', 'orders.refundedTitle'), name: '/orders/refunded (BFF)' };
export const Cancelled: Story = { ...fixedRoute('cancelledOrders', 'orders.cancelledTitle'), name: '/orders/cancelled (BFF)' };

/** Two orders ticked and packaged: the sandbox creates one package each, the notice counts them, the list reloads. */
export const BulkPackage: Story = {
  name: 'Bulk: create packages for two orders (BFF)',
  play: async ({ canvasElement }) => {
    await settledTable(canvasElement);
    const canvas = within(canvasElement);
    const selectedCount = (count: number) => i18n.t('list.bulk.selected', { count });
    await userEvent.click(canvas.getAllByTestId('select-row')[0]!);
    // The second tick goes on the first one's drawn state, as a person's would: the box ticked and counted first.
    await waitFor(() => expect(canvas.getAllByTestId('select-row')[0]).toBeChecked());
    await expect(canvas.getByTestId('bulk-count')).toHaveTextContent(selectedCount(1));
    await userEvent.click(canvas.getAllByTestId('select-row')[1]!);
    await waitFor(() => expect(canvas.getByTestId('bulk-count')).toHaveTextContent(selectedCount(2)));
    await userEvent.click(canvas.getByTestId('bulk-package'));
    await expect(await toasts(canvasElement).findByText(i18n.t('orders.bulkPackage.created', { count: 2 }), {}, LONG)).toBeInTheDocument();
  },
};

/** Export starts a transaction; the notice links to the transactions page. */
export const Export: Story = {
  name: 'Export started (BFF)',
  play: async ({ canvasElement }) => {
    await settledTable(canvasElement);
    await userEvent.click(within(canvasElement).getByTestId('toolbar-export'));
    const link = await toasts(canvasElement).findByText(i18n.t('exports.openTransactions'), {}, LONG);
    await expect(link).toHaveAttribute('href', pathOf('transactions'));
  },
};

/** A shared link whose Hepsiburada id lacks the leading zero: the filter bar says so at once. */
export const FilterProblemFromUrl: Story = {
  name: 'Filter problem from the URL (BFF)',
  parameters: appParameters({ session: SESSIONS.seller, route: `${pathOf('orders')}?marketplace=hepsiburada&marketplaceOrderId=10003026` }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(i18n.t('validation.hepsiburadaLeadingZero'), {}, LONG)).toBeVisible();
    // The rule is shown where it applies; the server is not asked, so no load error appears.
    await expect(within(canvasElement).queryByText(i18n.t('orders.loadError'))).toBeNull();
  },
};

export const FilledTr = inTurkish(Filled);
export const EmptyTr = inTurkish(Empty);
export const FailedTr = inTurkish(Failed);
export const SlowTr = inTurkish(Slow);
export const RefundedTr = inTurkish(Refunded);
export const CancelledTr = inTurkish(Cancelled);
export const ExportTr = inTurkish(Export);
export const FilledTurkishDark: Story = { ...Filled, name: 'Filled, Turkish dark', globals: TURKISH_DARK };
