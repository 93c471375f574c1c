/** The marketplace service's lead times (staff tokens only): a company's by category, and the lead-time file's rows. */
import { answer, policy, route } from '../api/route-def';
import type { ImportApplyAnswer } from '../downstream/catalog-imports';
import { importRowsSchema, leadTimeRowShape } from '../downstream/import-bodies';
import { serviceListQuery, serviceRoutes } from '../downstream/service-route';
import { leadTimeProblems, leadTimeQueryToRaw, parseLeadTimeQuery, type LeadTimeListAnswer } from './lead-time.types';

const staff = policy.token();

export const LEAD_TIME_SERVICE_ROUTES = serviceRoutes('marketplace', {
  list: route.get('/v1/admin/lead-times', {
    query: serviceListQuery(parseLeadTimeQuery, leadTimeQueryToRaw, leadTimeProblems),
    answer: answer<LeadTimeListAnswer>(),
    policy: staff,
  }),
  /** At most 1,000 rows; a `checkOnly` row is checked, never applied. */
  rows: route.post('/v1/admin/lead-time-rows', { body: importRowsSchema(leadTimeRowShape), answer: answer<ImportApplyAnswer>(), policy: staff }),
});
