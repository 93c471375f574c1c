/** Marketplace Products pages for the props stories, from the seeded world the sandbox serves (listMpProducts, as its route). */
import { zeroCounts, type RawQuery } from '@contract/lists/list-query';
import { MP_PRODUCT_TABS, parseMpProductQuery, type MpProductListAnswer, type MpProductListQuery } from '@contract/catalog/mp-product.query';
import { listMpProducts } from '@mocks/world/catalog/mp-product-list';
import { createWorld } from '@mocks/world/world';
import { STORY_NOW } from '../support/order-data';

const world = createWorld({ now: STORY_NOW });

export const mpProductQuery = (raw: RawQuery = {}): MpProductListQuery => parseMpProductQuery(raw);

/** GET /api/mp-products as the BFF answers it for Anadolu Tekstil (1001). */
export const mpProductsPage = (query: MpProductListQuery, companyId = 1001): MpProductListAnswer => listMpProducts(world, companyId, query, STORY_NOW);

export const noMpProducts = (query: MpProductListQuery): MpProductListAnswer => ({
  items: [],
  total: 0,
  page: query.page,
  pageSize: query.pageSize,
  tabCounts: zeroCounts(MP_PRODUCT_TABS),
});
