/**
 * Crossings of our leaves to each marketplace group, partial on purpose: most leaves crossed to Hepsiburada with most
 * attributes and values, fewer to Noon, fewer still to Trendyol; some crossings removed (`uncrossed`), some synced
 * `forever`, and some mandatory marketplace attributes left without one of ours (mapping health shows them).
 * A Noon crossing is the same on all three Noon channels.
 */
import { DAY_MS } from '@contract/lists/date-range';
import type { AttributeCrossing, CategoryCrossing } from '@contract/catalog/taxonomy.types';
import type { Random } from '../prng';
import { staticAttribute } from './taxonomy-attributes';
import type { GroupTaxonomy } from './taxonomy-marketplaces';
import type { StaticCategory } from './taxonomy-tree';

const UNCROSSED_SHARE = 0.07;
const FOREVER_SHARE = 0.28;
/** A mandatory marketplace attribute is crossed more often than an optional one, but not always. */
const MANDATORY_BOOST = 0.6;

const iso = (ms: number) => new Date(ms).toISOString();

function attributeCrossings(random: Random, category: StaticCategory, group: GroupTaxonomy, date: string): AttributeCrossing[] {
  const { chances } = group.spec;
  const crossings: AttributeCrossing[] = [];
  for (const { code } of category.attributes) {
    const ours = staticAttribute(code);
    const theirs = group.attributeFor.get(ours.id);
    if (!theirs) continue;
    const chance = theirs.mandatory ? chances.attribute + (1 - chances.attribute) * MANDATORY_BOOST : chances.attribute;
    if (random() >= chance) continue;
    const values =
      ours.type !== 'list'
        ? []
        : ours.values.flatMap((value, index) => {
            const remote = theirs.values[index]!;
            return random() < chances.value ? [{ valueId: value.id, remoteValueId: remote.id, remoteValueName: remote.name }] : [];
          });
    crossings.push({
      attributeId: ours.id,
      remoteAttributeId: theirs.id,
      remoteAttributeName: theirs.name,
      status: random() < 0.03 ? 'uncrossed' : 'crossed',
      values,
      date,
    });
  }
  return crossings;
}

/** The crossings of one leaf; `since` is when the category was created, `until` the world's reference time. */
export function crossingsOf(random: Random, category: StaticCategory, groups: readonly GroupTaxonomy[], since: number, until: number): CategoryCrossing[] {
  if (!category.isLeaf) return [];
  const crossings: CategoryCrossing[] = [];
  for (const group of groups) {
    const chance = group.spec.chances.category * (category.inactive ? 0.5 : 1);
    if (random() >= chance) continue;
    const remote = group.categoryFor.get(category.id);
    if (!remote) continue;
    const date = iso(since + DAY_MS + random() * Math.max(0, until - since - 2 * DAY_MS));
    const status = random() < UNCROSSED_SHARE ? 'uncrossed' : 'crossed';
    const syncMode = random() < FOREVER_SHARE ? 'forever' : 'once';
    const attributes = attributeCrossings(random, category, group, date);
    for (const marketplace of group.spec.codes) {
      crossings.push({
        marketplace,
        remoteCategoryId: remote.id,
        remoteCategoryName: remote.name,
        status,
        syncMode,
        date,
        attributes: attributes.map((attribute) => ({ ...attribute, values: attribute.values.map((value) => ({ ...value })) })),
      });
    }
  }
  return crossings;
}
