import { API } from '@contract/api/paths';
import { describedRoutes } from '@contract/api/route-table';
import { errorsScenarioCode } from './scenario-faults';

describe('errorsScenarioCode', () => {
  it('fails every described call but signing in and out', () => {
    const stillWork: readonly string[] = [API.loginUser, API.loginAdmin, API.logout];
    for (const route of describedRoutes()) {
      const code = errorsScenarioCode(route.path.replace(/:\w+/g, '7'));
      if (stillWork.includes(route.path)) expect(code, route.path).toBeNull();
      else expect(code, `${route.method} ${route.path}`).not.toBeNull();
    }
  });

  it("answers the BFF's own calls with 'generic' and calls over a service with its unavailability", () => {
    const expected = {
      [API.me]: 'generic',
      [API.bookmarks]: 'generic',
      [API.toggleBookmark]: 'generic',
      [API.adminCompanies]: 'generic',
      [API.actAs]: 'generic',
      [API.orders]: 'downstreamUnavailable',
      '/api/orders/7/cancel': 'downstreamUnavailable',
      [API.dashboard]: 'downstreamUnavailable',
      [API.transactions]: 'downstreamUnavailable',
      [API.marketplaceLogs]: 'marketplaceLogsLoad',
      [`${API.marketplaceLogs}/4`]: 'marketplaceLogsLoad',
      '/api/claims': 'downstreamUnavailable',
      '/api/marketplace-logs-export': 'downstreamUnavailable',
    };
    expect(Object.fromEntries(Object.keys(expected).map((path) => [path, errorsScenarioCode(path)]))).toEqual(expected);
  });
});
