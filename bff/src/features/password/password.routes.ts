/** Forgotten password: ask for a link, check a link, set the new password (which ends every session of the user). */
import { AUTH_ROUTES } from '@contract/auth/auth.routes';
import { apiRoutes, serve } from '../../lib/api-route';
import type { AppContext } from '../../lib/app-context';
import { completePasswordReset, requestPasswordReset } from './password-reset';

export function passwordRoutes(ctx: AppContext) {
  return apiRoutes(
    serve(AUTH_ROUTES.forgotPassword, async (c, { body: { email } }) => {
      await requestPasswordReset(c, ctx, email);
      return {};
    }),
    serve(AUTH_ROUTES.checkResetToken, async (c, { params: { token } }) => {
      const status = await c.get('services').checkReset(token);
      return { valid: status.valid, expiresAt: status.expiresAt };
    }),
    serve(AUTH_ROUTES.resetPassword, async (c, { body: { token, password } }) => {
      await completePasswordReset(c, ctx, token, password);
      return null;
    }),
  );
}
