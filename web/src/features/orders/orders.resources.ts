/** The orders list, the order detail with its commands, and the order's marketplace logs. */
import type { CancelOrderBody } from '@contract/orders/order.api';
import { ORDER_ROUTES } from '@contract/orders/order.routes';
import { command, createDetailResource, type CommandName, type OnCommand } from '@web/lib/resources/detail-resource';
import { listExport } from '@web/lib/resources/export.sagas';
import { createListResource } from '@web/lib/resources/list-resource';
import { cancelOrderItems, createOrderPackage, deleteOrder, fetchOrder, fetchOrderLogs, fetchOrders, uploadInvoice, type InvoiceForm } from './orders.api';

export const ordersList = createListResource('ordersList', fetchOrders);
export const ordersExport = listExport(ORDER_ROUTES.export);

export const orderDetail = createDetailResource('orderDetail', fetchOrder, {
  cancel: command((id, body: CancelOrderBody) => cancelOrderItems(id, body), 'orders.cancel.done'),
  createPackage: command((id, itemIds: number[]) => createOrderPackage(id, itemIds), 'orders.createPackage.done'),
  uploadInvoice: command((id, form: InvoiceForm) => uploadInvoice(id, form), 'orders.invoice.done'),
  delete: command((id) => deleteOrder(id), 'orders.delete.done'),
});

export type OrderCommand = CommandName<typeof orderDetail>;
export type OnOrderCommand = OnCommand<typeof orderDetail>;

export const orderLogs = createDetailResource('orderLogs', fetchOrderLogs, {});
