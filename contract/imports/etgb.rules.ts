/**
 * The ETGB file (the export customs declaration, staff only, on /admin/logistics/logistics): each row gives a
 * package, by its Package ID, the number of its customs declaration. The logistics service matches the package across
 * companies; a row naming no package is refused and lands in the error file.
 */
import type { ColumnGuide } from './column-guide';
import { cellText, headersOf, readWholeId, type CellValue, type HeaderMatch, type ImportColumn } from './import-columns';
import type { ImportReason } from './import.types';

export type EtgbKey = 'packageId' | 'etgbNumber';

export const ETGB_COLUMNS: readonly ImportColumn<EtgbKey>[] = [
  { key: 'packageId', header: 'Package ID', tr: 'Paket ID', aliases: ['Paket No', 'Package'], required: true },
  { key: 'etgbNumber', header: 'ETGB Number', tr: 'ETGB Numarası', aliases: ['ETGB No', 'ETGB'], required: true },
];

export const ETGB_HEADERS = headersOf(ETGB_COLUMNS);

/** A declaration number as the customs system writes it: 8 to 32 letters and digits (`25341200EX000123`). */
export const ETGB_NUMBER = /^[A-Za-z0-9]{8,32}$/;

export const ETGB_GUIDES: Readonly<Record<EtgbKey, ColumnGuide>> = {
  packageId: { unit: null, allowed: { key: 'imports.guide.allowed.packageId' }, format: 'whole', example: 1001000001 },
  etgbNumber: { unit: null, allowed: { key: 'imports.guide.allowed.etgbNumber' }, format: 'text', example: '25341200EX000123' },
};

export interface EtgbRow {
  packageId: number | null;
  /** Upper case, as the declaration is filed. */
  etgbNumber: string;
}

function readCells(cells: readonly CellValue[], match: HeaderMatch<EtgbKey>): { row: EtgbRow; reasons: ImportReason[] } {
  const packageId = readWholeId(cells, match.at.packageId, ETGB_HEADERS.packageId);
  const etgbNumber = cellText(cells[match.at.etgbNumber ?? -1]).toUpperCase();
  const reasons: ImportReason[] = [];
  if (packageId.reason) reasons.push(packageId.reason);
  else if (packageId.value === null) reasons.push({ code: 'validation.required', column: ETGB_HEADERS.packageId });
  if (!etgbNumber) reasons.push({ code: 'validation.required', column: ETGB_HEADERS.etgbNumber });
  else if (!ETGB_NUMBER.test(etgbNumber))
    reasons.push({ code: 'imports.reasons.etgbNumberInvalid', column: ETGB_HEADERS.etgbNumber, params: { value: etgbNumber } });
  return { row: { packageId: packageId.value, etgbNumber }, reasons };
}

export function readEtgbRow(cells: readonly CellValue[], match: HeaderMatch<EtgbKey>): { row: EtgbRow } | { reasons: ImportReason[] } {
  const { row, reasons } = readCells(cells, match);
  return reasons.length ? { reasons } : { row };
}

export function partialEtgbRow(cells: readonly CellValue[], match: HeaderMatch<EtgbKey>): EtgbRow {
  return readCells(cells, match).row;
}
