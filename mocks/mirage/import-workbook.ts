/**
 * Mirage reads an uploaded workbook in the browser with @e965/xlsx (Mirage is a development tool and never ships; the
 * BFF has its own hardened reader). Rows come out like the BFF's: the sheet's row number and its cells, dates as ISO
 * text, blank rows left out.
 */
import { read, SSF, type CellObject, type WorkBook } from '@e965/xlsx';
import type { CellValue } from '@contract/imports/import-columns';

export interface SheetRow {
  /** The sheet's row number (the first row is 1). */
  row: number;
  cells: CellValue[];
}

interface DateCode { y: number; m: number; d: number; H: number; M: number; S: number }
const dateFormat = SSF as { is_date(format: string): boolean; parse_date_code(serial: number, options?: object, date1904?: boolean): DateCode | null };

const two = (value: number) => String(value).padStart(2, '0');

function isoOfSerial(serial: number, date1904: boolean): string | null {
  const code = dateFormat.parse_date_code(serial, {}, date1904);
  if (!code) return null;
  const day = `${String(code.y).padStart(4, '0')}-${two(code.m)}-${two(code.d)}`;
  return code.H || code.M || code.S ? `${day}T${two(code.H)}:${two(code.M)}:${two(code.S)}` : day;
}

function cellValueOf(cell: CellObject | undefined, date1904: boolean): CellValue {
  if (!cell || cell.v === undefined || cell.v === null) return null;
  if (cell.t === 'e' || cell.t === 'z') return null;
  if (cell.t === 'n' && typeof cell.v === 'number') return typeof cell.z === 'string' && dateFormat.is_date(cell.z) ? isoOfSerial(cell.v, date1904) : cell.v;
  if (cell.v instanceof Date) return cell.v.toISOString().slice(0, 10);
  return typeof cell.v === 'string' || typeof cell.v === 'number' || typeof cell.v === 'boolean' ? cell.v : String(cell.v);
}

const isBlank = (cells: readonly CellValue[]) => cells.every((cell) => cell === null || (typeof cell === 'string' && cell.trim() === ''));

/** The first sheet's non-blank rows, or null when the bytes are no workbook @e965/xlsx can read. */
export function readWorkbookRows(bytes: Uint8Array): SheetRow[] | null {
  let workbook: WorkBook;
  try {
    workbook = read(bytes, { type: 'array', dense: true, sheets: 0, cellNF: true });
  } catch {
    return null;
  }
  const name = workbook.SheetNames[0];
  const sheet = name === undefined ? undefined : workbook.Sheets[name];
  if (!sheet) return null;
  const date1904 = workbook.Workbook?.WBProps?.date1904 === true;
  const rows: SheetRow[] = [];
  (sheet['!data'] ?? []).forEach((cells, index) => {
    const values = Array.from(cells ?? [], (cell) => cellValueOf(cell, date1904));
    if (!isBlank(values)) rows.push({ row: index + 1, cells: values });
  });
  return rows;
}
