/**
 * What the bench exports: every order of the large book (`tab=all`, see contract/orders/order.query.ts), so the
 * figure is the spec's full 100,000 rows; BENCH_EXPORT_TAB narrows it to one tab.
 */
import { API } from '@contract/api/paths';
import type { OrderListAnswer } from '@contract/orders/order.api';
import { ORDER_QUERY_TABS, type OrderQueryTab } from '@contract/orders/order.query';
import type { BffSession } from './bff-session';

export interface ExportChoice {
  body: Record<string, string>;
  note: string;
}

export async function chooseExportFilters(session: BffSession, tabOverride: string | undefined): Promise<ExportChoice> {
  const tab = (tabOverride ?? 'all') as OrderQueryTab;
  if (!ORDER_QUERY_TABS.includes(tab)) throw new Error(`BENCH_EXPORT_TAB must be one of ${ORDER_QUERY_TABS.join(', ')}`);
  const { total } = await session.getJson<OrderListAnswer>(`${API.orders}?tab=${tab}&pageSize=1`);
  return { body: { tab }, note: `tab ${tab}: ${total} rows` };
}
