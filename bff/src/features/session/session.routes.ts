/** The signed-in session: who am I, refresh the in-memory access token, sign out. */
import { Hono } from 'hono';
import * as yup from 'yup';
import { API } from '@contract/api/paths';
import type { MeResponse, RefreshResponse } from '@contract/api/session';
import { isAccessTokenValid, issueAccessToken } from '../../lib/access-token';
import { ApiFailure } from '../../lib/api-failure';
import type { AppContext } from '../../lib/app-context';
import type { AppEnv } from '../../lib/app-env';
import { refreshUserInfo, requireSession } from '../../lib/session-flow';
import { jsonBody } from '../../lib/validate';
import { policy } from '../../middleware/policy';

const refreshSchema = yup.object({ accessToken: yup.string().required() });

export function sessionRoutes(ctx: AppContext) {
  return new Hono<AppEnv>()
    .post(API.refreshToken, policy.signedIn({ code: 'invalidAccessToken' }), async (c) => {
      const { id, record } = requireSession(c);
      const body = await jsonBody(c);
      const token = refreshSchema.isValidSync(body) ? body.accessToken : null;
      if (!isAccessTokenValid(token, id, record, ctx.clock())) throw new ApiFailure('invalidAccessToken');
      const userData = await refreshUserInfo(c, ctx);
      const current = requireSession(c);
      return c.json<RefreshResponse>({ userData, accessToken: issueAccessToken(current.id, current.record, ctx.clock()) });
    })
    .get(API.me, policy.signedIn(), async (c) => c.json<MeResponse>({ user: await refreshUserInfo(c, ctx) }))
    .post(API.logout, policy.public(), async (c) => {
      const current = c.get('session');
      if (current) await ctx.sessions.destroy(current.id);
      c.set('session', null);
      ctx.cookie.clear(c);
      return c.body(null, 204);
    });
}
