/** The logistics service's routes (types in logistics.ts). */
import { answer, policy, route } from '../api/route-def';
import type { PackageStatesAnswer } from './logistics';
import { serviceRoutes } from './service-route';

export const LOGISTICS_ROUTES = serviceRoutes('logistics', {
  /** How many of the company's packages are in each dashboard state (one state per package, contract/dashboard/dashboard.mapping.ts). */
  packageStates: route.get('/v1/companies/:companyId/package-states', { answer: answer<PackageStatesAnswer>(), policy: policy.token() }),
});
