// @vitest-environment jsdom
import { API } from '@contract/api/paths';
import { MOCK_ROUTES } from '../mirage/server';
import { errorsScenarioCode } from './scenario-faults';

describe('errorsScenarioCode', () => {
  it("fails each of Mirage's calls with the code Mirage's 'errors' scenario answers", () => {
    const stillWork: readonly string[] = [API.loginUser, API.loginAdmin, API.logout];
    for (const route of MOCK_ROUTES) {
      const path = route.path.replace(/:\w+/g, '7');
      const expected = stillWork.includes(route.path) ? null : route.errorsScenario ?? 'generic';
      expect(errorsScenarioCode(path), `${route.method} ${route.path}`).toBe(expected);
    }
  });

  it('fails calls Mirage does not know over a downstream service', () => {
    expect(errorsScenarioCode('/api/claims')).toBe('downstreamUnavailable');
    expect(errorsScenarioCode('/api/marketplace-logs-export')).toBe('downstreamUnavailable');
  });
});
