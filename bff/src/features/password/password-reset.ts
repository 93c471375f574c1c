/** Asking for a reset link and setting the new password, as the JSON routes (./password.routes.ts) and the forms posted without script (./native-password.routes.ts) do it. */
import type { Context } from 'hono';
import { PUBLIC_PATHS } from '@contract/routes';
import type { AppContext } from '../../lib/app-context';
import type { AppEnv } from '../../lib/app-env';

/** Known and unknown e-mails alike: the link goes out only to a known one, on the configured origin. */
export async function requestPasswordReset(c: Context<AppEnv>, ctx: AppContext, email: string): Promise<void> {
  await c.get('services').requestReset(email, `${ctx.origin.publicOrigin}${PUBLIC_PATHS.resetPassword}`);
}

/** Sets the new password and ends every session of the user, the request's own included. */
export async function completePasswordReset(c: Context<AppEnv>, ctx: AppContext, token: string, password: string): Promise<void> {
  const { userId } = await c.get('services').completeReset(token, password);
  await ctx.sessions.destroyAllForUser(userId);
  const current = c.get('session');
  if (current) await ctx.sessions.destroy(current.id);
  c.set('session', null);
  ctx.cookie.clear(c);
}
