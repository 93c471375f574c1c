/**
 * Categories, crossings and the taxonomy lists for the stories, read from the seeded world with the same operations
 * the sandbox's routes call; each sample is found by what it must show.
 */
import { CATEGORY_TABS, parseCategoryQuery, type CategoryListAnswer, type CategoryListQuery } from '@contract/catalog/category.query';
import type { CategoryDetailAnswer } from '@contract/catalog/category.api';
import type { CategoryCrossAnswer } from '@contract/catalog/crossing.api';
import { mappingHealthAll } from '@contract/catalog/mapping-health';
import { parseOldAttributeQuery, parseSearchListQuery, type OldAttributeQuery, type SearchListQuery } from '@contract/catalog/taxonomy-lists.query';
import { zeroCounts, type RawQuery } from '@contract/lists/list-query';
import { crossCategory } from '@mocks/world/catalog/crossing-operations';
import { taxonomyOf } from '@mocks/world/catalog/taxonomy';
import {
  categoryTree,
  getCategoryCross,
  getCategoryDetail,
  listCategories,
  listMarketplaceCategories,
  listOldAttributes,
  listRestrictedCategories,
  mappingHealthOf,
  marketplaceCodes,
} from '@mocks/world/catalog/taxonomy-lists';
import { createWorld } from '@mocks/world/world';
import { SELLER_COMPANY_ID, STORY_NOW } from '../support/order-data';

const world = createWorld({ now: STORY_NOW });
const taxonomy = taxonomyOf(world);

export const categoryQuery = (raw: RawQuery = {}): CategoryListQuery => parseCategoryQuery(raw);
export const searchQuery = (raw: RawQuery = {}): SearchListQuery => parseSearchListQuery(raw);
export const oldAttributeQuery = (raw: RawQuery = {}): OldAttributeQuery => parseOldAttributeQuery(raw);

export const categoriesPage = (query: CategoryListQuery): CategoryListAnswer => listCategories(world, query);
export const noCategories = (query: CategoryListQuery): CategoryListAnswer => ({
  items: [],
  total: 0,
  page: query.page,
  pageSize: query.pageSize,
  tabCounts: zeroCounts(CATEGORY_TABS),
});
export const TREE = categoryTree(world);
export const HEALTH = mappingHealthOf(world, SELLER_COMPANY_ID);
/** A company with no products yet ('empty'). */
export const NO_HEALTH = { items: mappingHealthAll(marketplaceCodes(world), [], taxonomy) };
export const restrictedPage = (query: SearchListQuery) => listRestrictedCategories(world, SELLER_COMPANY_ID, query);
export const oldAttributesPage = (query: OldAttributeQuery) => listOldAttributes(world, SELLER_COMPANY_ID, query);
export const emptyPage = (query: { page: number; pageSize: number }) => ({
  items: [],
  total: 0,
  page: query.page,
  pageSize: query.pageSize,
  tabCounts: { all: 0 },
});

function detailOf(test: (detail: CategoryDetailAnswer) => boolean, what: string): CategoryDetailAnswer {
  for (const category of taxonomy.categories) {
    const detail = getCategoryDetail(world, SELLER_COMPANY_ID, category.id)!;
    if (test(detail)) return detail;
  }
  throw new Error(`The seeded taxonomy holds no ${what}`);
}

export const CATEGORIES = {
  /** A leaf with attributes, crossed to some marketplaces and missing a mandatory attribute on one. */
  leaf: detailOf(
    (detail) =>
      detail.category.isLeaf &&
      detail.attributes.some((attribute) => attribute.mandatory) &&
      detail.crossings.some((crossing) => crossing.status === 'crossed') &&
      detail.crossings.some((crossing) => crossing.missingMandatory.length > 0),
    'crossed leaf missing a mandatory attribute',
  ),
  /** A parent with sub-categories (the delete dialog asks 'Delete Anyway'). */
  parent: detailOf((detail) => detail.children.length > 1 && detail.category.parentId !== null, 'parent category'),
} as const;

/** Women's T-Shirts crossed to Noon UAE in forever mode, so values show auto crossing; Trendyol never crossed. */
export const CROSS: CategoryCrossAnswer = (() => {
  const tshirts = taxonomy.categories.find((category) => category.id === 104)!;
  const noon = taxonomy.marketplaceCategories.find((category) => category.marketplace === 'noon-ae' && category.isLeaf && category.name === tshirts.name)!;
  const answer = crossCategory(world, { categoryId: tshirts.id, marketplace: 'noon-ae' }, { remoteCategoryId: noon.id, syncMode: 'forever' }, STORY_NOW);
  if ('code' in answer) throw new Error(`crossing refused: ${answer.code}`);
  return getCategoryCross(world, tshirts.id)!;
})();
export const COLOUR_ID = 1;

export const noonCategories = (q = '') => listMarketplaceCategories(world, { marketplace: 'noon-ae', q: q || undefined, page: 1, pageSize: 10 });
