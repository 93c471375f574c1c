/** The browser API of /admin/company-tools (admin only). Each change names its company in the path, so the audit entry does too. */
import { answer, policy, route, type QueryCodec } from '../api/route-def';
import { BROWSER_PAGE_SIZE_MAX } from '../lists/list-query';
import {
  banImportsSchema,
  companyToolsQueryToRaw,
  importStateChangeSchema,
  parseCompanyToolsQuery,
  type BanPreview,
  type CompanyToolRow,
  type CompanyToolsAnswer,
  type CompanyToolsQuery,
} from './company-tools';
import { staffExportRoute } from '../exports/staff-export.routes';

export const companyToolsQuery: QueryCodec<CompanyToolsQuery> = {
  parse: (raw) => parseCompanyToolsQuery(raw, BROWSER_PAGE_SIZE_MAX),
  toRaw: companyToolsQueryToRaw,
};

const tools = policy.can('admin.tools');
const COMPANY = '/api/admin/company-tools/companies/:companyId';

export const ADMIN_COMPANY_TOOLS_ROUTES = {
  list: route.get('/api/admin/company-tools', { query: companyToolsQuery, answer: answer<CompanyToolsAnswer>(), policy: tools }),
  /** The tab and filters on screen as an Excel export (a staff transaction; refused past the 100,000-row cap). */
  export: staffExportRoute('/api/admin/company-tools', companyToolsQuery),
  /** Allow imports again, or suspend them for a while. */
  setImportState: route.put(`${COMPANY}/import-state`, { body: importStateChangeSchema, answer: answer<CompanyToolRow>(), policy: tools }),
  banPreview: route.get(`${COMPANY}/ban-preview`, { answer: answer<BanPreview>(), policy: tools }),
  /** 422 `typedConfirmationMismatch` unless the company's name is typed again. */
  ban: route.post(`${COMPANY}/ban`, { body: banImportsSchema, answer: answer<CompanyToolRow>(), policy: tools }),
};
