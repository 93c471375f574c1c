/** The top bar's support-requests link: the external support center with a short-lived signed token. */
import { Hono } from 'hono';
import { API } from '@contract/api/paths';
import type { SupportLinkResponse } from '@contract/api/session';
import type { AppContext } from '../../lib/app-context';
import type { AppEnv } from '../../lib/app-env';
import { requireSession } from '../../lib/session-flow';
import { callerOfSession } from '../../lib/user-info';
import { policy } from '../../middleware/policy';

export function supportRoutes(ctx: AppContext) {
  return new Hono<AppEnv>()
    /** Sellers (and the editor) only: help.view leaves out the admin role, as the spec hides the link on admin paths. */
    .get(API.supportLink, policy.can('help.view'), async (c) => {
      const { record } = requireSession(c);
      const url = new URL(ctx.config.supportCenterUrl);
      url.searchParams.set('token', await ctx.signer.forSupport(callerOfSession(record, record.stashedAdmin)));
      return c.json<SupportLinkResponse>({ url: url.toString() });
    });
}
