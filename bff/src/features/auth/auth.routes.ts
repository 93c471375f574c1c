/** Sign-in (seller and staff realms) and self-service registration. */
import { Hono, type Context } from 'hono';
import { API } from '@contract/api/paths';
import type { LoginResponse } from '@contract/api/session';
import { loginSchema, registerSchema } from '@contract/auth/auth.schemas';
import type { IdentityUser, Realm } from '@contract/downstream/identity';
import { ApiFailure } from '../../lib/api-failure';
import type { AppContext } from '../../lib/app-context';
import type { AppEnv } from '../../lib/app-env';
import { clientIp } from '../../lib/client-ip';
import { beginSession } from '../../lib/session-flow';
import { loadUserInfo } from '../../lib/user-info';
import { validBody } from '../../lib/validate';
import { policy } from '../../middleware/policy';

export function authRoutes(ctx: AppContext) {
  /**
   * Unknown e-mail and wrong password take the same path: one identity call (which answers both alike), one
   * failure counted, the same 401. A blocked account or IP is refused before any check, alike for both.
   */
  const signIn = (realm: Realm) => async (c: Context<AppEnv>) => {
    const { email, password } = await validBody(c, loginSchema);
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
    const info = await loadUserInfo(c.get('services'), ctx.flagLists, user);
    return c.json<LoginResponse>(await beginSession(c, ctx, { userId: user.id, user: info, signedInAt: ctx.clock() }, null));
  };

  return new Hono<AppEnv>()
    .post(API.loginUser, policy.public(), signIn('seller'))
    .post(API.loginAdmin, policy.public(), signIn('staff'))
    .post(API.register, policy.public(), async (c) => {
      const body = await validBody(c, registerSchema, (fields) => (fields.name ? 'nameRequired' : 'validation'));
      const { user } = await c.get('services').register({ email: body.email, password: body.password, name: body.name });
      const info = await loadUserInfo(c.get('services'), ctx.flagLists, user);
      return c.json<LoginResponse>(await beginSession(c, ctx, { userId: user.id, user: info, signedInAt: ctx.clock() }, null), 201);
    });
}
