/** Sign-in (seller and staff realms) and self-service registration (contract/auth/auth.routes.ts). */
import type { Context } from 'hono';
import type { LoginResponse } from '@contract/api/session';
import { AUTH_ROUTES } from '@contract/auth/auth.routes';
import type { IdentityUser, Realm } from '@contract/downstream/identity';
import { ApiFailure } from '../../lib/api-failure';
import { apiRoutes, serve, type RouteInput } from '../../lib/api-route';
import type { AppContext } from '../../lib/app-context';
import type { AppEnv } from '../../lib/app-env';
import { recordedStaffSignIn } from '../../lib/audit/audit-sign-in';
import { clientIp } from '../../lib/client-ip';
import { beginSession } from '../../lib/session-flow';
import { loadUserInfo } from '../../lib/user-info';

type SignInInput = RouteInput<typeof AUTH_ROUTES.loginUser | typeof AUTH_ROUTES.loginAdmin>;

export function authRoutes(ctx: AppContext) {
  /**
   * Unknown e-mail and wrong password take the same path: one identity call (which answers both alike), one
   * failure counted, the same 401. A blocked account or IP is refused before any check, alike for both.
   */
  const signIn =
    (realm: Realm) =>
    async (c: Context<AppEnv>, { body: { email, password } }: SignInInput): Promise<LoginResponse> => {
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
    };

  return apiRoutes(
    serve(AUTH_ROUTES.loginUser, signIn('seller')),
    serve(AUTH_ROUTES.loginAdmin, signIn('staff')),
    serve(AUTH_ROUTES.register, async (c, { body }) => {
      const verdict = await ctx.limiter.countSignUp(clientIp(c, ctx.config.trustProxy));
      if (verdict.blocked) throw new ApiFailure('tooManySignUps', { headers: { 'Retry-After': String(verdict.retryAfterSeconds) } });
      const { user } = await c.get('services').register({ email: body.email, password: body.password, name: body.name });
      const info = await loadUserInfo(c.get('services'), ctx.flagLists, user, null, { countsOptional: true });
      return beginSession(c, ctx, { userId: user.id, user: info, signedInAt: ctx.clock() }, null);
    }),
  );
}
