/**
 * The audit service (contract/downstream/audit.routes.ts) over the world's trail. An entry is taken only from a token
 * that speaks for its admin: the admin's own (role admin, or editor at a staff sign-in) or a seller's carrying the admin
 * as `act`. Only admin tokens list and verify; no route edits or deletes.
 */
import type { AuditEntryInput, AuditEntryKind, AuditJson } from '@contract/audit/audit.types';
import type { DownstreamClaims } from '@contract/downstream/common';
import { AUDIT_SERVICE_ROUTES as ROUTES } from '@contract/downstream/audit.routes';
import { appendAuditEntry, listAuditEntries, verifyAuditChain } from '@mocks/world/audit/audit-log';
import type { World } from '@mocks/world/world';
import { roleRefusal, type GuardOptions } from './jwt-guard';
import { fail } from './responses';
import { serveService } from './serve-service';
import { createServiceApp, type ServiceApp } from './service-app';

/** The admin a token speaks for, or null. */
function adminOf(claims: DownstreamClaims): string | null {
  if (claims.act) return claims.act.sub;
  return claims.role === 'admin' || claims.role === 'editor' ? claims.sub : null;
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isIdOrNull = (value: unknown): value is number | null => value === null || (typeof value === 'number' && Number.isSafeInteger(value) && value > 0);
const isKind = (value: unknown): value is AuditEntryKind => value === 'attempt' || value === 'outcome';
const isTargets = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every(isText);

/** The body as an entry, or null when a field is missing or of the wrong type. */
function entryOf(body: Record<string, unknown> | null): AuditEntryInput | null {
  if (!body || !('input' in body) || !('before' in body) || !('after' in body)) return null;
  const { kind, adminId, adminEmail, companyId, action, targets, requestId, attemptId, status, code } = body;
  if (!isKind(kind) || !isText(adminId) || !isText(adminEmail) || !isText(action) || !isText(requestId) || !isTargets(targets)) return null;
  if (!isIdOrNull(companyId) || !isIdOrNull(attemptId) || !isIdOrNull(status) || !(code === null || isText(code))) return null;
  // Parsed JSON is always an AuditJson.
  const [input, before, after] = [body.input, body.before, body.after] as AuditJson[];
  return {
    kind,
    adminId,
    adminEmail,
    companyId,
    action,
    targets,
    input: input ?? null,
    before: before ?? null,
    after: after ?? null,
    requestId,
    attemptId,
    status,
    code,
  };
}

export function createAuditApp(world: World, guard: GuardOptions): ServiceApp {
  const app = createServiceApp('audit', guard);
  serveService(app, ROUTES.append, (c, { body }) => {
    const entry = entryOf(body);
    if (!entry) return fail(c, 400, 'bad_request', 'An audit entry needs every field of AuditEntryInput.');
    if (adminOf(c.get('claims')) !== entry.adminId) return fail(c, 403, 'forbidden', 'This token does not speak for that admin.');
    return appendAuditEntry(world, entry, guard.now());
  });
  const adminsOnly = { allow: (c: Parameters<typeof roleRefusal>[0]) => roleRefusal(c, ['admin']) };
  serveService(app, ROUTES.list, (_c, { query }) => listAuditEntries(world, query), adminsOnly);
  serveService(app, ROUTES.verify, () => verifyAuditChain(world), adminsOnly);
  return app;
}
