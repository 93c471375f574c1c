/** Logistics for a seller (spec §2 Logistics, Holiday Manager, EAD list; §3 Holiday and EAD). */
import type { LocalizedName } from '../localized-name';

/** A day without shipping in a country (warehouse, carrier or public holiday); days are `YYYY-MM-DD`, both inclusive. */
export interface Holiday {
  id: number;
  /** The portal's seeded public holidays are named in both languages; a name the seller typed is kept as typed (`untranslated`). */
  name: LocalizedName;
  /** ISO 3166-1 alpha-2 (countries.ts). */
  country: string;
  start: string;
  end: string;
}

/** Estimated delivery days on one lane (spec §3 EAD); `saturday`: the carrier delivers on Saturdays there. */
export interface EadRow {
  id: number;
  originCountry: string;
  destinationCountry: string;
  estimatedDays: number;
  saturday: boolean;
}

export const CUSTOMS_DECLARATION_STATUSES = ['approved', 'pending', 'missing'] as const;
/** The company's customs declaration (ETGB) as staff keep it: on file and approved, being checked, or not uploaded. */
export type CustomsDeclarationStatus = (typeof CUSTOMS_DECLARATION_STATUSES)[number];

/** What staff set up for the company (spec §2 Hepsijet, customs declaration); the seller reads it. */
export interface LogisticsProfile {
  /** The country the company ships from (its EAD lanes start or end there). */
  originCountry: string;
  hepsijet: { enabled: boolean; since: string | null };
  customsDeclaration: { status: CustomsDeclarationStatus; updatedAt: string | null };
}
