/** Steps shared by sign-in, registration, act-as and back: start a session under a new id, refresh the user info. */
import type { Context } from 'hono';
import type { LoginResponse, UserInfo } from '@contract/api/session';
import { issueAccessToken } from './access-token';
import { ApiFailure } from './api-failure';
import type { AppContext } from './app-context';
import type { AppEnv } from './app-env';
import type { Session, SessionIdentity } from './sessions';
import { callerOfSession, loadUserInfo } from './user-info';

/** Rotates: the request's previous session (if any) is destroyed and the cookie names a fresh id. */
export async function beginSession(
  c: Context<AppEnv>,
  ctx: AppContext,
  identity: SessionIdentity,
  stashedAdmin: SessionIdentity | null,
): Promise<LoginResponse> {
  const started = await ctx.sessions.start(identity, stashedAdmin, c.get('session')?.id ?? null);
  ctx.cookie.write(c, started.id);
  c.set('session', started);
  return { user: started.record.user, accessToken: issueAccessToken(started.id, started.record, ctx.clock()) };
}

export function requireSession(c: Context<AppEnv>): Session {
  const current = c.get('session');
  if (!current) throw new ApiFailure('unauthenticated');
  return current;
}

/** Reloads user, company and counts from downstream and keeps the fresh snapshot in the session. */
export async function refreshUserInfo(c: Context<AppEnv>, ctx: AppContext): Promise<UserInfo> {
  const { id, record } = requireSession(c);
  const services = c.get('services');
  const caller = callerOfSession(record, record.stashedAdmin);
  const user = await services.getUser(caller, record.userId).catch(async (error: unknown) => {
    if (!(error instanceof ApiFailure && error.code === 'notFound')) throw error;
    await ctx.sessions.destroy(id);
    c.set('session', null);
    ctx.cookie.clear(c);
    throw new ApiFailure('unauthenticated', { cause: error });
  });
  const admin = record.stashedAdmin;
  const actingAdmin = admin ? { id: admin.userId, firstName: admin.user.first_name, lastName: admin.user.last_name, email: admin.user.email } : null;
  const info = await loadUserInfo(services, ctx.flagLists, user, actingAdmin);
  const updated = { ...record, user: info };
  await ctx.sessions.update(id, updated);
  c.set('session', { id, record: updated });
  return info;
}
