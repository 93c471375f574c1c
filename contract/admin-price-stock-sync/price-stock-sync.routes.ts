/** The browser API of /admin/price-stock-sync (admin only; contract/api/route-def.ts). */
import { answer, policy, route, type QueryCodec } from '../api/route-def';
import { BROWSER_PAGE_SIZE_MAX } from '../lists/list-query';
import {
  parsePriceStockSyncQuery,
  parseRerunScope,
  priceStockSyncQueryToRaw,
  rerunSchema,
  rerunScopeProblems,
  rerunScopeToRaw,
  type PriceStockSyncAnswer,
  type PriceStockSyncQuery,
  type RerunAnswer,
  type RerunPreview,
  type RerunScope,
} from './price-stock-sync.types';

export const priceStockSyncQuery: QueryCodec<PriceStockSyncQuery> = {
  parse: (raw) => parsePriceStockSyncQuery(raw, BROWSER_PAGE_SIZE_MAX),
  toRaw: priceStockSyncQueryToRaw,
};

/** A re-run's scope as a query: a company, a marketplace or both. */
export const rerunScopeQuery: QueryCodec<RerunScope> = { parse: parseRerunScope, problems: rerunScopeProblems, toRaw: rerunScopeToRaw };

const tools = policy.can('admin.tools');

export const PRICE_STOCK_SYNC_ROUTES = {
  list: route.get('/api/admin/price-stock-sync', { query: priceStockSyncQuery, answer: answer<PriceStockSyncAnswer>(), policy: tools }),
  rerunPreview: route.get('/api/admin/price-stock-sync/rerun-preview', { query: rerunScopeQuery, answer: answer<RerunPreview>(), policy: tools }),
  rerun: route.post('/api/admin/price-stock-sync/rerun', { body: rerunSchema, answer: answer<RerunAnswer>(), policy: tools }),
};
