/** The browser API of orders (spec §2 Orders, Order Detail): one description per endpoint (contract/api/route-def.ts). */
import { answer, fileAnswer, filtersBody, JSON_BODY_MAX_BYTES, multipart, policy, route, type QueryCodec } from '../api/route-def';
import { INVOICE_MAX_BYTES } from '../constants';
import { exportRequestQuery } from '../exports/export.request';
import type { CreatedPackageAnswer, ExportAnswer, OrderDetailAnswer, OrderListAnswer, OrderLogsAnswer } from './order.api';
import { cancelOrderSchema, createPackageSchema } from './order.api';
import { orderFilterProblems, orderQueryToRaw, parseOrderQuery, type OrderListQuery } from './order.query';

export const orderListQuery: QueryCodec<OrderListQuery> = {
  parse: (raw) => parseOrderQuery(raw),
  problems: orderFilterProblems,
  toRaw: orderQueryToRaw,
};

const view = policy.can('orders.view');

export const ORDER_ROUTES = {
  list: route.get('/api/orders', { query: orderListQuery, answer: answer<OrderListAnswer>(), policy: view }),
  export: route.post('/api/orders/export', {
    query: exportRequestQuery,
    body: filtersBody(orderListQuery),
    answer: answer<ExportAnswer>(),
    status: 202,
    policy: view,
  }),
  detail: route.get('/api/orders/:id', { answer: answer<OrderDetailAnswer>(), policy: view }),
  logs: route.get('/api/orders/:id/logs', { answer: answer<OrderLogsAnswer>(), policy: view }),
  cancel: route.post('/api/orders/:id/cancel', { body: cancelOrderSchema, answer: answer<OrderDetailAnswer>(), policy: view }),
  createPackage: route.post('/api/orders/:id/packages', { body: createPackageSchema, answer: answer<CreatedPackageAnswer>(), policy: view }),
  /** Multipart: number, date and the PDF as `file` (the BFF checks size and signature before anything travels). */
  uploadInvoice: route.post('/api/orders/:id/invoice', {
    body: multipart({ maxBytes: INVOICE_MAX_BYTES + JSON_BODY_MAX_BYTES, tooLarge: { file: 'validation.invoiceFileTooLarge' } }),
    answer: answer<OrderDetailAnswer>(),
    policy: view,
  }),
  invoiceFile: route.get('/api/orders/:id/invoice/file', { answer: fileAnswer(), policy: view }),
  delete: route.delete('/api/orders/:id', { answer: answer<null>(), policy: policy.can('orders.delete') }),
};
