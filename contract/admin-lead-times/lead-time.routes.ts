/** The browser API of /admin/lead-time-tools (admin only): a company's lead times by category, and the lead-time file. */
import { answer, policy, route, type QueryCodec } from '../api/route-def';
import { staffImportRoutes } from '../imports/staff-import.routes';
import { BROWSER_PAGE_SIZE_MAX } from '../lists/list-query';
import { leadTimeProblems, leadTimeQueryToRaw, parseLeadTimeQuery, type LeadTimeListAnswer, type LeadTimeQuery } from './lead-time.types';
import { staffExportRoute } from '../exports/staff-export.routes';

export const leadTimeListQuery: QueryCodec<LeadTimeQuery> = {
  parse: (raw) => parseLeadTimeQuery(raw, BROWSER_PAGE_SIZE_MAX),
  problems: leadTimeProblems,
  toRaw: leadTimeQueryToRaw,
};

export const LEAD_TIME_ROUTES = {
  list: route.get('/api/admin/lead-times', { query: leadTimeListQuery, answer: answer<LeadTimeListAnswer>(), policy: policy.can('admin.tools') }),
  /** The tab and filters on screen as an Excel export (a staff transaction; refused past the 100,000-row cap). */
  export: staffExportRoute('/api/admin/lead-times', leadTimeListQuery),
};

export const LEAD_TIME_IMPORT_ROUTES = staffImportRoutes('/api/admin/lead-time-imports', '/api/admin/lead-time-template');
