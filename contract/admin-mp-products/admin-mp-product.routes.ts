/** The browser API of /admin/mp-products/: marketplace products across companies (admin only, `admin.tools`). */
import { answer, policy, route, type QueryCodec } from '../api/route-def';
import { BROWSER_PAGE_SIZE_MAX } from '../lists/list-query';
import {
  adminMpProductFilterProblems,
  adminMpProductQueryToRaw,
  parseAdminMpProductQuery,
  type AdminMpProductListAnswer,
  type AdminMpProductListQuery,
} from './admin-mp-product.query';
import { staffExportRoute } from '../exports/staff-export.routes';

export const adminMpProductListQuery: QueryCodec<AdminMpProductListQuery> = {
  parse: (raw) => parseAdminMpProductQuery(raw, BROWSER_PAGE_SIZE_MAX),
  problems: adminMpProductFilterProblems,
  toRaw: adminMpProductQueryToRaw,
};

export const ADMIN_MP_PRODUCT_ROUTES = {
  list: route.get('/api/admin/mp-products', { query: adminMpProductListQuery, answer: answer<AdminMpProductListAnswer>(), policy: policy.can('admin.tools') }),
  /** The tab and filters on screen as an Excel export (a staff transaction; refused past the 100,000-row cap). */
  export: staffExportRoute('/api/admin/mp-products', adminMpProductListQuery),
};
