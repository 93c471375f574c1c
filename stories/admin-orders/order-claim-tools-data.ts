/** Order & Claim Tools pages for the props stories, from the seeded world the sandbox serves (searchOrderClaimTools, as its route). */
import {
  parseOrderClaimToolsQuery,
  type OrderClaimToolsAnswer,
  type OrderClaimToolsQuery,
  type OrderToolRow,
  type PackageToolRow,
} from '@contract/admin-orders/order-claim-tools';
import { zeroCounts, type RawQuery } from '@contract/lists/list-query';
import { ORDER_CLAIM_TOOL_TABS } from '@contract/admin-orders/order-claim-tools';
import { searchOrderClaimTools } from '@mocks/world/admin-orders/order-claim-search';
import { createWorld } from '@mocks/world/world';
import { STORY_NOW } from '../support/order-data';

const world = createWorld({ now: STORY_NOW });

/** A generated company no other story pins: its claims waiting for staff, orders and packages. */
export const TOOLS_COMPANY_ID = 1022;

export const toolsQuery = (raw: RawQuery = {}): OrderClaimToolsQuery => parseOrderClaimToolsQuery({ companyId: String(TOOLS_COMPANY_ID), ...raw });

/** GET /api/admin/order-claim-tools as the BFF answers it. */
export const toolsPage = (query: OrderClaimToolsQuery): OrderClaimToolsAnswer => searchOrderClaimTools(world, query);

export const noTools = (query: OrderClaimToolsQuery): OrderClaimToolsAnswer => ({
  items: [],
  total: 0,
  page: query.page,
  pageSize: query.pageSize,
  tabCounts: zeroCounts(ORDER_CLAIM_TOOL_TABS),
});

/** The company's first order that staff may correct (every item shipped). */
export function correctableOrder(): OrderToolRow {
  const rows = toolsPage(toolsQuery({ tab: 'orders', pageSize: '100' })).items;
  return rows.find((row): row is OrderToolRow => row.kind === 'order' && row.corrections.length > 0)!;
}

export function correctablePackage(): PackageToolRow {
  const rows = toolsPage(toolsQuery({ tab: 'packages', pageSize: '100' })).items;
  return rows.find((row): row is PackageToolRow => row.kind === 'package' && row.status === 'shipped')!;
}
