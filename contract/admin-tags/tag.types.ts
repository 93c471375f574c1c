/**
 * Tags (spec §2 /admin/tag-management, §9 "tag assign"): staff labels on products or on companies, named in both
 * interface languages. Tags are staff-only: sellers never see them (docs/decisions.md).
 */
import type { LocalizedName } from '../localized-name';

export const TAG_COLOURS = ['grey', 'blue', 'green', 'yellow', 'orange', 'red', 'purple'] as const;
export type TagColour = (typeof TAG_COLOURS)[number];

/** What a tag may be put on. */
export const TAG_KINDS = ['product', 'company'] as const;
export type TagKind = (typeof TAG_KINDS)[number];

export const TAG_STATUSES = ['active', 'inactive'] as const;
export type TagStatus = (typeof TAG_STATUSES)[number];

export interface Tag {
  id: number;
  name: LocalizedName;
  colour: TagColour;
  kind: TagKind;
  status: TagStatus;
  /** How many products or companies carry it now. */
  usage: number;
}

/** A product or a company a tag is put on. */
export interface TagTarget {
  kind: TagKind;
  /** The product's id, or the company's. */
  id: number;
  companyId: number;
  companyName: string;
  /** The product's name (the company's name for a company). */
  name: string;
  /** The product's first variant's SKU; null for a company. */
  sku: string | null;
  /** The ids of the tags it carries. */
  tagIds: number[];
}

/** Staff transactions (the tag-assign file) belong to no seller: they are kept under this company id, which no company has. */
export const STAFF_TRANSACTIONS_COMPANY = 0;
