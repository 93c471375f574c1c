/** The orders export: the current tab and filters, every page of it, as the columns below. */
import { EXPORT_ROW_CAP } from '@contract/constants';
import type { ExportColumn } from '@contract/exports/export.rules';
import { SERVICE_PAGE_SIZE_MAX } from '@contract/lists/list-query';
import type { OrderListAnswer } from '@contract/orders/order.api';
import { orderQueryToRaw, type OrderListQuery } from '@contract/orders/order.query';
import type { OrderRow } from '@contract/orders/order.types';
import type { Services } from '../../lib/services';
import type { SellerScope } from '../../lib/seller-scope';

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

type ListCall<Answer> = (query: Record<string, string>) => Promise<Answer>;

/** Pages of a downstream list, SERVICE_PAGE_SIZE_MAX rows at a time, until `total` rows have come. */
export async function* downstreamPages<Row>(list: ListCall<{ items: Row[]; total: number }>, raw: Record<string, string>): AsyncIterable<Row[]> {
  for (let page = 1, seen = 0; seen <= EXPORT_ROW_CAP; page += 1) {
    const answer = await list({ ...raw, page: String(page), pageSize: String(SERVICE_PAGE_SIZE_MAX) });
    if (answer.items.length === 0) return;
    yield answer.items;
    seen += answer.items.length;
    if (seen >= answer.total) return;
  }
}

export function orderLister(services: Services, scope: SellerScope): ListCall<OrderListAnswer> {
  return (query) => services.marketplace<OrderListAnswer>(scope.caller, scope.companyId, '/orders', { query });
}

/** The tab and filters of the list the seller is looking at (page and sort do not narrow an export). */
export function exportQuery(query: OrderListQuery): Record<string, string> {
  return orderQueryToRaw({ ...query, page: undefined, pageSize: undefined });
}
