/**
 * The stock/price refused rows as an editable grid: each row's stored cells as the inputs' values, the contract's
 * reader (readStockPriceRow) judging a changed row as the import will, and the changed rows as the resend's body.
 */
import { matchHeaders } from '@contract/imports/import-columns';
import type { ImportRowError } from '@contract/imports/import.types';
import { readStockPriceRow, STOCK_PRICE_COLUMNS, STOCK_PRICE_HEADERS, type StockPriceKey } from '@contract/imports/stock-price.rules';

export const RESEND_FIELDS: readonly StockPriceKey[] = STOCK_PRICE_COLUMNS.map((column) => column.key);
/** The resent rows name their columns by the English headers (the reader knows both languages). */
export const RESEND_HEADER: readonly string[] = RESEND_FIELDS.map((field) => STOCK_PRICE_HEADERS[field]);
const HEADER_MATCH = matchHeaders(RESEND_HEADER, STOCK_PRICE_COLUMNS);

/** A refused row's cells by field, as the file had them (the SKU the row was known by when no cells were kept). */
export function storedValues(row: Pick<ImportRowError, 'cells' | 'sku'>): Record<StockPriceKey, string> {
  const stored = (field: StockPriceKey) => row.cells?.[STOCK_PRICE_HEADERS[field]] ?? (field === 'sku' ? (row.sku ?? '') : '');
  return Object.fromEntries(RESEND_FIELDS.map((field) => [field, stored(field)])) as Record<StockPriceKey, string>;
}

/** What the reader would refuse in these values: field -> i18n key (the first reason of each column). */
export function resendProblems(values: Readonly<Record<string, string>>): Record<string, string> {
  const read = readStockPriceRow(
    RESEND_FIELDS.map((field) => values[field] ?? ''),
    HEADER_MATCH,
  );
  if (!('reasons' in read)) return {};
  const problems: Record<string, string> = {};
  for (const reason of read.reasons) {
    const field = RESEND_FIELDS.find((known) => STOCK_PRICE_HEADERS[known] === reason.column);
    if (field && !problems[field]) problems[field] = reason.code;
  }
  return problems;
}

/** The changed rows in sheet order, their cells in the header's order. */
export function resendBody(
  refused: readonly ImportRowError[],
  drafts: Readonly<Record<string, Readonly<Record<string, string>>>>,
  key: (row: ImportRowError) => string,
) {
  const rows = refused.flatMap((row) => {
    const values = drafts[key(row)];
    if (!values) return [];
    const merged = { ...storedValues(row), ...values };
    return [RESEND_FIELDS.map((field) => merged[field].trim())];
  });
  return { header: [...RESEND_HEADER], rows };
}

/** `prices.xlsx` resent as `prices-fixed.xlsx`. */
export function resendFileName(uploaded: string | null | undefined): string {
  const base = (uploaded ?? '').replace(/\.[^.]+$/, '').replace(/-errors$/, '') || 'import';
  return `${base}-fixed.xlsx`;
}
