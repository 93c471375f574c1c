/**
 * Brand-tools pages for the props stories, from the seeded world the sandbox serves (listAdminBrands and the merge
 * preview, as their routes), with one duplicate added the way a seller would write it (admin-brand-test-data.ts).
 */
import type { BrandMergePreview } from '@contract/admin-brands/admin-brand.api';
import { ADMIN_BRAND_TABS, parseAdminBrandQuery, type AdminBrandListAnswer, type AdminBrandListQuery } from '@contract/admin-brands/admin-brand.query';
import { zeroCounts, type RawQuery } from '@contract/lists/list-query';
import { listAdminBrands } from '@mocks/world/catalog/admin-brand-list';
import { brandMergePreview } from '@mocks/world/catalog/admin-brand-merge';
import { addDuplicateBrand } from '@mocks/world/catalog/admin-brand-test-data';
import { createWorld } from '@mocks/world/world';
import type { DetailState } from '@web/lib/resources/detail-resource';
import { STORY_NOW } from '../support/order-data';

const world = createWorld({ now: STORY_NOW });
const { original } = addDuplicateBrand(world, 1002, 3);

export const KEPT_BRAND_ID = original.id;

export const adminBrandQuery = (raw: RawQuery = {}): AdminBrandListQuery => parseAdminBrandQuery(raw);

/** GET /api/admin/brands as the BFF answers it. */
export const adminBrandsPage = (query: AdminBrandListQuery): AdminBrandListAnswer => listAdminBrands(world, query);

export const noAdminBrands = (query: AdminBrandListQuery): AdminBrandListAnswer => ({
  items: [],
  total: 0,
  page: query.page,
  pageSize: query.pageSize,
  tabCounts: zeroCounts(ADMIN_BRAND_TABS),
});

export const MERGE_PREVIEW: BrandMergePreview = brandMergePreview(world, original.id)!;

const detail = (fields: Partial<DetailState<BrandMergePreview>>): DetailState<BrandMergePreview> => ({
  status: 'idle',
  id: null,
  data: null,
  error: null,
  command: null,
  ...fields,
});

export const NO_DETAIL = detail({});
export const PREVIEW_READY = detail({ status: 'ready', id: original.id, data: MERGE_PREVIEW });
export const PREVIEW_LOADING = detail({ status: 'loading', id: original.id });
