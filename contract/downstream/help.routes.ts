/**
 * The marketplace service's help content (the group's FAQ), not scoped to a company: the caller names the reader
 * (turkey, abroad or staff, decided by the BFF from the session's company) and the language. A missing or unknown
 * reader or language answers 400 bad_request.
 */
import { answer, policy, route } from '../api/route-def';
import type { FaqAnswer } from '../help/faq.types';
import { serviceFaqQuery } from '../help/help.query';
import { serviceRoutes } from './service-route';

export const HELP_SERVICE_ROUTES = serviceRoutes('marketplace', {
  faq: route.get('/v1/help/faq', { query: serviceFaqQuery, answer: answer<FaqAnswer>(), policy: policy.token() }),
});
