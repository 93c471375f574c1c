/** The orders API of the BFF (contract/orders/order.api.ts). */
import { API } from '@contract/api/paths';
import type { CancelOrderBody, CreatedPackageAnswer, OrderDetailAnswer, OrderListAnswer, OrderLogsAnswer } from '@contract/orders/order.api';
import { orderQueryToRaw, type OrderListQuery } from '@contract/orders/order.query';
import { http } from '@web/lib/http';

export async function fetchOrders(query: OrderListQuery): Promise<OrderListAnswer> {
  return (await http.get<OrderListAnswer>(API.orders, { params: orderQueryToRaw(query) })).data;
}

export async function fetchOrder(id: number): Promise<OrderDetailAnswer> {
  return (await http.get<OrderDetailAnswer>(`${API.orders}/${id}`)).data;
}

export async function fetchOrderLogs(id: number): Promise<OrderLogsAnswer> {
  return (await http.get<OrderLogsAnswer>(`${API.orders}/${id}/logs`)).data;
}

export async function cancelOrderItems(id: number, body: CancelOrderBody): Promise<OrderDetailAnswer> {
  return (await http.post<OrderDetailAnswer>(`${API.orders}/${id}/cancel`, body)).data;
}

export async function createOrderPackage(id: number, itemIds: number[]): Promise<CreatedPackageAnswer> {
  return (await http.post<CreatedPackageAnswer>(`${API.orders}/${id}/packages`, { itemIds })).data;
}

export interface InvoiceForm {
  number: string;
  date: string;
  file: File | null;
}

export async function uploadInvoice(id: number, form: InvoiceForm): Promise<OrderDetailAnswer> {
  const body = new FormData();
  body.set('number', form.number);
  body.set('date', form.date);
  if (form.file) body.set('file', form.file, form.file.name);
  return (await http.post<OrderDetailAnswer>(`${API.orders}/${id}/invoice`, body)).data;
}

export const invoiceFileUrl = (id: number) => `${API.orders}/${id}/invoice/file`;

export async function deleteOrder(id: number): Promise<null> {
  await http.delete(`${API.orders}/${id}`);
  return null;
}
