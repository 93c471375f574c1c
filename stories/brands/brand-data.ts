/** Brands for the stories, read from the seeded world with the same operations the sandbox's routes call. */
import { BRAND_TABS, parseBrandQuery, type BrandAnswer, type BrandListAnswer, type BrandListQuery } from '@contract/catalog/brand.api';
import { zeroCounts, type RawQuery } from '@contract/lists/list-query';
import { getBrand, listBrands } from '@mocks/world/catalog/brand-operations';
import { createWorld } from '@mocks/world/world';
import { SELLER_COMPANY_ID, STORY_NOW } from '../support/order-data';

const world = createWorld({ now: STORY_NOW });

export const brandQuery = (raw: RawQuery = {}): BrandListQuery => parseBrandQuery(raw);

/** GET /api/brands as the BFF answers it for Ayşe's company. */
export function brandsPage(query: BrandListQuery): BrandListAnswer {
  const page = listBrands(world, SELLER_COMPANY_ID, query);
  if (!page) throw new Error(`The seeded world has no company ${SELLER_COMPANY_ID}`);
  return page;
}

export const noBrands = (query: BrandListQuery): BrandListAnswer => ({
  items: [],
  total: 0,
  page: query.page,
  pageSize: query.pageSize,
  tabCounts: zeroCounts(BRAND_TABS),
});

/** A brand crossed to several marketplaces, with an image (Edit Brand). */
export const CROSSED_BRAND: BrandAnswer = (() => {
  const brand = brandsPage(brandQuery({ pageSize: '100' })).items.find(
    (candidate) => candidate.imageUrl && candidate.crossings.filter((crossing) => crossing.status === 'crossed').length > 1,
  );
  if (!brand) throw new Error('The seeded world holds no crossed brand with an image');
  return getBrand(world, SELLER_COMPANY_ID, brand.id)!;
})();
