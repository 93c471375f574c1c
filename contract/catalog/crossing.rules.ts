/**
 * Crossing rules, pure. Auto crossing (spec §4 "synced once or forever") is decided here:
 * - Crossing a category maps every attribute of ours to theirs of the same name (both modes); `once` also stores the
 *   value pairs of the same name that exist at that moment.
 * - `forever` maps values by name on every read instead (effectiveValues): a value that appears later on our attribute
 *   or on theirs is crossed as soon as anyone looks, with no write needed on either side. A value uncrossed by hand in
 *   forever mode is remembered (excludedValueIds), so the name match does not bring it back; crossing it again by
 *   hand lifts that.
 */
import { foldText } from '../text-search';
import type { ValueCrossingView } from './crossing.api';
import type { Attribute, AttributeCrossing, AttributeValue, CrossSyncMode, MarketplaceAttribute } from './taxonomy.types';

/** Names compared for auto crossing: case, accents, Turkish dotless i and extra spaces set aside. */
export function nameKey(name: string): string {
  return foldText(name.trim().replace(/\s+/g, ' '));
}

export function sameName(a: string, b: string): boolean {
  return nameKey(a) !== '' && nameKey(a) === nameKey(b);
}

export function findByName<T extends { name: string }>(name: string, candidates: readonly T[]): T | undefined {
  return candidates.find((candidate) => sameName(name, candidate.name));
}

/** Our attributes and theirs paired by name: what crossing a category maps at once. */
export function attributesByName(
  ours: readonly Pick<Attribute, 'id' | 'name'>[],
  theirs: readonly MarketplaceAttribute[],
): { attributeId: number; theirs: MarketplaceAttribute }[] {
  return ours.flatMap((attribute) => {
    const match = findByName(attribute.name.en, theirs);
    return match ? [{ attributeId: attribute.id, theirs: match }] : [];
  });
}

/** Our values and theirs paired by name (value crossings as stored). */
export function valuesByName(
  ours: readonly AttributeValue[],
  theirs: Pick<MarketplaceAttribute, 'values'>,
): { valueId: number; remoteValueId: string; remoteValueName: string }[] {
  return ours.flatMap((value) => {
    const match = findByName(value.name.en, theirs.values);
    return match ? [{ valueId: value.id, remoteValueId: match.id, remoteValueName: match.name }] : [];
  });
}

/**
 * The value crossings of an attribute crossing as they stand now: the stored ones (made by hand, or by `once` at
 * crossing time) and, in `forever` mode, a name match for each other value of ours that is not excluded.
 * Stored crossings whose value is gone on either side are left out.
 */
export function effectiveValues(
  crossing: Pick<AttributeCrossing, 'values' | 'excludedValueIds' | 'status'>,
  ours: Pick<Attribute, 'values'>,
  theirs: Pick<MarketplaceAttribute, 'values'> | undefined,
  syncMode: CrossSyncMode,
): ValueCrossingView[] {
  if (crossing.status !== 'crossed' || !theirs) return [];
  const theirIds = new Set(theirs.values.map((value) => value.id));
  const excluded = new Set(crossing.excludedValueIds ?? []);
  const out: ValueCrossingView[] = [];
  for (const value of ours.values) {
    const stored = crossing.values.find((candidate) => candidate.valueId === value.id && theirIds.has(candidate.remoteValueId));
    if (stored) {
      out.push({ ...stored, auto: false });
      continue;
    }
    if (syncMode !== 'forever' || excluded.has(value.id)) continue;
    const match = findByName(value.name.en, theirs.values);
    if (match) out.push({ valueId: value.id, remoteValueId: match.id, remoteValueName: match.name, auto: true });
  }
  return out;
}

/** Moving from forever to once keeps what forever shows now: the name matches become stored crossings. */
export function materialized(views: readonly ValueCrossingView[]): AttributeCrossing['values'] {
  return views.map(({ valueId, remoteValueId, remoteValueName }) => ({ valueId, remoteValueId, remoteValueName }));
}
