/** The orders list, the order detail with its commands, and the order's marketplace logs. */
import type { CancelOrderBody, OrderDetailAnswer } from '@contract/orders/order.api';
import { createDetailResource } from '@web/lib/resources/detail-resource';
import { createListResource } from '@web/lib/resources/list-resource';
import { cancelOrderItems, createOrderPackage, deleteOrder, fetchOrder, fetchOrderLogs, fetchOrders, uploadInvoice, type InvoiceForm } from './orders.api';

export const ordersList = createListResource('ordersList', fetchOrders);

export const orderDetail = createDetailResource<'orderDetail', OrderDetailAnswer>('orderDetail', fetchOrder, {
  cancel: { run: (id, input) => cancelOrderItems(id, input as CancelOrderBody), success: 'orders.cancel.done' },
  createPackage: { run: (id, input) => createOrderPackage(id, input as number[]), success: 'orders.createPackage.done' },
  uploadInvoice: { run: (id, input) => uploadInvoice(id, input as InvoiceForm), success: 'orders.invoice.done' },
  delete: { run: deleteOrder, success: 'orders.delete.done' },
});

export const orderLogs = createDetailResource('orderLogs', fetchOrderLogs, {});

