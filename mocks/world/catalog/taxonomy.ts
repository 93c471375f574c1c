/**
 * The taxonomy every company shares: our category tree with dates, attributes per leaf and crossings; each
 * marketplace's own tree and attributes. Built on first access from the world seed alone.
 */
import { DAY_MS } from '@contract/lists/date-range';
import type { Attribute, SellerCategory } from '@contract/catalog/taxonomy.types';
import { mixSeed, mulberry32, randomInt } from '../prng';
import type { World } from '../world';
import type { Taxonomy } from './catalog-book';
import { STATIC_ATTRIBUTES, staticAttribute } from './taxonomy-attributes';
import { crossingsOf } from './taxonomy-crossings';
import { forEveryChannel, groupTaxonomies } from './taxonomy-marketplaces';
import { STATIC_CATEGORIES, staticCategory } from './taxonomy-static';

/** The tree was set up about four years before the world's reference time; categories were added since. */
const TREE_AGE_DAYS = 1500;

function attributes(): Attribute[] {
  return STATIC_ATTRIBUTES.map((attribute) => ({
    id: attribute.id,
    name: { en: attribute.en, tr: attribute.tr },
    remoteId: `ATR-${String(attribute.id).padStart(4, '0')}`,
    status: attribute.inactive ? 'inactive' : 'active',
    type: attribute.type,
    values: attribute.values.map((value) => ({ id: value.id, name: { en: value.en, tr: value.tr } })),
    old: attribute.old,
  }));
}

export function buildTaxonomy(seed: number, createdAt: number): Taxonomy {
  const random = mulberry32(mixSeed(seed, 0, 40));
  const groups = groupTaxonomies();
  const born = new Map<number, number>();
  const categories: SellerCategory[] = STATIC_CATEGORIES.map((row) => {
    const parentBorn = row.parentId === null ? createdAt - TREE_AGE_DAYS * DAY_MS : born.get(row.parentId)!;
    const at = row.parentId === null ? parentBorn + randomInt(random, 0, 20) * DAY_MS : parentBorn + randomInt(random, 0, row.depth * 150) * DAY_MS;
    born.set(row.id, at);
    const parent = row.parentId === null ? undefined : staticCategory(row.parentId);
    return {
      id: row.id,
      name: row.en,
      path: { ...row.path },
      status: row.inactive ? 'inactive' : 'active',
      isLeaf: row.isLeaf,
      parentId: row.parentId,
      parentName: parent?.en ?? null,
      remoteId: String(20_000 + row.id),
      parentRemoteId: parent ? String(20_000 + parent.id) : null,
      createdAt: new Date(at).toISOString(),
      attributes: row.attributes.map((attribute) => ({ attributeId: staticAttribute(attribute.code).id, mandatory: attribute.mandatory })),
      crossings: crossingsOf(random, row, groups, at, createdAt),
    };
  });
  const marketplaceCategories = [];
  const marketplaceAttributes = [];
  for (const group of groups) {
    const copies = forEveryChannel(group);
    marketplaceCategories.push(...copies.categories);
    marketplaceAttributes.push(...copies.attributes);
  }
  return {
    categories,
    attributes: attributes(),
    marketplaceCategories,
    marketplaceAttributes,
    nextCategoryId: STATIC_CATEGORIES.at(-1)!.id + 1,
    version: 0,
  };
}

/** The world's taxonomy, built on first access and then changed only by operations (which bump `version`). */
export function taxonomyOf(world: World): Taxonomy {
  world.taxonomy ??= buildTaxonomy(world.seed, world.createdAt);
  return world.taxonomy;
}

const pristine = new WeakMap<World, Taxonomy>();

/**
 * The taxonomy as seeded, for generating catalogues: the world's own while no operation has changed it, else a fresh
 * build (kept aside), so a catalogue never depends on what was done before it was first read.
 */
export function seededTaxonomy(world: World): Taxonomy {
  const current = taxonomyOf(world);
  if (current.version === 0) return current;
  let kept = pristine.get(world);
  if (!kept) {
    kept = buildTaxonomy(world.seed, world.createdAt);
    pristine.set(world, kept);
  }
  return kept;
}
