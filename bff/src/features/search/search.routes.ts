/** Navbar search data: the pages the session may open (one 'pages' group). */
import { mainSearchAnswer } from '@contract/api/navigation';
import { SHELL_ROUTES } from '@contract/api/shell.routes';
import { apiRoutes, serve } from '../../lib/api-route';
import { requireSession } from '../../lib/session-flow';
import { subjectOfSession } from '../../middleware/policy';

export function searchRoutes() {
  return apiRoutes(serve(SHELL_ROUTES.mainSearch, (c) => mainSearchAnswer(subjectOfSession(requireSession(c).record))));
}
