/**
 * The fulfillment-day import (spec §2): a variant's SKU and the days its product needs before shipping. The day
 * belongs to the product (§3), so two rows naming one product must agree. Checked with product edit's own rule.
 */
import { productBasicSchema } from '../catalog/catalog.schemas';
import { cellText, headersOf, numberCells, numberOrZero, schemaReasons, type CellValue, type HeaderMatch, type ImportColumn } from './import-columns';
import type { ImportReason } from './import.types';

export type FulfillmentDayKey = 'sku' | 'fulfillmentDay';

export const FULFILLMENT_DAY_COLUMNS: readonly ImportColumn<FulfillmentDayKey>[] = [
  { key: 'sku', header: 'SKU', tr: 'SKU', aliases: ['Stok Kodu'], required: true },
  { key: 'fulfillmentDay', header: 'Fulfillment Day', tr: 'Hazırlık Süresi', aliases: ['Kargoya Veriliş Süresi'], required: true },
];

export const FULFILLMENT_DAY_HEADERS = headersOf(FULFILLMENT_DAY_COLUMNS);
const HEADERS: Readonly<Record<string, string>> = FULFILLMENT_DAY_HEADERS;

export interface FulfillmentDayRow {
  sku: string;
  fulfillmentDay: number;
}

export const fulfillmentDayRowSchema = productBasicSchema.pick(['fulfillmentDay']);

export function readFulfillmentDayRow(
  cells: readonly CellValue[],
  match: HeaderMatch<FulfillmentDayKey>,
): { row: FulfillmentDayRow } | { reasons: ImportReason[] } {
  const sku = cellText(cells[match.at.sku ?? -1]);
  const numbers = numberCells(['fulfillmentDay'], (key) => cells[match.at[key] ?? -1], FULFILLMENT_DAY_HEADERS);
  const { fulfillmentDay } = numbers.values;
  const reasons: ImportReason[] = sku ? [] : [{ code: 'validation.required', column: HEADERS.sku }];
  reasons.push(...numbers.merge(schemaReasons(fulfillmentDayRowSchema, { fulfillmentDay }, HEADERS, { strict: true })));
  return reasons.length ? { reasons } : { row: { sku, fulfillmentDay: Number(fulfillmentDay) } };
}

/** What a refused row's cells still say (a day that cannot be read is 0), for the catalogue's checks of its SKU. */
export function partialFulfillmentDayRow(cells: readonly CellValue[], match: HeaderMatch<FulfillmentDayKey>): FulfillmentDayRow {
  const { values } = numberCells(['fulfillmentDay'], (key) => cells[match.at[key] ?? -1], FULFILLMENT_DAY_HEADERS);
  return { sku: cellText(cells[match.at.sku ?? -1]), fulfillmentDay: numberOrZero(values.fulfillmentDay) };
}
