/** The orders API of the BFF (contract/orders/order.routes.ts). */
import type { CancelOrderBody } from '@contract/orders/order.api';
import type { OrderListQuery } from '@contract/orders/order.query';
import { ORDER_ROUTES } from '@contract/orders/order.routes';
import { apiCall, urlOf } from '@web/lib/api-call';

export const fetchOrders = (query: OrderListQuery) => apiCall(ORDER_ROUTES.list, { query });
export const fetchOrder = (id: number) => apiCall(ORDER_ROUTES.detail, { params: { id } });
export const fetchOrderLogs = (id: number) => apiCall(ORDER_ROUTES.logs, { params: { id } });
export const cancelOrderItems = (id: number, body: CancelOrderBody) => apiCall(ORDER_ROUTES.cancel, { params: { id }, body });
export const createOrderPackage = (id: number, itemIds: number[]) => apiCall(ORDER_ROUTES.createPackage, { params: { id }, body: { itemIds } });

export interface InvoiceForm {
  number: string;
  date: string;
  file: File | null;
}

export function uploadInvoice(id: number, form: InvoiceForm) {
  const body = new FormData();
  body.set('number', form.number);
  body.set('date', form.date);
  if (form.file) body.set('file', form.file, form.file.name);
  return apiCall(ORDER_ROUTES.uploadInvoice, { params: { id }, body });
}

export const invoiceFileUrl = (id: number) => urlOf(ORDER_ROUTES.invoiceFile, { params: { id } });
export const deleteOrder = (id: number) => apiCall(ORDER_ROUTES.delete, { params: { id } });
