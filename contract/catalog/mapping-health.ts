/**
 * Mapping health (issue 4): per marketplace, how much of a company's catalogue is crossed and which mandatory
 * attributes are missing. The measure:
 * - categories used: the distinct categories of the company's live products;
 * - crossed: those whose crossing to the marketplace has status `crossed` now;
 * - products covered: live products on a crossed category (the headline share is productsCovered / productsTotal);
 * - missing mandatory: for each used, crossed category, the mandatory attributes of their crossed category that no
 *   attribute crossing of ours (status `crossed`) points at.
 */
import type { MarketplaceCode } from '../downstream/marketplace';
import { untranslated } from '../localized-name';
import { ownNames } from './category.rules';
import type { MissingMandatory } from './crossing.api';
import type { CategoryCrossing, MappingHealth, MarketplaceAttribute, MarketplaceCategory, SellerCategory } from './taxonomy.types';

export interface HealthSources {
  categories: readonly Pick<SellerCategory, 'id' | 'name' | 'path' | 'crossings'>[];
  marketplaceCategories: readonly MarketplaceCategory[];
  marketplaceAttributes: readonly MarketplaceAttribute[];
}

const key = (marketplace: MarketplaceCode, id: string) => `${marketplace}\u0000${id}`;

/** Lookups over the sources, built once per answer. */
export function healthIndex(sources: HealthSources) {
  const theirCategories = new Map(sources.marketplaceCategories.map((category) => [key(category.marketplace, category.id), category]));
  const theirAttributes = new Map(sources.marketplaceAttributes.map((attribute) => [key(attribute.marketplace, attribute.id), attribute]));
  return {
    theirCategory: (marketplace: MarketplaceCode, id: string) => theirCategories.get(key(marketplace, id)),
    theirAttribute: (marketplace: MarketplaceCode, id: string) => theirAttributes.get(key(marketplace, id)),
  };
}
export type HealthIndex = ReturnType<typeof healthIndex>;

export function activeCrossing(category: Pick<SellerCategory, 'crossings'>, marketplace: MarketplaceCode): CategoryCrossing | undefined {
  return category.crossings.find((crossing) => crossing.marketplace === marketplace && crossing.status === 'crossed');
}

/** Their mandatory attributes of the crossed category that no crossed attribute of ours points at. */
export function missingMandatoryOf(crossing: CategoryCrossing | undefined, index: HealthIndex): MissingMandatory[] {
  if (!crossing || crossing.status !== 'crossed') return [];
  const theirs = index.theirCategory(crossing.marketplace, crossing.remoteCategoryId);
  if (!theirs) return [];
  const mapped = new Set(crossing.attributes.filter((attribute) => attribute.status === 'crossed').map((attribute) => attribute.remoteAttributeId));
  return theirs.attributeIds.flatMap((id) => {
    const attribute = index.theirAttribute(crossing.marketplace, id);
    return attribute?.mandatory && !mapped.has(id) ? [{ remoteAttributeId: id, remoteAttributeName: attribute.name }] : [];
  });
}

/** The health of one marketplace for a company whose live products sit on `productCategoryIds` (one entry each). */
export function mappingHealth(
  marketplace: MarketplaceCode,
  productCategoryIds: readonly number[],
  sources: HealthSources,
  index = healthIndex(sources),
): MappingHealth {
  const productsPer = new Map<number, number>();
  for (const id of productCategoryIds) productsPer.set(id, (productsPer.get(id) ?? 0) + 1);
  const byId = new Map(sources.categories.map((category) => [category.id, category]));
  const health: MappingHealth = {
    marketplace,
    categoriesUsed: productsPer.size,
    categoriesCrossed: 0,
    productsCovered: 0,
    productsTotal: productCategoryIds.length,
    uncrossed: [],
    missingMandatory: [],
  };
  for (const [categoryId, products] of [...productsPer].sort((a, b) => a[0] - b[0])) {
    const category = byId.get(categoryId);
    const crossing = category && activeCrossing(category, marketplace);
    if (!crossing) {
      health.uncrossed.push({ categoryId, categoryName: category ? ownNames(category) : untranslated(String(categoryId)), products });
      continue;
    }
    health.categoriesCrossed += 1;
    health.productsCovered += products;
    for (const missing of missingMandatoryOf(crossing, index)) health.missingMandatory.push({ categoryId, categoryName: ownNames(category), ...missing });
  }
  health.uncrossed.sort((a, b) => b.products - a.products || a.categoryId - b.categoryId);
  return health;
}

/** Every marketplace's health, sharing one index. */
export function mappingHealthAll(marketplaces: readonly MarketplaceCode[], productCategoryIds: readonly number[], sources: HealthSources): MappingHealth[] {
  const index = healthIndex(sources);
  return marketplaces.map((marketplace) => mappingHealth(marketplace, productCategoryIds, sources, index));
}

/** The headline share in whole percent (0 with no products). */
export function coveragePercent(health: Pick<MappingHealth, 'productsCovered' | 'productsTotal'>): number {
  return health.productsTotal === 0 ? 0 : Math.floor((health.productsCovered / health.productsTotal) * 100);
}

export interface MappingHealthAnswer {
  items: MappingHealth[];
}
