/**
 * Where an audited change has a target that can be read first, the audit trail keeps its state before the change
 * beside the answer after it. The reading is the table's own GET of the target, found from the paths alone:
 * - a PUT, PATCH or DELETE of a path the same table reads (`PUT /api/products/:id` ← `GET /api/products/:id`);
 * - an action on a record (`POST /api/claims/:id/approve` ← `GET /api/claims/:id`): the path less its last, literal
 *   segment ends in a param, and the table reads it.
 * A creation, a collection-wide action or a route whose table has no such reading keeps no `before`.
 */
import type { RouteDef } from '../api/route-def';
import { ROUTE_TABLES } from '../api/route-table';

const tables: readonly (readonly RouteDef[])[] = Object.values(ROUTE_TABLES).map((routes) => Object.values(routes as Record<string, RouteDef>));

/** `/api/claims/:id/approve` → `/api/claims/:id`; null when the last segment is a param or the rest does not end in one. */
function recordPathOf(path: string): string | null {
  const cut = path.lastIndexOf('/');
  const last = path.slice(cut + 1);
  const rest = path.slice(0, cut);
  if (last.startsWith(':') || !/\/:\w+$/.test(rest)) return null;
  return rest;
}

function beforeRouteIn(table: readonly RouteDef[], def: RouteDef): RouteDef | null {
  const readOf = (path: string | null) => table.find((other) => other.method === 'GET' && other.path === path) ?? null;
  if (def.method === 'GET') return null;
  if (def.method !== 'POST') {
    const same = readOf(def.path);
    if (same) return same;
  }
  return readOf(recordPathOf(def.path));
}

const BEFORE = new Map<RouteDef, RouteDef>(
  tables.flatMap((table) =>
    table.flatMap((def) => {
      const before = beforeRouteIn(table, def);
      return before ? [[def, before] as const] : [];
    }),
  ),
);

/** The GET that reads a change's target before it runs, or null where none applies. */
export const auditBeforeRouteOf = (def: RouteDef): RouteDef | null => BEFORE.get(def) ?? null;
