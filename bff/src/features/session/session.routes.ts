/** The signed-in session: who am I, refresh the in-memory access token, sign out (contract/auth/auth.routes.ts). */
import * as yup from 'yup';
import { AUTH_ROUTES } from '@contract/auth/auth.routes';
import { isAccessTokenValid, issueAccessToken } from '../../lib/access-token';
import { ApiFailure } from '../../lib/api-failure';
import { apiRoutes, serve } from '../../lib/api-route';
import type { AppContext } from '../../lib/app-context';
import { refreshUserInfo, requireSession } from '../../lib/session-flow';
import { jsonBody } from '../../lib/validate';
import { meAnswer } from '../../lib/me-answer';

/** Read here, not by the route table: a body without a usable token is 'invalidAccessToken', never a field error. */
const refreshSchema = yup.object({ accessToken: yup.string().required() });

export function sessionRoutes(ctx: AppContext) {
  return apiRoutes(
    serve(AUTH_ROUTES.refreshToken, async (c) => {
      const { id, record } = requireSession(c);
      const body = await jsonBody(c);
      const token = refreshSchema.isValidSync(body) ? body.accessToken : null;
      if (!isAccessTokenValid(token, id, record, ctx.clock())) throw new ApiFailure('invalidAccessToken');
      const userData = await refreshUserInfo(c, ctx);
      const current = requireSession(c);
      return { userData, accessToken: issueAccessToken(current.id, current.record, ctx.clock()) };
    }),
    serve(AUTH_ROUTES.me, (c) => meAnswer(c, ctx)),
    serve(AUTH_ROUTES.logout, async (c) => {
      const current = c.get('session');
      if (current) await ctx.sessions.destroy(current.id);
      c.set('session', null);
      ctx.cookie.clear(c);
      return null;
    }),
  );
}
