/** The BFF's import answers and queries (API.imports). */
import * as yup from 'yup';
import { compactQuery, parsePage, parsePageSize, type RawQuery } from '../lists/list-query';
import type { MarketplaceCode } from '../downstream/marketplace';
import type { LocalizedName } from '../localized-name';
import { IMPORT_KINDS, IMPORT_STATES, type ImportKind, type ImportRowError } from './import.types';

/** PUT `${API.imports}/state` (staff): allow, suspend or ban the company's imports. */
export const importStateSchema = yup.object({
  state: yup.string().oneOf(IMPORT_STATES, 'validation.required').required('validation.required'),
});

/** Rows corrected in the browser go back as one import of at most this many rows. */
export const IMPORT_RESEND_MAX_ROWS = 1_000;
const RESEND_MAX_COLUMNS = 300;
const RESEND_MAX_CELL_CHARS = 5_000;

const isCell = (value: unknown) =>
  value === null || (typeof value === 'string' && value.length <= RESEND_MAX_CELL_CHARS) || (typeof value === 'number' && Number.isFinite(value));

/**
 * POST `${API.imports}/:kind/rows`: refused rows corrected in the browser, sent as a new import of the kind (the same
 * job as a file's). `header` names the columns as a file's header row would (the template's, in `lang`); each row holds
 * its cells in that order (text, a number, or null for an empty cell).
 */
export const importRowsSchema = yup.object({
  lang: yup.string().oneOf(['en', 'tr'], 'validation.fillOutField').default('en'),
  fileName: yup.string().trim().required('validation.required').max(120, 'validation.textTooLong'),
  header: yup
    .array(yup.string().defined().max(200, 'validation.textTooLong'))
    .min(1, 'validation.required')
    .max(RESEND_MAX_COLUMNS, 'validation.tooManyRows')
    .required('validation.required'),
  rows: yup
    .array(
      yup
        .array(
          yup
            .mixed<string | number>()
            .nullable()
            .defined()
            .test('cell', 'validation.fillOutField', (cell) => isCell(cell)),
        )
        .max(RESEND_MAX_COLUMNS, 'validation.tooManyRows')
        .required('validation.required'),
    )
    .min(1, 'validation.selectItems')
    .max(IMPORT_RESEND_MAX_ROWS, 'validation.tooManyRows')
    .required('validation.required'),
});

export interface ImportErrorQuery {
  kind: ImportKind;
  /** One import's refused rows; all of the kind's recent imports when absent. */
  transactionId?: string | undefined;
  /** Narrows to rows whose SKU contains this text. */
  sku?: string | undefined;
  page: number;
  pageSize: number;
}

export interface ImportErrorListAnswer {
  items: ImportRowError[];
  total: number;
  page: number;
  pageSize: number;
}

export function parseImportErrorQuery(raw: RawQuery): ImportErrorQuery {
  const kind = IMPORT_KINDS.find((known) => known === raw.kind) ?? 'productVariant';
  const transactionId = raw.transactionId && /^[A-Za-z0-9_-]{1,64}$/.test(raw.transactionId) ? raw.transactionId : undefined;
  const sku = raw.sku?.trim() ? raw.sku.trim().slice(0, 60) : undefined;
  return { kind, transactionId, sku, page: parsePage(raw.page), pageSize: parsePageSize(raw.pageSize) };
}

export function importErrorQueryToRaw(query: Partial<ImportErrorQuery>): Record<string, string> {
  return compactQuery({ ...query });
}

/** A seller-panel leaf category a product/variant template can be made for, found by a marketplace's category. */
export interface TemplateCategory {
  categoryId: number;
  /** Our category's own names and path, in both languages (the reader's is shown). */
  name: LocalizedName;
  path: LocalizedName;
  marketplace: MarketplaceCode;
  marketplaceCategoryId: string;
  marketplaceCategoryName: string;
  /** Mandatory attributes the template will carry as columns. */
  mandatoryAttributes: LocalizedName[];
}

export interface TemplateCategoryQuery {
  /** A marketplace category's name (part of it) or its exact ID; at least 3 characters for a name. */
  search?: string | undefined;
  marketplace?: MarketplaceCode | undefined;
}

export interface TemplateCategoryAnswer {
  items: TemplateCategory[];
}
