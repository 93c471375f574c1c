/** The sandbox serves every route of the downstream tables (contract/downstream/service-table.ts), on its own service. */
import { describedServiceRoutes } from '@contract/downstream/service-table';
import { createSandbox } from './sandbox';

describe('the sandbox and the downstream tables', () => {
  it('serves every described route on the service the table names', () => {
    const sandbox = createSandbox({ now: () => Date.UTC(2026, 10, 20), verifyKey: () => Promise.reject(new Error('no token checks here')) });
    const missing = describedServiceRoutes()
      .filter(({ def }) => !sandbox.apps[def.service].routes.some((route) => route.method === def.method && route.path === def.path))
      .map(({ name }) => name);
    expect(missing).toEqual([]);
    expect(describedServiceRoutes().length).toBeGreaterThan(80);
  });
});
