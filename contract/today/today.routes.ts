/** The browser API of Today (contract/api/route-def.ts): the seller's list, at the top of the dashboard. */
import { answer, policy, route } from '../api/route-def';
import type { TodayAnswer } from './today.types';

export const TODAY_ROUTES = {
  /** The session company's list (each service's part cached per company like the dashboard's figures). */
  today: route.get('/api/dashboard/today', { answer: answer<TodayAnswer>(), policy: policy.can('dashboard.view') }),
};
