/** The dashboard's routes on the marketplace and accounting services (types in dashboard.ts). */
import { answer, policy, route } from '../api/route-def';
import type { GmvAnswer, MarketplaceDashboardAnswer } from './dashboard';
import { serviceRoutes } from './service-route';

export const MARKETPLACE_DASHBOARD_ROUTES = serviceRoutes('marketplace', {
  /** Order, question and claim figures, computed from the company's orders, tickets and claims. */
  dashboard: route.get('/v1/companies/:companyId/dashboard', { answer: answer<MarketplaceDashboardAnswer>(), policy: policy.token() }),
});

export const ACCOUNTING_DASHBOARD_ROUTES = serviceRoutes('accounting', {
  /** Gross merchandise value by day (last 7 and 30 days) and by month (last 12), oldest first. */
  gmv: route.get('/v1/companies/:companyId/gmv', { answer: answer<GmvAnswer>(), policy: policy.token() }),
});
