/** The fake BFF's dashboard, its admin cache tool and the sandbox-mode service switches (mocks/mirage/dashboard-state.ts). */
import { DEV_SERVICE_ACTIONS, type DevServiceAction, type DevServicesAnswer } from '@contract/api/dev-services';
import { API } from '@contract/api/paths';
import { SERVICES, type ServiceName } from '@contract/downstream/common';
import { can } from '@contract/permissions';
import { signedIn, type MockContext } from './mock-context';
import type { MockRoute } from './mock-route';
import { bodyOf, failure, json } from './respond';
import { cacheAnswer, clearCache, dashboardAnswer, serviceState, setServiceDown } from './dashboard-state';
import { isResponse, pathId, sellerScope } from './seller-scope';

function asAdmin(context: MockContext, answer: () => ReturnType<typeof json>) {
  const who = signedIn(context);
  if (!who) return failure('unauthenticated');
  return can(who.subject, 'admin.tools') ? answer() : failure('forbidden');
}

export const DASHBOARD_ROUTES: readonly MockRoute[] = [
  {
    method: 'get', path: API.dashboard, errorsScenario: 'downstreamUnavailable', handle: (_request, context) => {
      const scope = sellerScope(context, 'dashboard.view');
      if (isResponse(scope)) return scope;
      const answer = dashboardAnswer(context, scope.companyId);
      return answer ? json(200, answer) : failure('downstreamUnavailable');
    },
  },
  { method: 'get', path: API.adminDashboardCache, handle: (_request, context) => asAdmin(context, () => json(200, cacheAnswer(context))) },
  {
    method: 'delete', path: API.adminDashboardCache, handle: (_request, context) => asAdmin(context, () => {
      clearCache(context, null);
      return json(200, cacheAnswer(context));
    }),
  },
  {
    method: 'delete', path: `${API.adminDashboardCache}/:companyId`, handle: (request, context) => asAdmin(context, () => {
      const companyId = pathId(request, 'companyId');
      if (companyId === null) return failure('notFound');
      clearCache(context, companyId);
      return json(200, cacheAnswer(context));
    }),
  },
  {
    method: 'get', path: API.devServices, handle: (_request, context) =>
      json(200, { items: SERVICES.map((service) => serviceState(context, service)) } satisfies DevServicesAnswer),
  },
  {
    method: 'post', path: `${API.devServices}/:service/:action`, handle: (request, context) => {
      const service = request.params.service as ServiceName;
      const action = request.params.action as DevServiceAction;
      if (!SERVICES.includes(service) || !DEV_SERVICE_ACTIONS.includes(action)) return failure('notFound');
      const { companyId } = bodyOf(request);
      if (companyId !== undefined && !(Number.isSafeInteger(companyId) && (companyId as number) > 0)) {
        return failure('validation', { companyId: 'validation.number' });
      }
      return json(200, setServiceDown(context, service, action === 'down', companyId as number | undefined));
    },
  },
];
