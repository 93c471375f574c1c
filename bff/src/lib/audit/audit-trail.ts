/**
 * Every audited change takes this one path: the attempt is appended to the audit service before the change (if the
 * service cannot take it, the change is refused with 503 `auditUnavailable` and nothing is changed), then the outcome,
 * naming the attempt and keeping the target's state before the change beside the answer after it (if that append fails the change stands and the failure is logged). There is no in-memory fallback.
 */
import type { Context } from 'hono';
import type { AuditEntry, AuditEntryInput, AuditJson } from '@contract/audit/audit.types';
import { AUDIT_SERVICE_ROUTES } from '@contract/downstream/audit.routes';
import { ApiFailure } from '../api-failure';
import type { AppEnv } from '../app-env';
import type { Session } from '../sessions';
import type { Caller } from '../token-signer';
import { callerOfSession } from '../user-info';

export interface AuditActor {
  adminId: string;
  adminEmail: string;
  /** The token the entry is sent with: it must speak for the admin (the audit service checks). */
  caller: Caller;
}

export type AuditAttempt = Pick<AuditEntryInput, 'companyId' | 'action' | 'targets' | 'input'> & {
  actor: AuditActor;
  /** Reads the target before the change, once its attempt is recorded; its answer goes on the outcome as `before`. */
  readBefore?: () => Promise<AuditJson>;
};

/** What the change ended with: its status, error code, and the answer kept as `after`. */
export interface AuditOutcome {
  status: number;
  code: string | null;
  after: AuditJson;
}

/** The admin behind a session: the admin's own, or the one acting as the seller; null for anyone else (no entry). */
export function auditActorOf(session: Session | null): AuditActor | null {
  if (!session) return null;
  const { record } = session;
  const admin = record.user.userRole === 'admin' ? record : record.user.userRole === 'adminAsUser' ? record.stashedAdmin : null;
  if (!admin) return null;
  return { adminId: admin.userId, adminEmail: admin.user.email, caller: callerOfSession(record, record.stashedAdmin) };
}

const entryOf = (c: Context<AppEnv>, attempt: AuditAttempt): AuditEntryInput => ({
  kind: 'attempt',
  adminId: attempt.actor.adminId,
  adminEmail: attempt.actor.adminEmail,
  companyId: attempt.companyId,
  action: attempt.action,
  targets: attempt.targets,
  input: attempt.input,
  before: null,
  after: null,
  requestId: c.get('requestId'),
  attemptId: null,
  status: null,
  code: null,
});

/** Runs `change` between its attempt and its outcome entries; `outcomeOf` reads what the change ended with. */
export async function recordedChange<T>(
  c: Context<AppEnv>,
  attempt: AuditAttempt,
  change: () => Promise<T>,
  outcomeOf: (result: T) => Promise<AuditOutcome> | AuditOutcome,
): Promise<T> {
  const services = c.get('services');
  const attemptEntry = entryOf(c, attempt);
  let recorded: AuditEntry;
  try {
    recorded = await services.call(AUDIT_SERVICE_ROUTES.append, attempt.actor.caller, { body: attemptEntry });
  } catch (error) {
    throw new ApiFailure('auditUnavailable', { cause: error });
  }
  const before = (await attempt.readBefore?.()) ?? null;
  const record = async (outcome: AuditOutcome) => {
    const body: AuditEntryInput = { ...attemptEntry, kind: 'outcome', input: null, before, attemptId: recorded.id, ...outcome };
    await services.call(AUDIT_SERVICE_ROUTES.append, attempt.actor.caller, { body }).catch((error: unknown) => {
      c.get('log')({ level: 'error', msg: 'audit outcome not recorded', id: c.get('requestId'), attemptId: recorded.id, error: String(error) });
    });
  };
  let result: T;
  try {
    result = await change();
  } catch (error) {
    await record(error instanceof ApiFailure ? { status: error.status, code: error.code, after: null } : { status: 500, code: 'generic', after: null });
    throw error;
  }
  await record(await outcomeOf(result));
  return result;
}
