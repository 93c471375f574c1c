/**
 * A staff sign-in is recorded by its handler, not by the audit step: only after the credentials are checked is the
 * admin known. The attempt (the checked account) goes before the session starts, so a sign-in the trail cannot record
 * starts none. Failed sign-ins change nothing and are counted by the sign-in limits instead.
 */
import type { Context } from 'hono';
import { auditActionOf } from '@contract/audit/audit-actions';
import type { LoginResponse } from '@contract/api/session';
import { AUTH_ROUTES } from '@contract/auth/auth.routes';
import type { IdentityUser } from '@contract/downstream/identity';
import type { AppEnv } from '../app-env';
import { callerFor } from '../user-info';
import { auditJson } from './audit-json';
import { recordedChange } from './audit-trail';

export function recordedStaffSignIn(c: Context<AppEnv>, user: IdentityUser, start: () => Promise<LoginResponse>): Promise<LoginResponse> {
  const actor = { adminId: user.id, adminEmail: user.email, caller: callerFor(user) };
  const attempt = { actor, companyId: null, action: auditActionOf(AUTH_ROUTES.loginAdmin), targets: {}, input: auditJson({ body: { email: user.email } }) };
  return recordedChange(c, attempt, start, (answer) => ({ status: 200, code: null, after: auditJson(answer) }));
}
