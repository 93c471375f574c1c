/**
 * The marketplace service's logs report, under /v1/companies/:companyId (JWT bearer scoped to the company, like
 * marketplace.ts): every log of the company's orders, products and variants in one list.
 */
import { answer, policy, route } from '../api/route-def';
import {
  marketplaceLogFilterProblems,
  marketplaceLogQueryToRaw,
  parseMarketplaceLogQuery,
  type MarketplaceLogAnswer,
  type MarketplaceLogListAnswer,
} from '../logs/log.query';
import { serviceListQuery, serviceRoutes } from './service-route';

const token = policy.token();

export const MARKETPLACE_LOG_ROUTES = serviceRoutes('marketplace', {
  /** The query keys of contract/logs/log.query.ts; 400 `bad_request` for filters that break marketplaceLogFilterProblems. */
  listLogs: route.get('/v1/companies/:companyId/logs', {
    query: serviceListQuery(parseMarketplaceLogQuery, marketplaceLogQueryToRaw, marketplaceLogFilterProblems),
    answer: answer<MarketplaceLogListAnswer>(),
    policy: token,
  }),
  /** 404 `not_found` when the company has no log with that id. */
  getLog: route.get('/v1/companies/:companyId/logs/:logId', { answer: answer<MarketplaceLogAnswer>(), policy: token }),
});
