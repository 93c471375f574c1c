/** The orders export: the current tab and filters, every page of it, as the columns below. */
import { MARKETPLACE_ROUTES, serviceOrderQuery } from '@contract/downstream/marketplace.routes';
import type { ExportColumn } from '@contract/exports/export.rules';
import { orderQueryToRaw, type OrderListQuery } from '@contract/orders/order.query';
import type { OrderRow } from '@contract/orders/order.types';
import type { ExportDefinition, JobTarget } from '../../lib/jobs/export-job';
import type { ListCall } from '../../lib/jobs/export-request';
import type { Services } from '../../lib/services';

export const ORDER_EXPORT_COLUMNS: readonly ExportColumn<OrderRow>[] = [
  { header: 'orders.columns.id', width: 12, value: (row) => row.id },
  { header: 'orders.columns.salesChannel', width: 14, kind: 'label', labels: 'marketplaces', value: (row) => row.salesChannel },
  { header: 'orders.columns.marketplaceOrderId', width: 22, value: (row) => row.marketplaceOrderId },
  { header: 'orders.columns.customerName', width: 24, value: (row) => row.customerName },
  { header: 'orders.columns.orderDate', width: 17, kind: 'dateTime', value: (row) => row.orderDate },
  { header: 'orders.columns.dueDate', width: 17, kind: 'dateTime', value: (row) => row.dueDate },
  { header: 'orders.columns.status', width: 12, kind: 'label', labels: 'orders.status', value: (row) => row.status },
  { header: 'orders.columns.delayed', width: 9, kind: 'yesNo', value: (row) => row.delayed },
  { header: 'orders.columns.itemCount', width: 8, value: (row) => row.itemCount },
  { header: 'orders.columns.skus', width: 30, value: (row) => row.skus.join(', ') },
  { header: 'orders.columns.grandTotal', width: 16, kind: 'money', value: (row) => row.grandTotal, currency: (row) => row.currency },
  { header: 'exports.columns.currency', width: 9, value: (row) => row.currency },
  { header: 'orders.columns.destinationCountry', width: 10, value: (row) => row.destinationCountry },
];

/** The export's pages: the raw filters and page read with the service route's own query codec. */
export function orderLister(services: Services, target: JobTarget): ListCall<OrderRow> {
  return (raw) => services.call(MARKETPLACE_ROUTES.listOrders, target.caller, { params: { companyId: target.companyId }, query: serviceOrderQuery.parse(raw) });
}

export const ORDER_EXPORT: ExportDefinition<OrderRow> = { method: 'orderExport', columns: ORDER_EXPORT_COLUMNS, fileBaseName: 'orders', lister: orderLister };

/** The tab and filters of the list the seller is looking at (page and sort do not narrow an export). */
export function exportQuery(query: OrderListQuery): Record<string, string> {
  return orderQueryToRaw({ ...query, page: undefined, pageSize: undefined });
}
