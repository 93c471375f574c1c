/** The marketplace service's side of /admin/price-stock-sync (admin tokens only): the rows, a re-run's preview, the re-run. */
import { answer, policy, route } from '../api/route-def';
import { serviceListQuery, serviceRoutes } from '../downstream/service-route';
import { rerunScopeQuery } from './price-stock-sync.routes';
import {
  parsePriceStockSyncQuery,
  priceStockSyncQueryToRaw,
  rerunSchema,
  type PriceStockSyncAnswer,
  type RerunAnswer,
  type RerunPreview,
} from './price-stock-sync.types';

const token = policy.token();
const ADMIN = '/v1/admin/price-stock-sync';

export const PRICE_STOCK_SYNC_SERVICE_ROUTES = serviceRoutes('marketplace', {
  list: route.get(ADMIN, {
    query: serviceListQuery(parsePriceStockSyncQuery, priceStockSyncQueryToRaw),
    answer: answer<PriceStockSyncAnswer>(),
    policy: token,
  }),
  rerunPreview: route.get(`${ADMIN}/rerun-preview`, { query: rerunScopeQuery, answer: answer<RerunPreview>(), policy: token }),
  rerun: route.post(`${ADMIN}/rerun`, { body: rerunSchema, answer: answer<RerunAnswer>(), policy: token }),
});
