/**
 * Streams a worksheet part into rows: `<row r>` holds `<c r t s>` cells whose `<v>` (or `<is>` inline text) is read
 * by type: shared string, inline or formula string, boolean, error, date text or number (a date when its style's
 * number format is one). Missing `r` attributes follow the previous row or cell. Formulas give their cached value.
 * A hidden row (`<row hidden="1">`) is flagged; the hidden columns (`<col min max hidden="1">`) are the read's result.
 */
import type { CellValue } from '@contract/imports/import-columns';
import { excelSerialToIso } from './excel-dates';
import { isBlankCell, isTrueFlag, MAX_COLUMNS, type SheetRow } from './sheet-row';
import { SpreadsheetError } from './workbook-format';
import { unescapeOoxml, XmlPartParser, type XmlTag } from './xml-part';

export interface SheetContext {
  sharedStrings: readonly string[];
  dateStyles: readonly boolean[];
  date1904: boolean;
}

/** `AB12` → 27 (0-based column of the reference). */
export function columnIndexOf(reference: string): number {
  let column = 0;
  for (let at = 0; at < reference.length; at += 1) {
    const code = reference.charCodeAt(at) & ~32;
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return column - 1;
}

/** The cell being read (one object, reused: a sheet holds millions of cells). */
interface OpenCell {
  open: boolean;
  column: number;
  type: string;
  style: number;
  value: string;
  inlineText: string;
}

function cellValueOf(cell: OpenCell, context: SheetContext): CellValue {
  const { value } = cell;
  if (cell.type !== 'inlineStr' && value.trim() === '') return null;
  switch (cell.type) {
    case 's':
      return context.sharedStrings[Number.parseInt(value, 10)] ?? null;
    case 'inlineStr':
      return unescapeOoxml(cell.inlineText);
    case 'str':
    case 'e':
    case 'd':
      return unescapeOoxml(value);
    case 'b':
      return value === '1' || value === 'true';
    default: {
      const number = Number(value);
      if (!Number.isFinite(number)) return value;
      return context.dateStyles[cell.style] ? (excelSerialToIso(number, context.date1904) ?? number) : number;
    }
  }
}

const NOTHING = 0;
const VALUE = 1;
const INLINE_TEXT = 2;

/** `<col min="3" max="5">`'s columns, 0-based, within the sheet. */
function columnsOf({ attributes }: XmlTag): number[] {
  const min = Number.parseInt(attributes.min ?? '', 10);
  const max = Math.min(Number.parseInt(attributes.max ?? '', 10), MAX_COLUMNS);
  if (!(min >= 1) || !(max >= min)) return [];
  return Array.from({ length: max - min + 1 }, (_unused, at) => min - 1 + at);
}

/**
 * Rows with at least one non-blank cell, in sheet order, a small batch per unpacked chunk; answers the sheet's hidden
 * columns (0-based) when its rows are read.
 */
export async function* readSheetXml(partName: string, chunks: AsyncIterable<Uint8Array>, context: SheetContext): AsyncGenerator<SheetRow[], number[]> {
  let ready: SheetRow[] = [];
  let rowNumber = 0;
  let rowHidden = false;
  const hiddenColumns: number[] = [];
  let cells: CellValue[] | null = null;
  const cell: OpenCell = { open: false, column: 0, type: 'n', style: 0, value: '', inlineText: '' };
  let lastColumn = -1;
  let capturing = NOTHING;
  let phoneticDepth = 0;
  let sheetDataDone = false;

  const openCell = ({ attributes }: XmlTag) => {
    const column = attributes.r ? columnIndexOf(attributes.r) : lastColumn + 1;
    if (column < 0 || column >= MAX_COLUMNS)
      throw new SpreadsheetError('workbookUnreadable', `${partName}: cell ${attributes.r ?? column} is outside the sheet`);
    lastColumn = column;
    cell.open = true;
    cell.column = column;
    cell.type = attributes.t ?? 'n';
    cell.style = attributes.s ? Number(attributes.s) : 0;
    cell.value = '';
    cell.inlineText = '';
  };
  const closeCell = () => {
    if (!cell.open || !cells) return;
    cell.open = false;
    const value = cellValueOf(cell, context);
    if (!isBlankCell(value)) {
      while (cells.length < cell.column) cells.push(null);
      cells[cell.column] = value;
    }
  };

  const parser = new XmlPartParser(partName, {
    open(tag) {
      switch (tag.name) {
        case 'col':
          if (isTrueFlag(tag.attributes.hidden)) hiddenColumns.push(...columnsOf(tag));
          break;
        case 'row':
          rowNumber = tag.attributes.r ? Number.parseInt(tag.attributes.r, 10) : rowNumber + 1;
          rowHidden = isTrueFlag(tag.attributes.hidden);
          lastColumn = -1;
          cells = [];
          break;
        case 'c':
          openCell(tag);
          break;
        case 'v':
          if (cell.open) capturing = VALUE;
          break;
        case 'rPh':
          if (!tag.isSelfClosing) phoneticDepth += 1;
          break;
        case 't':
          if (cell.open && phoneticDepth === 0) capturing = INLINE_TEXT;
          break;
      }
    },
    text(text) {
      if (capturing === VALUE) cell.value += text;
      else if (capturing === INLINE_TEXT) cell.inlineText += text;
    },
    close(name) {
      if (name === 'v' || name === 't') capturing = NOTHING;
      else if (name === 'rPh') phoneticDepth = Math.max(0, phoneticDepth - 1);
      else if (name === 'c') closeCell();
      else if (name === 'row' && cells) {
        if (cells.length > 0) ready.push(rowHidden ? { row: rowNumber, cells, hidden: true } : { row: rowNumber, cells });
        cells = null;
      } else if (name === 'sheetData') sheetDataDone = true;
    },
  });

  for await (const chunk of chunks) {
    parser.write(chunk);
    if (ready.length > 0) {
      yield ready;
      ready = [];
    }
    if (sheetDataDone) return hiddenColumns;
  }
  parser.end();
  if (ready.length > 0) yield ready;
  return hiddenColumns;
}
