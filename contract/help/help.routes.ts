/** The help pages' browser API (spec §2 FAQ): the FAQ entries the session's company reads, in the language asked. */
import { answer, policy, route } from '../api/route-def';
import type { FaqAnswer } from './faq.types';
import { faqQuery } from './help.query';

export const HELP_ROUTES = {
  faq: route.get('/api/help/faq', { query: faqQuery, answer: answer<FaqAnswer>(), policy: policy.can('help.view') }),
};
