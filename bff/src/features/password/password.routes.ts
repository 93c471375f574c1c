/** Forgotten password: ask for a link, check a link, set the new password (which ends every session of the user). */
import { Hono } from 'hono';
import { API } from '@contract/api/paths';
import type { ResetTokenStatus } from '@contract/api/session';
import { forgotPasswordSchema, resetPasswordSchema } from '@contract/auth/auth.schemas';
import { PUBLIC_PATHS } from '@contract/routes';
import type { AppContext } from '../../lib/app-context';
import type { AppEnv } from '../../lib/app-env';
import { validBody } from '../../lib/validate';
import { policy } from '../../middleware/policy';

export function passwordRoutes(ctx: AppContext) {
  return new Hono<AppEnv>()
    .post(API.forgotPassword, policy.public(), async (c) => {
      const { email } = await validBody(c, forgotPasswordSchema);
      await c.get('services').requestReset(email, `${ctx.origin.publicOrigin}${PUBLIC_PATHS.resetPassword}`);
      return c.json({}, 202);
    })
    .get(`${API.resetPassword}/:token`, policy.public(), async (c) => {
      const status = await c.get('services').checkReset(c.req.param('token'));
      return c.json<ResetTokenStatus>({ valid: status.valid, expiresAt: status.expiresAt });
    })
    .post(API.resetPassword, policy.public(), async (c) => {
      const { token, password } = await validBody(c, resetPasswordSchema);
      const { userId } = await c.get('services').completeReset(token, password);
      await ctx.sessions.destroyAllForUser(userId);
      const current = c.get('session');
      if (current) await ctx.sessions.destroy(current.id);
      c.set('session', null);
      ctx.cookie.clear(c);
      return c.body(null, 204);
    });
}
