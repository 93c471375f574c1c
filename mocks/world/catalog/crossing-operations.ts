/**
 * Crossing and uncrossing (staff, spec §4) a category, an attribute or a value to one marketplace's own, synced once
 * or forever. Each answers the category's crossings as read now, or a refusal. Auto crossing: see crossing.rules.ts.
 */
import { attributesByName, effectiveValues, materialized, valuesByName } from '@contract/catalog/crossing.rules';
import type { AttributeCrossing, CategoryCrossing, CrossSyncMode, SellerCategory } from '@contract/catalog/taxonomy.types';
import type { CategoryCrossAnswer } from '@contract/catalog/crossing.api';
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import type { World } from '../world';
import type { Taxonomy } from './catalog-book';
import { taxonomyOf } from './taxonomy';
import { marketplaceCodes } from './taxonomy-lists';
import { crossAnswer, findAttribute, findCategory, indexOf } from './taxonomy-views';
import { refusal, type Refusal } from '../refusal';

export interface CrossPath {
  categoryId: number;
  marketplace: MarketplaceCode;
  attributeId?: number;
  valueId?: number;
}

interface Found {
  taxonomy: Taxonomy;
  category: SellerCategory;
  crossing: CategoryCrossing | undefined;
}

const invalid = (field: string, key: string) => refusal('validation', { [field]: key });

function find(world: World, path: CrossPath): Found | Refusal {
  const taxonomy = taxonomyOf(world);
  const category = findCategory(taxonomy, path.categoryId);
  if (!category) return refusal('categoryNotFound');
  if (path.attributeId !== undefined && !category.attributes.some((entry) => entry.attributeId === path.attributeId)) return refusal('attributeNotFound');
  return { taxonomy, category, crossing: category.crossings.find((candidate) => candidate.marketplace === path.marketplace) };
}

function answer(world: World, found: Found): CategoryCrossAnswer {
  found.taxonomy.version += 1;
  return crossAnswer(found.taxonomy, found.category, marketplaceCodes(world));
}

/** The attribute crossings a fresh category crossing starts with: every attribute of ours theirs has by name. */
function freshAttributes(
  taxonomy: Taxonomy,
  category: SellerCategory,
  marketplace: MarketplaceCode,
  remoteCategoryId: string,
  syncMode: CrossSyncMode,
  date: string,
): AttributeCrossing[] {
  const index = indexOf(taxonomy);
  const theirs = (index.theirCategory(marketplace, remoteCategoryId)?.attributeIds ?? []).flatMap((id) => index.theirAttribute(marketplace, id) ?? []);
  const ours = category.attributes.flatMap(({ attributeId }) => findAttribute(taxonomy, attributeId) ?? []);
  return attributesByName(ours, theirs).map(({ attributeId, theirs: match }) => ({
    attributeId,
    remoteAttributeId: match.id,
    remoteAttributeName: match.name,
    status: 'crossed',
    date,
    values: syncMode === 'once' ? valuesByName(findAttribute(taxonomy, attributeId)?.values ?? [], match) : [],
  }));
}

export function crossCategory(
  world: World,
  path: CrossPath,
  body: { remoteCategoryId: string; syncMode: CrossSyncMode },
  now: number,
): CategoryCrossAnswer | Refusal {
  const found = find(world, path);
  if ('code' in found) return found;
  const { taxonomy, category, crossing } = found;
  const theirs = indexOf(taxonomy).theirCategory(path.marketplace, body.remoteCategoryId);
  if (!theirs?.isLeaf) return invalid('remoteCategoryId', 'validation.pickMarketplaceCategory');
  const date = new Date(now).toISOString();
  if (crossing && crossing.remoteCategoryId === theirs.id) {
    if (crossing.syncMode === 'forever' && body.syncMode === 'once') keepWhatForeverShows(taxonomy, crossing);
    Object.assign(crossing, { status: 'crossed', syncMode: body.syncMode, date, remoteCategoryName: theirs.name });
    return answer(world, found);
  }
  const next: CategoryCrossing = {
    marketplace: path.marketplace,
    remoteCategoryId: theirs.id,
    remoteCategoryName: theirs.name,
    status: 'crossed',
    syncMode: body.syncMode,
    date,
    attributes: freshAttributes(taxonomy, category, path.marketplace, theirs.id, body.syncMode, date),
  };
  category.crossings = [...category.crossings.filter((candidate) => candidate !== crossing), next];
  return answer(world, found);
}

/** Forever → once: the name matches shown now become stored crossings, and nothing more is matched later. */
function keepWhatForeverShows(taxonomy: Taxonomy, crossing: CategoryCrossing): void {
  const index = indexOf(taxonomy);
  for (const attribute of crossing.attributes) {
    const ours = findAttribute(taxonomy, attribute.attributeId);
    if (!ours) continue;
    attribute.values = materialized(effectiveValues(attribute, ours, index.theirAttribute(crossing.marketplace, attribute.remoteAttributeId), 'forever'));
    delete attribute.excludedValueIds;
  }
}

export function uncrossCategory(world: World, path: CrossPath, now: number): CategoryCrossAnswer | Refusal {
  const found = find(world, path);
  if ('code' in found) return found;
  if (found.crossing?.status === 'crossed') Object.assign(found.crossing, { status: 'uncrossed', date: new Date(now).toISOString() });
  return answer(world, found);
}

export function crossAttribute(
  world: World,
  path: CrossPath & { attributeId: number },
  body: { remoteAttributeId: string },
  now: number,
): CategoryCrossAnswer | Refusal {
  const found = find(world, path);
  if ('code' in found) return found;
  const { taxonomy, crossing } = found;
  if (crossing?.status !== 'crossed') return invalid('_', 'validation.crossCategoryFirst');
  const index = indexOf(taxonomy);
  const allowed = index.theirCategory(path.marketplace, crossing.remoteCategoryId)?.attributeIds ?? [];
  const theirs = allowed.includes(body.remoteAttributeId) ? index.theirAttribute(path.marketplace, body.remoteAttributeId) : undefined;
  if (!theirs) return invalid('remoteAttributeId', 'validation.pickMarketplaceAttribute');
  const date = new Date(now).toISOString();
  const stored = crossing.attributes.find((candidate) => candidate.attributeId === path.attributeId);
  if (stored && stored.remoteAttributeId === theirs.id) {
    Object.assign(stored, { status: 'crossed', date, remoteAttributeName: theirs.name });
    return answer(world, found);
  }
  const ours = findAttribute(taxonomy, path.attributeId)?.values ?? [];
  const next: AttributeCrossing = {
    attributeId: path.attributeId,
    remoteAttributeId: theirs.id,
    remoteAttributeName: theirs.name,
    status: 'crossed',
    date,
    values: crossing.syncMode === 'once' ? valuesByName(ours, theirs) : [],
  };
  crossing.attributes = [...crossing.attributes.filter((candidate) => candidate !== stored), next];
  return answer(world, found);
}

export function uncrossAttribute(world: World, path: CrossPath & { attributeId: number }, now: number): CategoryCrossAnswer | Refusal {
  const found = find(world, path);
  if ('code' in found) return found;
  const stored = found.crossing?.attributes.find((candidate) => candidate.attributeId === path.attributeId);
  if (stored?.status === 'crossed') Object.assign(stored, { status: 'uncrossed', date: new Date(now).toISOString() });
  return answer(world, found);
}

function crossedAttribute(found: Found, path: CrossPath & { attributeId: number; valueId: number }): AttributeCrossing | Refusal {
  const ours = findAttribute(found.taxonomy, path.attributeId);
  if (!ours?.values.some((value) => value.id === path.valueId)) return refusal('notFound');
  const stored = found.crossing?.status === 'crossed' ? found.crossing.attributes.find((candidate) => candidate.attributeId === path.attributeId) : undefined;
  return stored?.status === 'crossed' ? stored : invalid('_', 'validation.crossAttributeFirst');
}

export function crossValue(
  world: World,
  path: CrossPath & { attributeId: number; valueId: number },
  body: { remoteValueId: string },
): CategoryCrossAnswer | Refusal {
  const found = find(world, path);
  if ('code' in found) return found;
  const stored = crossedAttribute(found, path);
  if ('code' in stored) return stored;
  const theirs = indexOf(found.taxonomy)
    .theirAttribute(path.marketplace, stored.remoteAttributeId)
    ?.values.find((value) => value.id === body.remoteValueId);
  if (!theirs) return invalid('remoteValueId', 'validation.pickMarketplaceValue');
  stored.values = [
    ...stored.values.filter((value) => value.valueId !== path.valueId),
    { valueId: path.valueId, remoteValueId: theirs.id, remoteValueName: theirs.name },
  ];
  if (stored.excludedValueIds) stored.excludedValueIds = stored.excludedValueIds.filter((id) => id !== path.valueId);
  return answer(world, found);
}

export function uncrossValue(world: World, path: CrossPath & { attributeId: number; valueId: number }): CategoryCrossAnswer | Refusal {
  const found = find(world, path);
  if ('code' in found) return found;
  const stored = crossedAttribute(found, path);
  if ('code' in stored) return stored;
  stored.values = stored.values.filter((value) => value.valueId !== path.valueId);
  if (found.crossing?.syncMode === 'forever' && !stored.excludedValueIds?.includes(path.valueId)) {
    stored.excludedValueIds = [...(stored.excludedValueIds ?? []), path.valueId];
  }
  return answer(world, found);
}
