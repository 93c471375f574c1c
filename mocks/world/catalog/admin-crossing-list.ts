/**
 * Category Cross for staff (/admin/category-cross) over the shared taxonomy: every leaf on every marketplace with its
 * crossing in short (the same summary Category Detail shows), and the crossing health per marketplace. Crossing and
 * uncrossing are the seller-side operations themselves (crossing-operations.ts): one set of rules for both screens.
 */
import { activeCrossing, missingMandatoryOf, type HealthIndex } from '@contract/catalog/mapping-health';
import type { SellerCategory } from '@contract/catalog/taxonomy.types';
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import { compareBy, paginate, zeroCounts } from '@contract/lists/list-query';
import { textMatches } from '@contract/text-search';
import type { AdminCrossHealthAnswer, TaxonomyCrossHealth } from '@contract/admin-crossing/category-cross.api';
import {
  ADMIN_CROSS_TABS,
  crossStateOf,
  type AdminCategoryCrossListAnswer,
  type AdminCategoryCrossRow,
  type AdminCrossQuery,
} from '@contract/admin-crossing/category-cross.query';
import type { World } from '../world';
import type { Taxonomy } from './catalog-book';
import { catalogOf } from './catalog-access';
import { taxonomyOf } from './taxonomy';
import { mappingHealthOf, marketplaceCodes } from './taxonomy-lists';
import { indexOf, marketplaceCross, summaryOf } from './taxonomy-views';

/** Live products per category of one company. */
export function productsPerCategory(world: World, companyId: number): Map<number, number> {
  const counts = new Map<number, number>();
  for (const product of catalogOf(world, companyId)?.products ?? []) {
    if (product.deletedAt === null) counts.set(product.categoryId, (counts.get(product.categoryId) ?? 0) + 1);
  }
  return counts;
}

const leavesOf = (world: World): SellerCategory[] => taxonomyOf(world).categories.filter((category) => category.isLeaf);

interface RowSources {
  taxonomy: Taxonomy;
  index: HealthIndex;
  marketplaces: readonly MarketplaceCode[];
}

function rowsOf({ taxonomy, index, marketplaces }: RowSources, category: SellerCategory, products: number | null): AdminCategoryCrossRow[] {
  return marketplaces.map((marketplace) => ({
    ...summaryOf(marketplaceCross(taxonomy, category, marketplace, index)),
    categoryId: category.id,
    path: category.path,
    categoryStatus: category.status,
    products,
  }));
}

function matches(category: SellerCategory, q: string | undefined): boolean {
  return !q || String(category.id) === q.trim() || textMatches(q, category.name, category.path.tr, category.path.en);
}

export function listAdminCategoryCrossings(world: World, query: AdminCrossQuery): AdminCategoryCrossListAnswer {
  const products = query.companyId === undefined ? null : productsPerCategory(world, query.companyId);
  const taxonomy = taxonomyOf(world);
  const sources = { taxonomy, index: indexOf(taxonomy), marketplaces: query.marketplace ? [query.marketplace] : marketplaceCodes(world) };
  const matching = leavesOf(world)
    .filter((category) => matches(category, query.q) && (products === null || products.has(category.id)))
    .flatMap((category) => rowsOf(sources, category, products?.get(category.id) ?? null))
    .filter((row) => !query.sync || (row.status === 'crossed' && row.syncMode === query.sync));
  const tabCounts = zeroCounts(ADMIN_CROSS_TABS);
  tabCounts.all = matching.length;
  for (const row of matching) tabCounts[crossStateOf(row)] += 1;
  const inTab = query.tab === 'all' ? matching : matching.filter((row) => crossStateOf(row) === query.tab);
  const { field, direction } = query.sort;
  const value = (row: AdminCategoryCrossRow) => (field === 'date' ? (row.date ?? '') : field === 'products' ? (row.products ?? 0) : row.categoryId);
  // Array sort is stable: rows of one category keep the marketplaces' order.
  const sorted = [...inTab].sort(compareBy(value, direction));
  return { items: paginate(sorted, query.page, query.pageSize), total: sorted.length, page: query.page, pageSize: query.pageSize, tabCounts };
}

/** Each marketplace's leaves by crossing state, and the company's mapping health when one is asked. */
export function adminCrossHealth(world: World, companyId: number | undefined): AdminCrossHealthAnswer {
  const taxonomy = taxonomyOf(world);
  const index = indexOf(taxonomy);
  const leaves = leavesOf(world);
  const items = marketplaceCodes(world).map((marketplace): TaxonomyCrossHealth => {
    const health: TaxonomyCrossHealth = { marketplace, leaves: leaves.length, crossed: 0, uncrossed: 0, never: 0, forever: 0, missingMandatory: 0 };
    for (const category of leaves) {
      const crossing = category.crossings.find((candidate) => candidate.marketplace === marketplace);
      health[crossing ? crossing.status : 'never'] += 1;
      const active = activeCrossing(category, marketplace);
      if (active?.syncMode === 'forever') health.forever += 1;
      health.missingMandatory += missingMandatoryOf(active, index).length;
    }
    return health;
  });
  return { items, company: companyId === undefined ? null : mappingHealthOf(world, companyId).items };
}
