import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderDetailAnswer, OrderLogsAnswer } from '@contract/orders/order.api';
import { cancellableItems, hasShippedItems, invoiceRefusal, packageableItems } from '@contract/orders/order.rules';
import { orderStatusOf } from '@contract/orders/order.tabs';
import type { CancelUserType } from '@contract/orders/order.types';
import { DetailScreen } from '@web/components/detail/DetailScreen';
import type { DetailAction } from '@web/components/detail/DetailHeader';
import { useFormatters } from '@web/lib/format';
import { detailStatusOf, type DetailState } from '@web/lib/resources/detail-resource';
import type { CommandView } from '@web/lib/resources/command-view';
import { OrderDialogs, type OrderDialog } from '../components/OrderDialogs';
import type { OnOrderCommand, OrderCommand } from '../orders.resources';
import { orderTabs } from '../components/order-tabs';

export interface OrderDetailPageProps {
  state: DetailState<OrderDetailAnswer>;
  logs: DetailState<OrderLogsAnswer>;
  userType: CancelUserType;
  canDelete: boolean;
  cancelItemId: number | null;
  listHref: string;
  commandOf: (name: OrderCommand) => CommandView;
  onCommand: OnOrderCommand;
  onOpenDialog: (name: OrderDialog, extra?: Record<string, string>) => void;
  onRetry: () => void;
  onLoadLogs: () => void;
}

export function OrderDetailPage(props: OrderDetailPageProps) {
  const { state, logs, userType, canDelete, cancelItemId, listHref, commandOf, onCommand, onOpenDialog, onRetry, onLoadLogs } = props;
  const { t } = useTranslation();
  const format = useFormatters();
  const detail = state.data;
  const actions = useMemo<DetailAction[]>(() => {
    if (!detail) return [];
    const { order } = detail;
    const list: DetailAction[] = [
      {
        id: 'cancel',
        labelKey: 'orders.cancel.action',
        color: 'danger',
        variant: 'outline',
        onClick: () => onOpenDialog('cancel'),
        disabled: cancellableItems(order).length === 0,
        disabledReasonKey: hasShippedItems(order) ? 'errors.orderHasShippedItems' : 'errors.itemAlreadyCancelled',
      },
      {
        id: 'package',
        labelKey: 'orders.createPackage.action',
        onClick: () => onOpenDialog('package'),
        disabled: packageableItems(order).length === 0,
        disabledReasonKey: 'errors.itemNotOpen',
      },
      {
        id: 'invoice',
        labelKey: 'orders.invoice.action',
        variant: 'outline',
        onClick: () => onOpenDialog('invoice'),
        disabled: invoiceRefusal(order) !== null,
        disabledReasonKey: 'errors.orderCancelled',
      },
    ];
    if (canDelete) list.push({ id: 'delete', labelKey: 'orders.delete.action', color: 'danger', variant: 'ghost', onClick: () => onOpenDialog('delete') });
    return list;
  }, [detail, canDelete, onOpenDialog]);
  const status = detail ? orderStatusOf(detail.order) : null;
  return (
    <DetailScreen
      status={detailStatusOf(state)}
      errorKey="orders.detail.loadError"
      onRetry={onRetry}
      titleKey="orders.detail.title"
      titleValues={{ id: detail?.order.id ?? '' }}
      subtitle={
        detail
          ? `${t(`marketplaces.${detail.order.salesChannel}`)} · ${detail.order.marketplaceOrderId} · ${format.dateTime(detail.order.orderDate)}`
          : undefined
      }
      badges={status ? [{ id: 'status', labelKey: `orders.status.${status}`, color: status === 'cancel' ? 'secondary' : 'primary' }] : []}
      actions={actions}
      backTo={listHref}
      tabs={detail ? orderTabs({ detail, logs, onLoadLogs, onCancelItem: (itemId) => onOpenDialog('cancel', { item: String(itemId) }) }) : []}
    >
      {detail ? (
        <OrderDialogs detail={detail} userType={userType} canDelete={canDelete} cancelItemId={cancelItemId} commandOf={commandOf} onCommand={onCommand} />
      ) : null}
    </DetailScreen>
  );
}
