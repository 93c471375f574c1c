/** The orders export: the current tab and filters, every page of it, as the columns below. */
import { MARKETPLACE_ROUTES, serviceOrderQuery } from '@contract/downstream/marketplace.routes';
import type { ExportColumn } from '@contract/exports/export.rules';
import { orderQueryToRaw, type OrderListQuery } from '@contract/orders/order.query';
import type { OrderRow } from '@contract/orders/order.types';
import type { ExportDefinition, JobTarget } from '../../lib/jobs/export-job';
import type { ListCall } from '../../lib/jobs/export-request';
import type { Services } from '../../lib/services';

export const ORDER_EXPORT_COLUMNS: readonly ExportColumn<OrderRow>[] = [
  { header: 'Order ID', width: 12, value: (row) => row.id },
  { header: 'Sales channel', width: 14, value: (row) => row.salesChannel },
  { header: 'Marketplace order ID', width: 22, value: (row) => row.marketplaceOrderId },
  { header: 'Customer', width: 24, value: (row) => row.customerName },
  { header: 'Order date', width: 22, value: (row) => row.orderDate },
  { header: 'Latest shipping date', width: 22, value: (row) => row.dueDate },
  { header: 'Status', width: 12, value: (row) => row.status },
  { header: 'Delayed', width: 9, value: (row) => (row.delayed ? 'yes' : 'no') },
  { header: 'Items', width: 8, value: (row) => row.itemCount },
  { header: 'SKUs', width: 30, value: (row) => row.skus.join(', ') },
  { header: 'Grand total', width: 14, value: (row) => row.grandTotal },
  { header: 'Currency', width: 9, value: (row) => row.currency },
  { header: 'Destination country', width: 10, value: (row) => row.destinationCountry },
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
