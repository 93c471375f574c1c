/** Navbar search data: the pages the session may open (one 'pages' group). */
import { Hono } from 'hono';
import { API } from '@contract/api/paths';
import { mainSearchAnswer } from '@contract/api/navigation';
import type { MainSearchResponse } from '@contract/search';
import type { AppEnv } from '../../lib/app-env';
import { requireSession } from '../../lib/session-flow';
import { policy, subjectOfSession } from '../../middleware/policy';

export function searchRoutes() {
  return new Hono<AppEnv>()
    .get(API.mainSearch, policy.signedIn(), (c) => c.json<MainSearchResponse>(mainSearchAnswer(subjectOfSession(requireSession(c).record))));
}
