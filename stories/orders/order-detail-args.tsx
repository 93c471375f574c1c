/** Order Detail's props for one sample order, and the page wired to the URL so its buttons open the dialogs. */
import { useCallback } from 'react';
import { fn } from 'storybook/test';
import { pathOf } from '@contract/routes';
import type { OrderDialog } from '@web/features/orders/components/OrderDialogs';
import { OrderDetailPage, type OrderDetailPageProps } from '@web/features/orders/pages/OrderDetailPage';
import { useUrlDialog } from '@web/lib/list-url';
import { Padded } from '../support/layouts';
import { commandIn, logsOf, ORDERS, readyDetail, type OrderSample } from '../support/order-data';

export function orderArgs(sample: OrderSample, overrides: Partial<OrderDetailPageProps> = {}): OrderDetailPageProps {
  const detail = ORDERS[sample];
  return {
    state: readyDetail(detail, detail.order.id),
    logs: readyDetail(logsOf(sample), detail.order.id),
    userType: 'seller',
    canDelete: false,
    cancelItemId: null,
    listHref: pathOf('orders'),
    commandOf: commandIn(),
    onCommand: fn(),
    onOpenDialog: fn(),
    onRetry: fn(),
    onLoadLogs: fn(),
    ...overrides,
  };
}

/** `/orders/<id>` of a sample with a query (`?tab=items`, `?action=cancel&item=5`). */
export const orderRoute = (sample: OrderSample, search = '') => `${pathOf('orderDetail', { orderId: ORDERS[sample].order.id })}${search}`;

/** The page as its view gives it: the actions open their dialog through the URL (and the spy still hears them). */
export function OrderDetailWithUrl(props: OrderDetailPageProps) {
  const [, open] = useUrlDialog<OrderDialog>();
  const { onOpenDialog } = props;
  const openDialog = useCallback(
    (name: OrderDialog, extra?: Record<string, string>) => {
      onOpenDialog(name, extra);
      open(name, extra);
    },
    [onOpenDialog, open],
  );
  return (
    <Padded>
      <OrderDetailPage {...props} onOpenDialog={openDialog} />
    </Padded>
  );
}
