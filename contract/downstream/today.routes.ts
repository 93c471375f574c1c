/** Today's parts on the marketplace and logistics services: each answers its groups in one call (contract/today/today.rules.ts). */
import { answer, policy, route } from '../api/route-def';
import type { TodayPart } from '../today/today.types';
import { serviceRoutes } from './service-route';

export const MARKETPLACE_TODAY_ROUTES = serviceRoutes('marketplace', {
  /** Order items due today or late, questions and claims waiting, pricing locks lifting within a day, asking messages. */
  today: route.get('/v1/companies/:companyId/today', { answer: answer<TodayPart>(), policy: policy.token() }),
});

export const LOGISTICS_TODAY_ROUTES = serviceRoutes('logistics', {
  /** Delayed packages and packages awaiting an invoice. */
  today: route.get('/v1/companies/:companyId/today', { answer: answer<TodayPart>(), policy: policy.token() }),
});
