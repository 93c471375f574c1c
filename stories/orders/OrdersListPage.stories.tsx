import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { OrderTab } from '@contract/orders/order.tabs';
import type { OrderRow } from '@contract/orders/order.types';
import { OrdersListPage } from '@web/features/orders/pages/OrdersListPage';
import { i18n } from '@web/lib/i18n';
import { apiFailure } from '../support/failures';
import { ENGLISH_DARK } from '../support/globals';
import { paddedRender } from '../support/layouts';
import { failedList, loadingList, noOrders, orderQuery, ordersPage, readyList } from '../support/order-data';
import { inTurkish } from '../support/turkish';
import { listPageHandlers, listPagePlays } from '../support/list-states';

const query = orderQuery();
const page = ordersPage(query);
const firstIds = page.items.slice(0, 3).map((row) => String(row.id));

const meta = {
  title: 'Orders/Orders list',
  component: OrdersListPage,
  args: {
    query,
    fixedTab: null,
    titleKey: 'orders.title',
    state: readyList(page),
    selected: [],
    onSelectionChange: fn(),
    ...listPageHandlers(),
    onExport: fn(),
    onBulkPackage: fn(),
  },
  render: paddedRender(OrdersListPage),
} satisfies Meta<typeof OrdersListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  name: 'Filled (Ready for Packaging)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('data-row')).toHaveLength(Math.min(page.total, query.pageSize));
    await expect(canvas.getByTestId('tab-readyForPackaging')).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByTestId('tab-count-readyForPackaging')).toHaveTextContent(String(page.tabCounts.readyForPackaging));
  },
};

export const Loading: Story = {
  name: 'Loading',
  args: { state: loadingList<OrderRow, OrderTab>() },
  play: listPagePlays.loading,
};

export const Empty: Story = {
  name: 'Empty',
  args: { state: readyList(noOrders(query)) },
  play: listPagePlays.empty(),
};

export const Failed: Story = {
  name: 'Error (with Retry)',
  args: { state: failedList<OrderRow, OrderTab>(apiFailure('downstreamUnavailable')) },
  play: listPagePlays.failed('orders.loadError'),
};

export const WithSelection: Story = {
  name: 'Selection and the bulk bar',
  args: { selected: firstIds },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('bulk-count')).toHaveTextContent(String(firstIds.length));
    await userEvent.click(canvas.getByTestId('bulk-package'));
    await expect(args.onBulkPackage).toHaveBeenCalledWith(firstIds.map(Number));
  },
};

/** Typed and applied: the bar keeps the values, says why, and does not apply them. */
export const HepsiburadaWithoutZero: Story = {
  name: 'Filter problem: Hepsiburada id without the leading zero',
  play: listPagePlays.dateRangeTooLong,
};

/** A shared link with a 15-day range: the problem shows at once, from the URL's values. */
export const DateRangeTooLong: Story = {
  name: 'Filter problem: a date range over 10 days',
  args: { query: orderQuery({ from: '2026-01-01', to: '2026-01-15' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(i18n.t('validation.dateRangeTooLong'))).toBeVisible();
  },
};

const fixedTab = (tab: 'refunded' | 'cancelled', titleKey: string): Story => {
  const tabQuery = orderQuery({ tab });
  return {
    args: { fixedTab: tab, titleKey, query: tabQuery, state: readyList(ordersPage(tabQuery)) },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(i18n.t(titleKey));
      await expect(canvas.queryByTestId('status-tabs')).toBeNull();
      await expect(canvas.queryAllByTestId('select-row')).toHaveLength(0);
      await expect(canvas.getAllByTestId('data-row').length).toBeGreaterThan(0);
    },
  };
};

export const Refunded: Story = { ...fixedTab('refunded', 'orders.refundedTitle'), name: '/orders/refunded (one tab, no strip)' };
export const Cancelled: Story = { ...fixedTab('cancelled', 'orders.cancelledTitle'), name: '/orders/cancelled (one tab, no strip)' };

export const FilledTr = inTurkish(Filled);
export const LoadingTr = inTurkish(Loading);
export const EmptyTr = inTurkish(Empty);
export const FailedTr = inTurkish(Failed);
export const WithSelectionTr = inTurkish(WithSelection);
export const HepsiburadaWithoutZeroTr = inTurkish(HepsiburadaWithoutZero);
export const DateRangeTooLongTr = inTurkish(DateRangeTooLong);
export const RefundedTr = inTurkish(Refunded);
export const CancelledTr = inTurkish(Cancelled);
export const FilledDark: Story = { ...Filled, name: 'Filled, English dark', globals: ENGLISH_DARK };
