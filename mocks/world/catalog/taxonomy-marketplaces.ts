/**
 * Each marketplace group's own category tree and attributes, mirrored from ours in its own language and numbering
 * (with categories of its own that we lack), plus attributes only it has. Fixed data: no seed involved.
 */
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import type { MarketplaceAttribute, MarketplaceCategory } from '@contract/catalog/taxonomy.types';
import { STATIC_ATTRIBUTES, staticAttribute } from './taxonomy-attributes';
import { EXTRA_CATEGORIES, GROUP_SPECS, type GroupSpec } from './taxonomy-marketplace-groups';
import { STATIC_CATEGORIES } from './taxonomy-static';

export interface GroupTaxonomy {
  spec: GroupSpec;
  /** Listed under the group's first channel code; `forChannel` copies them for the others. */
  categories: MarketplaceCategory[];
  attributes: MarketplaceAttribute[];
  categoryFor: Map<number, MarketplaceCategory>;
  attributeFor: Map<number, MarketplaceAttribute>;
}

/** Mandatory on the marketplace when it is mandatory in at least half of our leaves that use it. */
function mandatoryShare(): Map<string, boolean> {
  const counts = new Map<string, { used: number; mandatory: number }>();
  for (const category of STATIC_CATEGORIES) {
    for (const attribute of category.attributes) {
      const count = counts.get(attribute.code) ?? { used: 0, mandatory: 0 };
      count.used += 1;
      if (attribute.mandatory) count.mandatory += 1;
      counts.set(attribute.code, count);
    }
  }
  return new Map([...counts].map(([code, count]) => [code, count.mandatory * 2 >= count.used]));
}

function buildAttributes(spec: GroupSpec, marketplace: MarketplaceCode): { list: MarketplaceAttribute[]; byOurId: Map<number, MarketplaceAttribute> } {
  const mandatory = mandatoryShare();
  const byOurId = new Map<number, MarketplaceAttribute>();
  const name = (item: { en: string; tr: string }) => (spec.language === 'tr' ? item.tr : item.en);
  for (const attribute of STATIC_ATTRIBUTES) {
    if (attribute.old || !mandatory.has(attribute.code)) continue;
    const values = attribute.values.map((value) => ({ id: spec.valueId(value), name: name(value) }));
    if (attribute.code === 'colour') values.push(...spec.extraColours.map((colour, index) => ({ id: spec.extraValueId(index + 1), name: colour })));
    byOurId.set(attribute.id, {
      marketplace,
      id: spec.attributeId(attribute),
      name: name(attribute),
      mandatory: mandatory.get(attribute.code) ?? false,
      type: attribute.type,
      values,
    });
  }
  const own = spec.own.map((attribute, ownIndex): MarketplaceAttribute => ({
    marketplace,
    id: attribute.id,
    name: attribute.name,
    mandatory: attribute.mandatory,
    type: attribute.type,
    values: attribute.values.map((value, index) => ({ id: spec.extraValueId(100 * (ownIndex + 1) + index), name: value })),
  }));
  return { list: [...byOurId.values(), ...own], byOurId };
}

function buildGroup(spec: GroupSpec): GroupTaxonomy {
  const marketplace = spec.codes[0]!;
  const { list: attributes, byOurId: attributeFor } = buildAttributes(spec, marketplace);
  const categories: MarketplaceCategory[] = [];
  const categoryFor = new Map<number, MarketplaceCategory>();
  for (const ours of STATIC_CATEGORIES) {
    const rootName = ours.depth === 0 ? spec.roots[ours.en] : undefined;
    if (rootName === null) continue;
    const parent = ours.parentId === null ? undefined : categoryFor.get(ours.parentId);
    const name = rootName ?? (spec.language === 'tr' ? ours.tr : ours.en);
    const attributeIds = ours.isLeaf
      ? [
          ...ours.attributes.map((attribute) => attributeFor.get(staticAttribute(attribute.code).id)!.id),
          ...spec.own.filter((own) => own.under.some((code) => ours.codes.includes(code))).map((own) => own.id),
        ]
      : [];
    const category: MarketplaceCategory = {
      marketplace,
      id: spec.categoryId(ours.id),
      name,
      path: parent ? `${parent.path} > ${name}` : name,
      parentId: parent?.id ?? null,
      isLeaf: ours.isLeaf,
      attributeIds,
    };
    categories.push(category);
    categoryFor.set(ours.id, category);
  }
  let extra = 0;
  for (const [en, tr, leaves] of EXTRA_CATEGORIES) {
    extra += 1;
    const root: MarketplaceCategory = {
      marketplace,
      id: spec.extraCategoryId(extra),
      name: spec.language === 'tr' ? tr : en,
      path: spec.language === 'tr' ? tr : en,
      parentId: null,
      isLeaf: false,
      attributeIds: [],
    };
    categories.push(root);
    for (const [leafEn, leafTr] of leaves) {
      extra += 1;
      const name = spec.language === 'tr' ? leafTr : leafEn;
      categories.push({
        marketplace,
        id: spec.extraCategoryId(extra),
        name,
        path: `${root.path} > ${name}`,
        parentId: root.id,
        isLeaf: true,
        attributeIds: [],
      });
    }
  }
  return { spec, categories, attributes, categoryFor, attributeFor };
}

let groups: readonly GroupTaxonomy[] | null = null;

/** The three groups' taxonomies, built once per process (they are fixed data). */
export function groupTaxonomies(): readonly GroupTaxonomy[] {
  groups ??= GROUP_SPECS.map(buildGroup);
  return groups;
}

/** The group's categories and attributes as listed under every one of its channel codes (fresh copies). */
export function forEveryChannel(group: GroupTaxonomy): { categories: MarketplaceCategory[]; attributes: MarketplaceAttribute[] } {
  const categories: MarketplaceCategory[] = [];
  const attributes: MarketplaceAttribute[] = [];
  for (const marketplace of group.spec.codes) {
    categories.push(...group.categories.map((category) => ({ ...category, marketplace, attributeIds: [...category.attributeIds] })));
    attributes.push(...group.attributes.map((attribute) => ({ ...attribute, marketplace, values: attribute.values.map((value) => ({ ...value })) })));
  }
  return { categories, attributes };
}
