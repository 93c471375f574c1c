/**
 * Excel imports (spec §2 importer routes, §4 suspended/banned, §5 uploads and price-import limits): what the SPA, the
 * BFF and the sandbox share. Reasons are i18n keys (`validation.*`, `imports.reasons.*`) with parameters.
 */
import type { TransactionMethod } from '../transactions/transaction.types';

/** The seller's importer screens. */
export const IMPORT_KINDS = ['productVariant', 'stockPrice', 'fulfillmentDay'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
/**
 * Staff imports (spec §9 "tag assign"; the ETGB and lead-time files of the logistics tools): the same job, reader,
 * checks and error files, started from an admin screen.
 */
export const STAFF_IMPORT_KINDS = ['tagAssign', 'etgb', 'leadTime', 'categoryBlock', 'priceBlock', 'lockUpdate', 'commissionBulk', 'stockBulk'] as const;
export type StaffImportKind = (typeof STAFF_IMPORT_KINDS)[number];
export const isStaffImportKind = (kind: string): kind is StaffImportKind => STAFF_IMPORT_KINDS.some((staff) => staff === kind);
/** A file uploaded to one campaign (its Upload SKU modal): the job is told the campaign. */
export const CAMPAIGN_IMPORT_KINDS = ['campaignSkus'] as const;
export type CampaignImportKind = (typeof CAMPAIGN_IMPORT_KINDS)[number];
/** Every kind the import job runs. */
export type ImportJobKind = ImportKind | StaffImportKind | CampaignImportKind;
export const IMPORT_JOB_KINDS: readonly ImportJobKind[] = [...IMPORT_KINDS, ...STAFF_IMPORT_KINDS, ...CAMPAIGN_IMPORT_KINDS];

export const IMPORT_METHODS: Readonly<Record<ImportJobKind, TransactionMethod>> = {
  productVariant: 'productVariantImport',
  stockPrice: 'stockPriceImport',
  fulfillmentDay: 'fulfillmentDayImport',
  tagAssign: 'tagAssign',
  etgb: 'etgbImport',
  leadTime: 'leadTimeImport',
  categoryBlock: 'categoryBlocks',
  priceBlock: 'priceBlocks',
  lockUpdate: 'lockUpdate',
  commissionBulk: 'commissionBulkUpdate',
  stockBulk: 'stockBulkImport',
  campaignSkus: 'campaignSkuImport',
};

export function importKindOfMethod(method: TransactionMethod): ImportKind | null {
  return IMPORT_KINDS.find((kind) => IMPORT_METHODS[kind] === method) ?? null;
}

/** Spec §5: Excel files are xls or xlsx; the product-variant file may be 9 MB, and the other imports share that limit. */
export const IMPORT_EXTENSIONS = ['xlsx', 'xls'] as const;
export type ImportExtension = (typeof IMPORT_EXTENSIONS)[number];
export const IMPORT_FILE_MAX_BYTES = 9 * 1024 * 1024;

/** The extension of a file name (lower case), when it is one an import takes. */
export function importExtensionOf(fileName: string): ImportExtension | null {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase();
  return IMPORT_EXTENSIONS.find((known) => known === extension) ?? null;
}

/** Spec §4: an admin may suspend a company's product/variant imports for a while, or ban them. */
export const IMPORT_STATES = ['allowed', 'suspended', 'banned'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

/**
 * One reason a row was refused: an i18n key and its parameters (rendered in the reader's language), and the column it
 * concerns: its header as the seller's file wrote it (seller text), or, for a column the file lacks, the template
 * column's English header with `templateColumn` (rendered as the template names it in the reader's language).
 */
export interface ImportReason {
  code: string;
  column?: string | undefined;
  templateColumn?: true | undefined;
  params?: Record<string, string | number> | undefined;
}

/** A refused row of an import (Import Errors tab and its sidebar). `row` is the sheet's row number (header = 1). */
export interface ImportRowError {
  transactionId: string;
  kind: ImportJobKind;
  row: number;
  sku: string | null;
  productId: number | null;
  productName: string | null;
  companyId: number;
  /** The SKU the marketplaces know the variant by (its extra SKU when it has one, else its SKU). */
  syncSku: string | null;
  reasons: ImportReason[];
  date: string;
  /** The row's cells as text by column (its English header; an attribute column by its name), to fix it in the browser. */
  cells?: Record<string, string> | undefined;
}

/**
 * Spec §5's price-import limits; the numbers are the BFF's configuration (IMPORT_* variables) and the screen shows
 * them. `dailyPriceUpdatesLeft` is today's allowance left for the signed-in company.
 */
export interface ImportLimits {
  maxFileBytes: number;
  /** Rows one file may hold (after the header). */
  maxRows: number;
  /** Rows sent to the marketplace service per call. */
  batchSize: number;
  /** Price + commission + commission VAT + marketplace fee + its VAT, in US dollars. */
  maxProductPriceUsd: number;
  /** A new price may be at most this multiple of the current one. */
  maxPriceRiseMultiple: number;
  /** A new price may be at most this percentage below the current one. */
  maxPriceDropPercent: number;
  /** Price changes a day: this multiple of the company's SKU count. */
  dailyPriceUpdateMultiple: number;
  /** Weight, deci and dimensions: changes per variant a day, and the largest multiple of the current value at once. */
  measureUpdatesPerDay: number;
  maxMeasureMultiple: number;
  /** VAT charged on commission and on the marketplace fee, in percent. */
  vatPercent: number;
}

export interface ImportSettingsAnswer {
  state: ImportState;
  limits: ImportLimits;
  dailyPriceUpdatesLeft: number;
}

export interface ImportStartedAnswer {
  transactionId: string;
}

/**
 * The limits' defaults (spec §5 hides the numbers): a product price up to 10,000 USD all fees included, a price at most
 * 3× its current value at once and at least a fifth of it (a drop of at most 80 %), price changes up to 5× the SKU count a day, weight/deci/dimensions changed at most 3
 * times a day per variant and to at most 5× the current value. The BFF's IMPORT_* variables override them.
 */
export const DEFAULT_IMPORT_LIMITS: ImportLimits = {
  maxFileBytes: IMPORT_FILE_MAX_BYTES,
  maxRows: 100_000,
  batchSize: 500,
  maxProductPriceUsd: 10_000,
  maxPriceRiseMultiple: 3,
  maxPriceDropPercent: 80,
  dailyPriceUpdateMultiple: 5,
  measureUpdatesPerDay: 3,
  maxMeasureMultiple: 5,
  vatPercent: 20,
};
