/**
 * The browser API of /admin/category-cross (admin.tools): the leaves of the shared tree crossed or not per
 * marketplace, the crossing health, their categories for the picker, and crossing, re-syncing (once or forever) or
 * uncrossing one leaf on one marketplace. The commands answer the category's crossings as they stand afterwards, the
 * same answer as the seller-side Category Cross (contract/catalog/crossing.routes.ts).
 */
import { answer, param, policy, route } from '../api/route-def';
import { BROWSER_PAGE_SIZE_MAX } from '../lists/list-query';
import { MARKETPLACE_CODES } from '../orders/order.query';
import { crossCategorySchema, type CategoryCrossAnswer, type MarketplaceCategoryListAnswer } from '../catalog/crossing.api';
import { marketplaceCategoryListQuery } from '../catalog/taxonomy-lists.routes';
import { adminCrossHealthQuery, type AdminCrossHealthAnswer } from './category-cross.api';
import { parseAdminCrossQuery, adminCrossQueryToRaw, type AdminCategoryCrossListAnswer, type AdminCrossQuery } from './category-cross.query';
import type { QueryCodec } from '../api/route-def';
import { staffExportRoute } from '../exports/staff-export.routes';

const tools = policy.can('admin.tools');
const cross = answer<CategoryCrossAnswer>();
const marketplace = { marketplace: param.oneOf(MARKETPLACE_CODES) };
const BASE = '/api/admin/category-cross';
const CROSSING = `${BASE}/:id/:marketplace` as const;

export const adminCrossListQuery: QueryCodec<AdminCrossQuery> = {
  parse: (raw) => parseAdminCrossQuery(raw, BROWSER_PAGE_SIZE_MAX),
  toRaw: adminCrossQueryToRaw,
};

export const ADMIN_CATEGORY_CROSS_ROUTES = {
  list: route.get(BASE, { query: adminCrossListQuery, answer: answer<AdminCategoryCrossListAnswer>(), policy: tools }),
  /** The tab and filters on screen as an Excel export (a staff transaction; refused past the 100,000-row cap). */
  export: staffExportRoute(BASE, adminCrossListQuery),
  health: route.get(`${BASE}/health`, { query: adminCrossHealthQuery, answer: answer<AdminCrossHealthAnswer>(), policy: tools }),
  marketplaceCategories: route.get(`${BASE}/marketplace-categories`, {
    query: marketplaceCategoryListQuery,
    answer: answer<MarketplaceCategoryListAnswer>(),
    policy: tools,
  }),
  /** Crosses the leaf, or changes its sync mode when it is crossed to the same category of theirs. */
  cross: route.put(CROSSING, { params: marketplace, body: crossCategorySchema, answer: cross, policy: tools }),
  uncross: route.delete(CROSSING, { params: marketplace, answer: cross, policy: tools }),
};
