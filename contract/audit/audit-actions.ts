/**
 * Which browser routes the audit trail records, and under what action name. Every mutating route is audited when an
 * admin's session calls it (the BFF attaches the audit step per route, as it does the policy), except the few below,
 * each with its reason; the route walk (bff/src/lib/audit/audit-walk.test.ts) fails on any other mutating route
 * served without the step.
 */
import { AUTH_ROUTES } from '../auth/auth.routes';
import { mutates, type RouteDef } from '../api/route-def';
import { ROUTE_TABLES } from '../api/route-table';
import { DEV_ROUTES } from '../api/system.routes';

/** `CLAIM_ROUTES` → `claim`, `DASHBOARD_CACHE_ROUTES` → `dashboardCache`. */
const tableName = (table: string) =>
  table
    .replace(/_ROUTES$/, '')
    .toLowerCase()
    .replace(/_(\w)/g, (_match, letter: string) => letter.toUpperCase());

const ACTIONS = new Map<RouteDef, string>(
  Object.entries(ROUTE_TABLES).flatMap(([table, routes]) =>
    Object.entries(routes as Record<string, RouteDef>).map(([name, def]) => [def, `${tableName(table)}.${name}`] as const),
  ),
);

/** The action an entry names: the route's table and name (`claim.reject`, `admin.actAs`); method and path for a route outside the tables. */
export function auditActionOf(def: Pick<RouteDef, 'method' | 'path'>): string {
  return ACTIONS.get(def as RouteDef) ?? `${def.method} ${def.path}`;
}

/** Mutating routes that write no entry, and why. */
export const UNAUDITED_ROUTES: ReadonlyMap<RouteDef, string> = new Map<RouteDef, string>([
  [AUTH_ROUTES.logout, "ends the caller's own session, which must never be refused"],
  [AUTH_ROUTES.refreshToken, "changes nothing: trades the session's access token for a fresh one"],
  ...Object.values(DEV_ROUTES).map((def): [RouteDef, string] => [
    def,
    "the sandbox's own controls (absent in production), which bring a stopped audit service back",
  ]),
]);

/** Whether an admin's call of this route is recorded (the sign-in of the staff realm is recorded by its handler). */
export const isAuditedRoute = (def: RouteDef): boolean => mutates(def) && !UNAUDITED_ROUTES.has(def);
