/** Sign-in (seller and staff realms) and self-service registration (contract/auth/auth.routes.ts). */
import { AUTH_ROUTES } from '@contract/auth/auth.routes';
import { ApiFailure } from '../../lib/api-failure';
import { apiRoutes, serve } from '../../lib/api-route';
import type { AppContext } from '../../lib/app-context';
import { clientIp } from '../../lib/client-ip';
import { beginSession } from '../../lib/session-flow';
import { loadUserInfo } from '../../lib/user-info';
import { signIn } from './sign-in';

export function authRoutes(ctx: AppContext) {
  return apiRoutes(
    serve(AUTH_ROUTES.loginUser, (c, { body }) => signIn(c, ctx, 'seller', body)),
    serve(AUTH_ROUTES.loginAdmin, (c, { body }) => signIn(c, ctx, 'staff', body)),
    serve(AUTH_ROUTES.register, async (c, { body }) => {
      const verdict = await ctx.limiter.countSignUp(clientIp(c, ctx.config.trustProxy));
      if (verdict.blocked) throw new ApiFailure('tooManySignUps', { headers: { 'Retry-After': String(verdict.retryAfterSeconds) } });
      const { user } = await c.get('services').register({ email: body.email, password: body.password, name: body.name });
      const info = await loadUserInfo(c.get('services'), ctx.flagLists, user, null, { countsOptional: true });
      return beginSession(c, ctx, { userId: user.id, user: info, signedInAt: ctx.clock() }, null);
    }),
  );
}
