/** Signing in, as the JSON routes (./auth.routes.ts) and the sign-in form posted without script (./native-sign-in.routes.ts) do it. */
import type { Context } from 'hono';
import type { LoginRequest, LoginResponse } from '@contract/api/session';
import type { IdentityUser, Realm } from '@contract/downstream/identity';
import { ApiFailure } from '../../lib/api-failure';
import type { AppContext } from '../../lib/app-context';
import type { AppEnv } from '../../lib/app-env';
import { recordedStaffSignIn } from '../../lib/audit/audit-sign-in';
import { clientIp } from '../../lib/client-ip';
import { beginSession } from '../../lib/session-flow';
import { loadUserInfo } from '../../lib/user-info';

/**
 * Unknown e-mail and wrong password take the same path: one identity call (which answers both alike), one
 * failure counted, the same 401. A blocked account or IP is refused before any check, alike for both.
 */
export async function signIn(c: Context<AppEnv>, ctx: AppContext, realm: Realm, { email, password }: LoginRequest): Promise<LoginResponse> {
  const ip = clientIp(c, ctx.config.trustProxy);
  const verdict = await ctx.limiter.check(email, ip);
  if (verdict.blocked) throw new ApiFailure('tooManyAttempts', { headers: { 'Retry-After': String(verdict.retryAfterSeconds) } });
  let user: IdentityUser;
  try {
    user = await c.get('services').verifyCredentials(email, password, realm);
  } catch (error) {
    if (error instanceof ApiFailure && error.code === 'invalidCredentials') await ctx.limiter.recordFailure(email, ip);
    throw error;
  }
  await ctx.limiter.recordSuccess(email, ip);
  const info = await loadUserInfo(c.get('services'), ctx.flagLists, user, null, { countsOptional: true });
  const start = () => beginSession(c, ctx, { userId: user.id, user: info, signedInAt: ctx.clock() }, null);
  return realm === 'staff' ? recordedStaffSignIn(c, user, start) : start();
}
