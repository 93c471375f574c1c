/** Cross-company marketplace-product pages for the props stories, from the seeded world the sandbox serves (listAdminMpProducts, as its route). */
import { parseAdminMpProductQuery, type AdminMpProductListAnswer, type AdminMpProductListQuery } from '@contract/admin-mp-products/admin-mp-product.query';
import { MP_PRODUCT_TABS } from '@contract/catalog/mp-product.query';
import { zeroCounts, type RawQuery } from '@contract/lists/list-query';
import { listAdminMpProducts } from '@mocks/world/catalog/admin-mp-product-list';
import { createWorld } from '@mocks/world/world';
import { STORY_NOW } from '../support/order-data';

const world = createWorld({ now: STORY_NOW });

/** One company by default: the props stories stay quick (the whole run generates every company's catalogue). */
export const adminMpProductQuery = (raw: RawQuery = {}): AdminMpProductListQuery => parseAdminMpProductQuery({ companyId: '1002', ...raw });

/** GET /api/admin/mp-products as the BFF answers it. */
export const adminMpProductsPage = (query: AdminMpProductListQuery): AdminMpProductListAnswer => listAdminMpProducts(world, query, STORY_NOW);

export const noAdminMpProducts = (query: AdminMpProductListQuery): AdminMpProductListAnswer => ({
  items: [],
  total: 0,
  page: query.page,
  pageSize: query.pageSize,
  tabCounts: zeroCounts(MP_PRODUCT_TABS),
});
