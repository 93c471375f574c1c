/** The top bar's support-requests link: the external support center with a short-lived signed token. */
import { SHELL_ROUTES } from '@contract/api/shell.routes';
import { apiRoutes, serve } from '../../lib/api-route';
import type { AppContext } from '../../lib/app-context';
import { requireSession } from '../../lib/session-flow';
import { callerOfSession } from '../../lib/user-info';

export function supportRoutes(ctx: AppContext) {
  return apiRoutes(
    serve(SHELL_ROUTES.supportLink, async (c) => {
      const { record } = requireSession(c);
      const url = new URL(ctx.config.supportCenterUrl);
      url.searchParams.set('token', await ctx.signer.forSupport(callerOfSession(record, record.stashedAdmin)));
      return { url: url.toString() };
    }),
  );
}
