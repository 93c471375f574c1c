/**
 * The audit step apiRoutes puts on every audited route (contract/audit/audit-actions.ts), after the policy and the
 * body limit: when an admin's session calls, the attempt is recorded before the handler runs and the outcome after
 * it (audit-trail.ts); anyone else's call passes untouched. Remembered like the policies, so a test can walk
 * `app.routes` for mutating routes without it.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { auditActionOf, isAuditedRoute } from '@contract/audit/audit-actions';
import { auditBeforeRouteOf } from '@contract/audit/audit-before';
import type { AuditJson } from '@contract/audit/audit.types';
import { fillPath, isUpload, type RouteDef } from '@contract/api/route-def';
import { wholeId } from '@contract/lists/whole-id';
import type { AppEnv } from '../app-env';
import { jsonBody } from '../validate';
import { auditJson } from './audit-json';
import { auditActorOf, recordedChange, type AuditOutcome } from './audit-trail';

const steps = new WeakSet<object>();

/** Whether a route handler is the audit step. */
export const isAuditStep = (handler: unknown): boolean => typeof handler === 'function' && steps.has(handler);

/** The query and JSON body as sent (an upload's bytes are not kept); the body is read once, Hono keeps it for the handler. */
async function inputOf(def: RouteDef, c: Context<AppEnv>): Promise<{ input: AuditJson; body: unknown }> {
  const query = c.req.query();
  const readsBody = def.body !== undefined && !isUpload(def.body);
  const body = readsBody ? await jsonBody(c).catch(() => null) : null;
  const upload = isUpload(def.body) ? { upload: def.body.kind } : {};
  return { input: auditJson({ query, ...(readsBody ? { body } : {}), ...upload }), body };
}

/** The path's company, the body's, or the company an admin acts as. */
function companyOf(c: Context<AppEnv>, body: unknown): number | null {
  const fromPath = wholeId(c.req.param('companyId'));
  if (fromPath !== null) return fromPath;
  if (body !== null && typeof body === 'object' && 'companyId' in body && typeof body.companyId === 'number') return body.companyId;
  return c.get('session')?.record.user.companyId ?? null;
}

/** The target as its table's GET reads it for this browser now; null where no reading applies or it fails. */
async function beforeOf(def: RouteDef, c: Context<AppEnv>): Promise<AuditJson> {
  const reading = auditBeforeRouteOf(def);
  if (!reading) return null;
  const answer = await c.get('readAsCaller')(fillPath(reading.path, c.req.param()));
  if (answer.status !== 200 || !(answer.headers.get('content-type') ?? '').includes('json')) return null;
  return auditJson(await answer.json().catch(() => null));
}

async function outcomeOf(c: Context<AppEnv>): Promise<AuditOutcome> {
  const { status } = c.res;
  const isJson = (c.res.headers.get('content-type') ?? '').includes('json');
  const answer: unknown = isJson
    ? await c.res
        .clone()
        .json()
        .catch(() => null)
    : null;
  const code = status >= 400 && answer !== null && typeof answer === 'object' && 'code' in answer && typeof answer.code === 'string' ? answer.code : null;
  return { status, code, after: status < 400 ? auditJson(answer) : null };
}

export function auditStep(def: RouteDef): MiddlewareHandler<AppEnv> | null {
  if (!isAuditedRoute(def)) return null;
  const action = auditActionOf(def);
  const step: MiddlewareHandler<AppEnv> = async function auditStep(c, next) {
    const actor = auditActorOf(c.get('session'));
    if (!actor) return next();
    const { input, body } = await inputOf(def, c);
    const attempt = { actor, companyId: companyOf(c, body), action, targets: c.req.param(), input, readBefore: () => beforeOf(def, c) };
    await recordedChange(c, attempt, next, () => outcomeOf(c));
  };
  steps.add(step);
  return step;
}
