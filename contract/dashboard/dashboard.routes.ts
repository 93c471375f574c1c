/** The browser API of the dashboard and its admin cache tool: one description per endpoint (contract/api/route-def.ts). */
import { answer, policy, route } from '../api/route-def';
import type { DashboardCacheAnswer } from './dashboard-cache.types';
import type { DashboardAnswer } from './dashboard.types';

export const DASHBOARD_ROUTES = {
  /** The session company's figures (cached per company). */
  dashboard: route.get('/api/dashboard', { answer: answer<DashboardAnswer>(), policy: policy.can('dashboard.view') }),
};

const tools = policy.can('admin.tools');

/** Admin tool /admin/dashboard-cache: each answers what is cached afterwards. */
export const DASHBOARD_CACHE_ROUTES = {
  list: route.get('/api/admin/dashboard-cache', { answer: answer<DashboardCacheAnswer>(), policy: tools }),
  clearAll: route.delete('/api/admin/dashboard-cache', { answer: answer<DashboardCacheAnswer>(), policy: tools }),
  clearCompany: route.delete('/api/admin/dashboard-cache/:companyId', { answer: answer<DashboardCacheAnswer>(), policy: tools }),
};
