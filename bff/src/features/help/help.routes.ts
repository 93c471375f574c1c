/**
 * The help pages' API (spec §1, §2): the FAQ as the marketplace service holds it, for the reader the session's
 * company makes (a seller in Turkey, one abroad, or staff without a company), never a reader the browser names; the
 * last good answer while the service is down (faq-cache.ts).
 */
import { HELP_SERVICE_ROUTES } from '@contract/downstream/help.routes';
import { faqReaderOf } from '@contract/help/faq.types';
import { HELP_ROUTES } from '@contract/help/help.routes';
import { apiRoutes, serve } from '../../lib/api-route';
import type { AppContext } from '../../lib/app-context';
import { requireSession } from '../../lib/session-flow';
import { callerOfSession } from '../../lib/user-info';
import { faqWithFallback } from './faq-cache';

export function helpRoutes(ctx: AppContext) {
  return apiRoutes(
    serve(HELP_ROUTES.faq, async (c, { query }) => {
      const { record } = requireSession(c);
      const reader = faqReaderOf(record.user.companyCountry);
      const caller = callerOfSession(record, record.stashedAdmin);
      return faqWithFallback(ctx.store, reader, query.lang, () =>
        c.get('services').call(HELP_SERVICE_ROUTES.faq, caller, { query: { reader, lang: query.lang } }),
      );
    }),
  );
}
