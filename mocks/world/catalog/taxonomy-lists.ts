/**
 * Reading the taxonomy for one company: the categories list and tree, a category's detail and crossings, the
 * marketplaces' categories, restricted categories, old attributes and mapping health. The sandbox's services
 * answer with these.
 */
import { zeroCounts, compareBy, paginate } from '@contract/lists/list-query';
import type { CategoryDetailAnswer, CategoryTreeAnswer } from '@contract/catalog/category.api';
import {
  CATEGORY_TABS,
  categoryMatches,
  categoryTabOf,
  type CategoryListAnswer,
  type CategoryListQuery,
  type CategoryRow,
} from '@contract/catalog/category.query';
import type { CategoryCrossAnswer, MarketplaceCategoryListAnswer } from '@contract/catalog/crossing.api';
import { mappingHealthAll, type MappingHealthAnswer } from '@contract/catalog/mapping-health';
import type {
  MarketplaceCategoryQuery,
  OldAttributeListAnswer,
  OldAttributeQuery,
  RestrictedCategoryListAnswer,
  SearchListQuery,
} from '@contract/catalog/taxonomy-lists.query';
import type { SellerCategory } from '@contract/catalog/taxonomy.types';
import { spellingsOf } from '@contract/localized-name';
import { textMatches } from '@contract/text-search';
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import type { World } from '../world';
import { catalogOf } from './catalog-access';
import { taxonomyOf } from './taxonomy';
import { categoryDetail, categoryNode, crossAnswer, findCategory } from './taxonomy-views';

export const marketplaceCodes = (world: World): MarketplaceCode[] => world.marketplaces.map((marketplace) => marketplace.code);

export function categoryRow(category: SellerCategory): CategoryRow {
  const { id, name, path, status, isLeaf, parentId, parentName, remoteId, createdAt } = category;
  return {
    id,
    name,
    path,
    status,
    isLeaf,
    parentId,
    parentName,
    remoteId,
    createdAt,
    attributeCount: category.attributes.length,
    crossings: category.crossings.map(({ marketplace, status: crossStatus }) => ({ marketplace, status: crossStatus })),
  };
}

export function listCategories(world: World, query: CategoryListQuery): CategoryListAnswer {
  const matching = taxonomyOf(world).categories.filter((category) => categoryMatches(category, query));
  const tabCounts = zeroCounts(CATEGORY_TABS);
  tabCounts.all = matching.length;
  for (const category of matching) tabCounts[categoryTabOf(category)] += 1;
  const inTab = query.tab === 'all' ? matching : matching.filter((category) => categoryTabOf(category) === query.tab);
  const key = (category: SellerCategory) =>
    query.sort.field === 'id' ? category.id : query.sort.field === 'name' ? category.name.toLowerCase() : category.createdAt;
  const sorted = [...inTab].sort((a, b) => compareBy(key, query.sort.direction)(a, b) || a.id - b.id);
  return { items: paginate(sorted, query.page, query.pageSize).map(categoryRow), total: sorted.length, page: query.page, pageSize: query.pageSize, tabCounts };
}

export function categoryTree(world: World): CategoryTreeAnswer {
  return { nodes: taxonomyOf(world).categories.map(categoryNode) };
}

export function isRestricted(world: World, companyId: number, categoryId: number): boolean {
  return catalogOf(world, companyId)?.restricted.some((entry) => entry.categoryId === categoryId) ?? false;
}

/** A category's detail as the company sees it; undefined when the tree has no such category. */
export function getCategoryDetail(world: World, companyId: number, id: number): CategoryDetailAnswer | undefined {
  const taxonomy = taxonomyOf(world);
  const category = findCategory(taxonomy, id);
  return category && categoryDetail(taxonomy, category, marketplaceCodes(world), isRestricted(world, companyId, id));
}

export function getCategoryCross(world: World, id: number): CategoryCrossAnswer | undefined {
  const taxonomy = taxonomyOf(world);
  const category = findCategory(taxonomy, id);
  return category && crossAnswer(taxonomy, category, marketplaceCodes(world));
}

export function listMarketplaceCategories(world: World, query: MarketplaceCategoryQuery): MarketplaceCategoryListAnswer {
  const matching = taxonomyOf(world).marketplaceCategories.filter(
    (category) =>
      category.marketplace === query.marketplace &&
      category.isLeaf &&
      (!query.q || category.id === query.q.trim() || textMatches(query.q, category.name, category.path)),
  );
  const sorted = [...matching].sort((a, b) => a.path.localeCompare(b.path, 'tr'));
  return {
    items: paginate(sorted, query.page, query.pageSize),
    total: sorted.length,
    page: query.page,
    pageSize: query.pageSize,
    tabCounts: { all: sorted.length },
  };
}

export function listRestrictedCategories(world: World, companyId: number, query: SearchListQuery): RestrictedCategoryListAnswer {
  const taxonomy = taxonomyOf(world);
  const entries = (catalogOf(world, companyId)?.restricted ?? []).map((entry) => ({
    ...entry,
    path: findCategory(taxonomy, entry.categoryId)?.path ?? entry.path,
  }));
  const matching = entries.filter(
    (entry) => !query.q || String(entry.categoryId) === query.q.trim() || textMatches(query.q, entry.path.tr, entry.path.en, entry.reason),
  );
  const sorted = [...matching].sort((a, b) => a.path.en.localeCompare(b.path.en) || a.categoryId - b.categoryId);
  return {
    items: paginate(sorted, query.page, query.pageSize),
    total: sorted.length,
    page: query.page,
    pageSize: query.pageSize,
    tabCounts: { all: sorted.length },
  };
}

export function listOldAttributes(world: World, companyId: number, query: OldAttributeQuery): OldAttributeListAnswer {
  const taxonomy = taxonomyOf(world);
  const variants = catalogOf(world, companyId)?.variants ?? [];
  const matching = taxonomy.attributes.filter(
    (attribute) =>
      attribute.old &&
      (!query.type || attribute.type === query.type) &&
      (!query.q || String(attribute.id) === query.q.trim() || textMatches(query.q, ...spellingsOf(attribute.name), attribute.remoteId)),
  );
  const rows = matching
    .sort((a, b) => a.id - b.id)
    .map((attribute) => ({
      ...attribute,
      categoryCount: taxonomy.categories.filter((category) => category.attributes.some((entry) => entry.attributeId === attribute.id)).length,
      variantCount: variants.filter((variant) => variant.attributes.some((entry) => entry.attributeId === attribute.id)).length,
    }));
  return { items: paginate(rows, query.page, query.pageSize), total: rows.length, page: query.page, pageSize: query.pageSize, tabCounts: { all: rows.length } };
}

export function mappingHealthOf(world: World, companyId: number): MappingHealthAnswer {
  const taxonomy = taxonomyOf(world);
  const products = (catalogOf(world, companyId)?.products ?? []).filter((product) => product.deletedAt === null).map((product) => product.categoryId);
  return { items: mappingHealthAll(marketplaceCodes(world), products, taxonomy) };
}
