/** The tabs of Order Detail: the order with its addresses, the items, the packages and the marketplace logs. */
import type { OrderDetailAnswer, OrderLogsAnswer } from '@contract/orders/order.api';
import type { DetailTab } from '@web/components/detail/DetailScreen';
import type { DetailState } from '@web/lib/resources/detail-resource';
import { OrderItemsPanel, OrderLogsPanel, OrderPackagesPanel } from './OrderPanels';
import { OrderSummary } from './OrderSummary';

interface OrderTabsOptions {
  detail: OrderDetailAnswer;
  logs: DetailState<OrderLogsAnswer>;
  onLoadLogs: () => void;
  onCancelItem: (itemId: number) => void;
}

export function orderTabs({ detail, logs, onLoadLogs, onCancelItem }: OrderTabsOptions): DetailTab[] {
  return [
    { id: 'summary', labelKey: 'orders.detail.tabs.summary', render: () => <OrderSummary order={detail.order} /> },
    {
      id: 'items',
      labelKey: 'orders.detail.tabs.items',
      count: detail.order.items.length,
      render: () => <OrderItemsPanel detail={detail} onCancelItem={onCancelItem} />,
    },
    { id: 'packages', labelKey: 'orders.detail.tabs.packages', count: detail.packages.length, render: () => <OrderPackagesPanel packages={detail.packages} /> },
    { id: 'logs', labelKey: 'orders.detail.tabs.logs', render: () => <OrderLogsPanel logs={logs} onLoad={onLoadLogs} /> },
  ];
}
