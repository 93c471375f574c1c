/** Marketplace Logs pages and logs for the props stories, from the seeded world the sandbox serves (listMarketplaceLogs, as its route). */
import { zeroCounts, type RawQuery } from '@contract/lists/list-query';
import {
  LOG_TABS,
  parseMarketplaceLogQuery,
  type MarketplaceLogListAnswer,
  type MarketplaceLogListQuery,
  type MarketplaceLogRow,
} from '@contract/logs/log.query';
import { listMarketplaceLogs } from '@mocks/world/logs/marketplace-log-list';
import { orderBookOf } from '@mocks/world/orders/order-book';
import { createWorld } from '@mocks/world/world';
import { SELLER_COMPANY_ID, STORY_NOW } from '../support/order-data';

const world = createWorld({ now: STORY_NOW });

export const logQuery = (raw: RawQuery = {}): MarketplaceLogListQuery => parseMarketplaceLogQuery(raw);

/** GET /api/marketplace-logs as the BFF answers it for Anadolu Tekstil (1001). */
export const logsPage = (query: MarketplaceLogListQuery): MarketplaceLogListAnswer => listMarketplaceLogs(world, SELLER_COMPANY_ID, query);

export const noLogs = (query: MarketplaceLogListQuery): MarketplaceLogListAnswer => ({
  items: [],
  total: 0,
  page: query.page,
  pageSize: query.pageSize,
  tabCounts: zeroCounts(LOG_TABS),
});

const newest = (raw: RawQuery): MarketplaceLogRow => {
  const [log] = logsPage(logQuery({ ...raw, pageSize: '10' })).items;
  if (!log) throw new Error(`The seeded world holds no log for ${JSON.stringify(raw)}`);
  return log;
};

export const LOGS = {
  /** An order's failed status push: links to the order. */
  orderError: newest({ referenceType: 'order', tab: 'error' }),
  /** A variant's log: links to its product. */
  variant: newest({ referenceType: 'variant' }),
} as const;

/**
 * The first log of the company's newest order: every order keeps its first log whenever the world is built, so the
 * screen stories (whose BFF runs over a world built for the real clock) find it by this id.
 */
export const NEWEST_ORDER_FIRST_LOG = (() => {
  const order = orderBookOf(world, SELLER_COMPANY_ID)!.orders.at(-1)!;
  return { orderId: order.id, logId: newest({ referenceId: String(order.id), sort: 'date' }).id };
})();
