/**
 * Attribute Crossing for staff (/admin/attribute-crossing/) over the shared taxonomy: every attribute of every leaf
 * crossed to a marketplace, read as the seller-side cross page reads it (marketplaceCross: auto crossing applied).
 */
import type { MarketplaceCross } from '@contract/catalog/crossing.api';
import type { SellerCategory } from '@contract/catalog/taxonomy.types';
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import { paginate, zeroCounts } from '@contract/lists/list-query';
import { textMatches } from '@contract/text-search';
import { ADMIN_CROSS_TABS, crossStateOf } from '@contract/admin-crossing/category-cross.query';
import type { AdminAttributeCrossListAnswer, AdminAttributeCrossQuery, AdminAttributeCrossRow } from '@contract/admin-crossing/attribute-crossing.query';
import type { World } from '../world';
import { productsPerCategory } from './admin-crossing-list';
import { taxonomyOf } from './taxonomy';
import { marketplaceCodes } from './taxonomy-lists';
import { indexOf, marketplaceCross } from './taxonomy-views';

function rowsOf(category: SellerCategory, cross: MarketplaceCross, products: number | null): AdminAttributeCrossRow[] {
  const { crossing } = cross;
  if (crossing?.status !== 'crossed') return [];
  return cross.attributes.map(({ attribute, crossing: stored }) => {
    const theirs = cross.theirAttributes.find((candidate) => candidate.id === stored?.remoteAttributeId);
    const values = stored?.status === 'crossed' ? stored.values : [];
    return {
      categoryId: category.id,
      path: category.path,
      marketplace: cross.marketplace,
      remoteCategoryName: crossing.remoteCategoryName,
      syncMode: crossing.syncMode,
      attributeId: attribute.id,
      attributeName: attribute.name,
      type: attribute.type,
      mandatory: attribute.mandatory,
      status: stored?.status ?? null,
      remoteAttributeId: stored?.remoteAttributeId ?? null,
      remoteAttributeName: stored?.remoteAttributeName ?? null,
      theirMandatory: theirs ? theirs.mandatory : null,
      valuesCrossed: values.length,
      valuesAuto: values.filter((value) => value.auto).length,
      valueCount: attribute.values.length,
      products,
    };
  });
}

function matches(row: AdminAttributeCrossRow, query: AdminAttributeCrossQuery): boolean {
  if (query.q && !(String(row.categoryId) === query.q.trim() || textMatches(query.q, row.path.tr, row.path.en, row.attributeName.tr, row.attributeName.en)))
    return false;
  if (query.mandatory === 'ours') return row.mandatory;
  if (query.mandatory === 'theirs') return row.theirMandatory === true;
  return true;
}

export function listAdminAttributeCrossings(world: World, query: AdminAttributeCrossQuery): AdminAttributeCrossListAnswer {
  const taxonomy = taxonomyOf(world);
  const index = indexOf(taxonomy);
  const products = query.companyId === undefined ? null : productsPerCategory(world, query.companyId);
  const marketplaces: readonly MarketplaceCode[] = query.marketplace ? [query.marketplace] : marketplaceCodes(world);
  const matching = taxonomy.categories
    .filter((category) => category.isLeaf && (products === null || products.has(category.id)))
    .flatMap((category) =>
      marketplaces.flatMap((marketplace) => rowsOf(category, marketplaceCross(taxonomy, category, marketplace, index), products?.get(category.id) ?? null)),
    )
    .filter((row) => matches(row, query));
  const tabCounts = zeroCounts(ADMIN_CROSS_TABS);
  tabCounts.all = matching.length;
  for (const row of matching) tabCounts[crossStateOf(row)] += 1;
  const inTab = query.tab === 'all' ? matching : matching.filter((row) => crossStateOf(row) === query.tab);
  return { items: paginate(inTab, query.page, query.pageSize), total: inTab.length, page: query.page, pageSize: query.pageSize, tabCounts };
}
