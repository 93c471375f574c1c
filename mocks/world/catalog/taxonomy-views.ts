/**
 * The answers of the category screens, built from the shared taxonomy: a category's detail and its crossings per
 * marketplace as read now (auto crossing applies on read, contract/catalog/crossing.rules.ts).
 */
import type { CategoryAttributeView, CategoryDetailAnswer, CategoryNode } from '@contract/catalog/category.api';
import { ownNames } from '@contract/catalog/category.rules';
import type { AttributeCrossingView, CategoryCrossAnswer, CategoryCrossSummary, CrossAttributeRow, MarketplaceCross } from '@contract/catalog/crossing.api';
import { effectiveValues } from '@contract/catalog/crossing.rules';
import { healthIndex, missingMandatoryOf, type HealthIndex } from '@contract/catalog/mapping-health';
import type { Attribute, AttributeCrossing, CategoryCrossing, MarketplaceAttribute, SellerCategory } from '@contract/catalog/taxonomy.types';
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import type { Taxonomy } from './catalog-book';

export function indexOf(taxonomy: Taxonomy): HealthIndex {
  return healthIndex({
    categories: taxonomy.categories,
    marketplaceCategories: taxonomy.marketplaceCategories,
    marketplaceAttributes: taxonomy.marketplaceAttributes,
  });
}

export function findCategory(taxonomy: Taxonomy, id: number): SellerCategory | undefined {
  return taxonomy.categories.find((category) => category.id === id);
}

export function findAttribute(taxonomy: Taxonomy, id: number): Attribute | undefined {
  return taxonomy.attributes.find((attribute) => attribute.id === id);
}

export function categoryNode(category: SellerCategory): CategoryNode {
  return {
    id: category.id,
    parentId: category.parentId,
    name: category.name,
    nameTr: ownNames(category).tr,
    remoteId: category.remoteId,
    status: category.status,
    isLeaf: category.isLeaf,
    crossed: category.crossings.filter((crossing) => crossing.status === 'crossed').map((crossing) => crossing.marketplace),
  };
}

export function attributeViews(taxonomy: Taxonomy, category: SellerCategory): CategoryAttributeView[] {
  return category.attributes.flatMap(({ attributeId, mandatory }) => {
    const attribute = findAttribute(taxonomy, attributeId);
    return attribute ? [{ ...attribute, mandatory }] : [];
  });
}

function theirAttributesOf(crossing: CategoryCrossing | undefined, index: HealthIndex): MarketplaceAttribute[] {
  if (!crossing || crossing.status !== 'crossed') return [];
  const theirs = index.theirCategory(crossing.marketplace, crossing.remoteCategoryId);
  return (theirs?.attributeIds ?? []).flatMap((id) => index.theirAttribute(crossing.marketplace, id) ?? []);
}

function attributeCrossingView(stored: AttributeCrossing, crossing: CategoryCrossing, ours: Attribute, index: HealthIndex): AttributeCrossingView {
  const status = crossing.status === 'crossed' ? stored.status : 'uncrossed';
  const theirs = index.theirAttribute(crossing.marketplace, stored.remoteAttributeId);
  const { excludedValueIds: _excluded, ...rest } = stored;
  return { ...rest, status, values: effectiveValues({ ...stored, status }, ours, theirs, crossing.syncMode) };
}

export function marketplaceCross(taxonomy: Taxonomy, category: SellerCategory, marketplace: MarketplaceCode, index: HealthIndex): MarketplaceCross {
  const crossing = category.crossings.find((candidate) => candidate.marketplace === marketplace);
  const attributes: CrossAttributeRow[] = attributeViews(taxonomy, category).map((attribute) => {
    const stored = crossing?.attributes.find((candidate) => candidate.attributeId === attribute.id);
    return { attribute, crossing: stored && crossing ? attributeCrossingView(stored, crossing, attribute, index) : null };
  });
  return {
    marketplace,
    crossing: crossing
      ? {
          remoteCategoryId: crossing.remoteCategoryId,
          remoteCategoryName: crossing.remoteCategoryName,
          remoteCategory: index.theirCategory(marketplace, crossing.remoteCategoryId) ?? null,
          status: crossing.status,
          syncMode: crossing.syncMode,
          date: crossing.date,
        }
      : null,
    attributes,
    theirAttributes: theirAttributesOf(crossing, index),
    missingMandatory: missingMandatoryOf(crossing, index),
  };
}

export function crossAnswer(taxonomy: Taxonomy, category: SellerCategory, marketplaces: readonly MarketplaceCode[]): CategoryCrossAnswer {
  const index = indexOf(taxonomy);
  const { id, name, path, status, isLeaf } = category;
  return {
    category: { id, name, path, status, isLeaf },
    marketplaces: marketplaces.map((marketplace) => marketplaceCross(taxonomy, category, marketplace, index)),
  };
}

/** A crossing in short (Category Detail, and the staff list of /admin/category-cross). */
export function summaryOf(cross: MarketplaceCross): CategoryCrossSummary {
  const { crossing } = cross;
  return {
    marketplace: cross.marketplace,
    status: crossing?.status ?? null,
    remoteCategoryId: crossing?.remoteCategoryId ?? null,
    remoteCategoryName: crossing?.remoteCategoryName ?? null,
    syncMode: crossing?.syncMode ?? null,
    date: crossing?.date ?? null,
    attributesCrossed: cross.attributes.filter((row) => row.crossing?.status === 'crossed').length,
    attributeCount: cross.attributes.length,
    missingMandatory: cross.missingMandatory,
  };
}

export function categoryDetail(
  taxonomy: Taxonomy,
  category: SellerCategory,
  marketplaces: readonly MarketplaceCode[],
  restricted: boolean,
): CategoryDetailAnswer {
  const cross = crossAnswer(taxonomy, category, marketplaces);
  return {
    category,
    names: ownNames(category),
    children: taxonomy.categories
      .filter((child) => child.parentId === category.id)
      .map((child) => ({ id: child.id, name: ownNames(child), status: child.status, isLeaf: child.isLeaf })),
    attributes: attributeViews(taxonomy, category),
    crossings: cross.marketplaces.map(summaryOf),
    restricted,
  };
}
