/**
 * The lead-time file (staff only, on /admin/lead-time-tools): each row sets the fulfillment day (the days a product
 * needs before shipping) of every product a company has in a category, the category's sub-categories included.
 * Checked with product edit's own rule for the day; the marketplace service checks the company and the category.
 */
import { productBasicSchema } from '../catalog/catalog.schemas';
import type { ColumnGuide } from './column-guide';
import { headersOf, numberCells, numberOrZero, readWholeId, schemaReasons, type CellValue, type HeaderMatch, type ImportColumn } from './import-columns';
import type { ImportReason } from './import.types';

export type LeadTimeKey = 'companyId' | 'categoryId' | 'fulfillmentDay';

export const LEAD_TIME_COLUMNS: readonly ImportColumn<LeadTimeKey>[] = [
  { key: 'companyId', header: 'Company ID', tr: 'Firma ID', aliases: ['Company', 'Firma No'], required: true },
  { key: 'categoryId', header: 'Category ID', tr: 'Kategori ID', aliases: ['Kategori No'], required: true },
  { key: 'fulfillmentDay', header: 'Fulfillment Day', tr: 'Hazırlık Süresi', aliases: ['Lead Time', 'Kargoya Veriliş Süresi'], required: true },
];

export const LEAD_TIME_HEADERS = headersOf(LEAD_TIME_COLUMNS);

export const LEAD_TIME_GUIDES: Readonly<Record<LeadTimeKey, ColumnGuide>> = {
  companyId: { unit: null, allowed: { key: 'imports.guide.allowed.companyId' }, format: 'whole', example: 1001 },
  categoryId: { unit: null, allowed: { key: 'imports.guide.allowed.anyCategory' }, format: 'whole', example: 104 },
  fulfillmentDay: { unit: 'days', allowed: { key: 'imports.guide.allowed.between', params: { min: 1, max: 60 } }, format: 'whole', example: 2 },
};

export interface LeadTimeRow {
  companyId: number | null;
  categoryId: number | null;
  fulfillmentDay: number;
}

export const leadTimeRowSchema = productBasicSchema.pick(['fulfillmentDay']);

function readCells(cells: readonly CellValue[], match: HeaderMatch<LeadTimeKey>): { row: LeadTimeRow; reasons: ImportReason[] } {
  const reasons: ImportReason[] = [];
  const ids = (['companyId', 'categoryId'] as const).map((key) => {
    const read = readWholeId(cells, match.at[key], LEAD_TIME_HEADERS[key]);
    if (read.reason) reasons.push(read.reason);
    else if (read.value === null) reasons.push({ code: 'validation.required', column: LEAD_TIME_HEADERS[key] });
    return read.value;
  });
  const numbers = numberCells(['fulfillmentDay'], (key) => cells[match.at[key] ?? -1], LEAD_TIME_HEADERS);
  const { fulfillmentDay } = numbers.values;
  reasons.push(...numbers.merge(schemaReasons(leadTimeRowSchema, { fulfillmentDay }, LEAD_TIME_HEADERS, { strict: true })));
  return { row: { companyId: ids[0] ?? null, categoryId: ids[1] ?? null, fulfillmentDay: numberOrZero(fulfillmentDay) }, reasons };
}

export function readLeadTimeRow(cells: readonly CellValue[], match: HeaderMatch<LeadTimeKey>): { row: LeadTimeRow } | { reasons: ImportReason[] } {
  const { row, reasons } = readCells(cells, match);
  return reasons.length ? { reasons } : { row };
}

export function partialLeadTimeRow(cells: readonly CellValue[], match: HeaderMatch<LeadTimeKey>): LeadTimeRow {
  return readCells(cells, match).row;
}
