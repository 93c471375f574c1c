/** The BFF serves exactly the contract's route tables: no route without a description, no description unserved. */
import { describedRoutes } from '@contract/api/route-table';
import { routeDefOf } from './lib/api-route';
import type { Harness } from './test/harness';
import { harnessPerFile } from './test/harness-per-file';

let h: Harness;
harnessPerFile((harness) => {
  h = harness;
});
const key = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

describe('the route tables', () => {
  it('describe every route the BFF serves, and the BFF serves every description', () => {
    // Hono lists each handler of a route on its own (the policy, then the handler): a route is described when one is.
    const served = h.app.routes.filter((route) => route.method !== 'ALL');
    const servedKeys = new Set(served.map(key));
    const describedKeys = new Set(served.filter((route) => routeDefOf(route.handler) !== undefined).map(key));
    // The built SPA's static files are the one route outside the API (not registered here: no staticDir).
    expect([...servedKeys].filter((route) => !describedKeys.has(route))).toEqual([]);
    const unserved = describedRoutes()
      .map(key)
      .filter((route) => !servedKeys.has(route));
    expect(unserved).toEqual([]);
  });

  it('hold each method and path once', () => {
    const keys = describedRoutes().map(key);
    expect(keys.length).toBeGreaterThan(80);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
