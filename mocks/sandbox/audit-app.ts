/**
 * The audit service (contract/downstream/audit.routes.ts) over the world's trail. An entry is taken only from a token
 * that speaks for its admin: the admin's own (role admin, or editor at a staff sign-in) or a seller's carrying the admin
 * as `act`. Only admin tokens list and verify; no route edits or deletes.
 */
import type { DownstreamClaims } from '@contract/downstream/common';
import { AUDIT_SERVICE_ROUTES as ROUTES } from '@contract/downstream/audit.routes';
import { appendAuditEntry, listAuditEntries, verifyAuditChain } from '@mocks/world/audit/audit-log';
import type { World } from '@mocks/world/world';
import { roleRefusal, type GuardOptions } from './jwt-guard';
import { fail } from './responses';
import { bodyChecked, serveService } from './serve-service';
import { createServiceApp, type ServiceApp } from './service-app';

/** The admin a token speaks for, or null. */
function adminOf(claims: DownstreamClaims): string | null {
  if (claims.act) return claims.act.sub;
  return claims.role === 'admin' || claims.role === 'editor' ? claims.sub : null;
}

export function createAuditApp(world: World, guard: GuardOptions): ServiceApp {
  const app = createServiceApp('audit', guard);
  serveService(
    app,
    ROUTES.append,
    bodyChecked(ROUTES.append, (c, { body: entry }) => {
      if (adminOf(c.get('claims')) !== entry.adminId) return fail(c, 403, 'forbidden', 'This token does not speak for that admin.');
      return appendAuditEntry(world, entry, guard.now());
    }),
  );
  const adminsOnly = { allow: (c: Parameters<typeof roleRefusal>[0]) => roleRefusal(c, ['admin']) };
  serveService(app, ROUTES.list, (_c, { query }) => listAuditEntries(world, query), adminsOnly);
  serveService(app, ROUTES.verify, () => verifyAuditChain(world), adminsOnly);
  return app;
}
