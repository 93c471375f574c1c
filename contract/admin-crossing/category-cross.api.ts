/**
 * Category Cross for staff: the crossing health of the shared tree per marketplace, and a company's mapping health
 * (the measure its sellers see, contract/catalog/mapping-health.ts) when the list is filtered to one company.
 */
import type { QueryCodec } from '../api/route-def';
import { wholeId } from '../lists/whole-id';
import type { MarketplaceCode } from '../downstream/marketplace';
import type { MappingHealth } from '../catalog/taxonomy.types';

/** The shared tree's leaves on one marketplace, by crossing state. */
export interface TaxonomyCrossHealth {
  marketplace: MarketplaceCode;
  leaves: number;
  crossed: number;
  uncrossed: number;
  never: number;
  /** Crossed leaves synced forever (auto crossing). */
  forever: number;
  /** Mandatory attributes of theirs, over every crossed leaf, that no attribute of ours is crossed to. */
  missingMandatory: number;
}

export interface AdminCrossHealthAnswer {
  items: TaxonomyCrossHealth[];
  /** The company's mapping health per marketplace (as its sellers see it); null without a company. */
  company: MappingHealth[] | null;
}

export interface AdminCrossHealthQuery {
  companyId?: number;
}

export const adminCrossHealthQuery: QueryCodec<AdminCrossHealthQuery> = {
  parse: (raw) => {
    const companyId = wholeId(raw.companyId);
    return companyId === null ? {} : { companyId };
  },
  toRaw: ({ companyId }): Record<string, string> => (companyId === undefined ? {} : { companyId: String(companyId) }),
};

/** The percentage of a part of the leaves, whole (0 with no leaves). */
export function leafPercent(part: number, leaves: number): number {
  return leaves === 0 ? 0 : Math.floor((part / leaves) * 100);
}
