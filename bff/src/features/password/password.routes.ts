/** Forgotten password: ask for a link, check a link, set the new password (which ends every session of the user). */
import { AUTH_ROUTES } from '@contract/auth/auth.routes';
import { PUBLIC_PATHS } from '@contract/routes';
import { apiRoutes, serve } from '../../lib/api-route';
import type { AppContext } from '../../lib/app-context';

export function passwordRoutes(ctx: AppContext) {
  return apiRoutes(
    serve(AUTH_ROUTES.forgotPassword, async (c, { body: { email } }) => {
      await c.get('services').requestReset(email, `${ctx.origin.publicOrigin}${PUBLIC_PATHS.resetPassword}`);
      return {};
    }),
    serve(AUTH_ROUTES.checkResetToken, async (c, { params: { token } }) => {
      const status = await c.get('services').checkReset(token);
      return { valid: status.valid, expiresAt: status.expiresAt };
    }),
    serve(AUTH_ROUTES.resetPassword, async (c, { body: { token, password } }) => {
      const { userId } = await c.get('services').completeReset(token, password);
      await ctx.sessions.destroyAllForUser(userId);
      const current = c.get('session');
      if (current) await ctx.sessions.destroy(current.id);
      c.set('session', null);
      ctx.cookie.clear(c);
      return null;
    }),
  );
}
