/** The browser API of /admin/product-validation (admin only; contract/api/route-def.ts). */
import { answer, policy, route, type QueryCodec } from '../api/route-def';
import { BROWSER_PAGE_SIZE_MAX } from '../lists/list-query';
import {
  adminValidationQueryToRaw,
  parseAdminValidationQuery,
  revalidateSchema,
  type AdminValidationAnswer,
  type AdminValidationQuery,
  type RevalidateAnswer,
  type ValidationCompaniesAnswer,
} from './admin-validation';
import { staffExportRoute } from '../exports/staff-export.routes';

export const adminValidationQuery: QueryCodec<AdminValidationQuery> = {
  parse: (raw) => parseAdminValidationQuery(raw, BROWSER_PAGE_SIZE_MAX),
  toRaw: adminValidationQueryToRaw,
};

const tools = policy.can('admin.tools');

export const ADMIN_PRODUCT_VALIDATION_ROUTES = {
  list: route.get('/api/admin/product-validation', { query: adminValidationQuery, answer: answer<AdminValidationAnswer>(), policy: tools }),
  /** The tab and filters on screen as an Excel export (a staff transaction; refused past the 100,000-row cap). */
  export: staffExportRoute('/api/admin/product-validation', adminValidationQuery),
  revalidate: route.post('/api/admin/product-validation/revalidate', { body: revalidateSchema, answer: answer<RevalidateAnswer>(), policy: tools }),
  companies: route.get('/api/admin/product-validation/companies', { answer: answer<ValidationCompaniesAnswer>(), policy: tools }),
  addCompany: route.put('/api/admin/product-validation/companies/:companyId', { answer: answer<ValidationCompaniesAnswer>(), policy: tools }),
  removeCompany: route.delete('/api/admin/product-validation/companies/:companyId', { answer: answer<ValidationCompaniesAnswer>(), policy: tools }),
};
