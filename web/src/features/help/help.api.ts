/** The help pages' API of the BFF (contract/help/help.routes.ts). */
import type { Language } from '@contract/api/session';
import { HELP_ROUTES } from '@contract/help/help.routes';
import { apiCall } from '@web/lib/api-call';

export const fetchFaq = (lang: Language) => apiCall(HELP_ROUTES.faq, { query: { lang } });
