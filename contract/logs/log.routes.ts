/** The browser API of Marketplace Logs (spec §2 /reports/marketplaces, Log Detail; contract/api/route-def.ts). */
import { answer, policy, route, type QueryCodec } from '../api/route-def';
import { BROWSER_PAGE_SIZE_MAX } from '../lists/list-query';
import {
  marketplaceLogFilterProblems,
  marketplaceLogQueryToRaw,
  parseMarketplaceLogQuery,
  type MarketplaceLogAnswer,
  type MarketplaceLogListAnswer,
  type MarketplaceLogListQuery,
} from './log.query';

export const marketplaceLogListQuery: QueryCodec<MarketplaceLogListQuery> = {
  parse: (raw) => parseMarketplaceLogQuery(raw, BROWSER_PAGE_SIZE_MAX),
  problems: marketplaceLogFilterProblems,
  toRaw: marketplaceLogQueryToRaw,
};

const reports = policy.can('reports.view');

export const MARKETPLACE_LOG_ROUTES = {
  list: route.get('/api/marketplace-logs', { query: marketplaceLogListQuery, answer: answer<MarketplaceLogListAnswer>(), policy: reports }),
  detail: route.get('/api/marketplace-logs/:id', { answer: answer<MarketplaceLogAnswer>(), policy: reports }),
};
