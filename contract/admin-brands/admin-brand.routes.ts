/** The browser API of /admin/brand-tools (admin only, `admin.tools`): brands across companies, merging duplicates, crossing. */
import { answer, param, policy, route, type QueryCodec } from '../api/route-def';
import { BROWSER_PAGE_SIZE_MAX } from '../lists/list-query';
import { MARKETPLACE_CODES } from '../orders/order.query';
import { adminBrandCrossSchema, brandMergeSchema, type AdminBrandAnswer, type BrandMergeAnswer, type BrandMergePreview } from './admin-brand.api';
import { adminBrandQueryToRaw, parseAdminBrandQuery, type AdminBrandListAnswer, type AdminBrandListQuery } from './admin-brand.query';
import { staffExportRoute } from '../exports/staff-export.routes';

export const adminBrandListQuery: QueryCodec<AdminBrandListQuery> = {
  parse: (raw) => parseAdminBrandQuery(raw, BROWSER_PAGE_SIZE_MAX),
  toRaw: adminBrandQueryToRaw,
};

const tools = policy.can('admin.tools');

export const ADMIN_BRAND_ROUTES = {
  list: route.get('/api/admin/brands', { query: adminBrandListQuery, answer: answer<AdminBrandListAnswer>(), policy: tools }),
  /** The tab and filters on screen as an Excel export (a staff transaction; refused past the 100,000-row cap). */
  export: staffExportRoute('/api/admin/brands', adminBrandListQuery),
  /** What merging the brand's duplicates into it would touch. */
  mergePreview: route.get('/api/admin/brands/:id/merge', { answer: answer<BrandMergePreview>(), policy: tools }),
  /** Refused (422 typedConfirmationMismatch) unless `confirmation` is the kept brand's name. */
  merge: route.post('/api/admin/brands/:id/merge', { body: brandMergeSchema, answer: answer<BrandMergeAnswer>(), policy: tools }),
  cross: route.put('/api/admin/brands/:id/crossings/:marketplace', {
    params: { marketplace: param.oneOf(MARKETPLACE_CODES) },
    body: adminBrandCrossSchema,
    answer: answer<AdminBrandAnswer>(),
    policy: tools,
  }),
};
