/** Helpers that walk `app.routes` (Hono keeps one entry per handler, `ALL` for app.use middleware). */
import { policyOf } from '../middleware/policy';

export interface RouteKey {
  method: string;
  path: string;
}

/** Any Hono app, whatever its env: the walk reads only method, path and handler. */
interface AnyHono {
  routes: readonly { method: string; path: string; handler: unknown }[];
}

export function declaredRoutes(app: AnyHono): RouteKey[] {
  const seen = new Map<string, RouteKey>();
  for (const route of app.routes) {
    if (route.method === 'ALL') continue;
    seen.set(`${route.method} ${route.path}`, { method: route.method, path: route.path });
  }
  return [...seen.values()];
}

/** The policy each route declares (the first policy handler among its handlers), or undefined. */
export function policiesByRoute(app: AnyHono): Map<string, string | undefined> {
  const policies = new Map<string, string | undefined>();
  for (const route of app.routes) {
    if (route.method === 'ALL') continue;
    const key = `${route.method} ${route.path}`;
    policies.set(key, policies.get(key) ?? policyOf(route.handler));
  }
  return policies;
}

export function routesWithoutPolicy(app: AnyHono): string[] {
  return [...policiesByRoute(app)].filter(([, policy]) => policy === undefined).map(([key]) => key);
}
