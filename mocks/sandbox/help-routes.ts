/**
 * The marketplace service's help content (HELP_SERVICE_ROUTES of contract/downstream/help.routes.ts): the group's
 * FAQ from mocks/world/help for the reader and language the caller names. Any signed caller may read it.
 */
import { HELP_SERVICE_ROUTES as ROUTES } from '@contract/downstream/help.routes';
import { faqFor } from '@mocks/world/help/faq-content';
import { serveService } from './serve-service';
import type { ServiceApp } from './service-app';

export function mountHelpRoutes(app: ServiceApp): void {
  // The codec's problems (400) guarantee both are set by the time the handler runs.
  serveService(app, ROUTES.faq, (_c, { query }) => faqFor(query.reader ?? 'staff', query.lang ?? 'en'));
}
