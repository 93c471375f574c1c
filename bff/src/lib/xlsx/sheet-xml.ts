/**
 * The worksheet part of an export, as text: the head (frozen header, column widths), one `<row>` per row of cells,
 * and the tail. Text is an inline string (no shared-string table to hold until the end, so memory stays flat), a
 * formatted number gets the style of its format (xlsx-styles.ts), an empty cell is left out.
 */
import { hasEdgeSpace, cellText } from './xml-text';
import type { XlsxCell } from './xlsx-cell';
import type { XlsxStyles } from './xlsx-styles';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A, B, … Z, AA, AB…: the letters of the column at a 0-based index. */
export function columnName(index: number): string {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  return name;
}

export interface SheetHeadOptions {
  widths: readonly number[];
  freezeHeader?: boolean | undefined;
}

export function sheetHead({ widths, freezeHeader }: SheetHeadOptions): string {
  const views = freezeHeader
    ? '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft"/></sheetView></sheetViews>'
    : '<sheetViews><sheetView workbookViewId="0"/></sheetViews>';
  const columns = widths.map((width, index) => `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`).join('');
  return (
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}">` +
    `${views}<sheetFormatPr defaultRowHeight="15"/>${columns ? `<cols>${columns}</cols>` : ''}<sheetData>`
  );
}

export const SHEET_TAIL = '</sheetData><pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></worksheet>';

/** Writes rows one after another, numbering them from 1. */
export class SheetRows {
  private readonly columns: string[] = [];
  private rowNumber = 0;
  private readonly wrapColumns: ReadonlySet<number>;

  /** `wrapColumns`: the columns (0-based) whose text wraps. */
  constructor(
    private readonly styles: XlsxStyles,
    wrapColumns: readonly number[] = [],
  ) {
    this.wrapColumns = new Set(wrapColumns);
  }

  private columnOf(index: number): string {
    return (this.columns[index] ??= columnName(index));
  }

  /** The next row's XML. */
  row(cells: readonly XlsxCell[]): string {
    const r = String((this.rowNumber += 1));
    let xml = `<row r="${r}">`;
    for (let index = 0; index < cells.length; index += 1) {
      const cell = cells[index];
      if (cell === null || cell === undefined) continue;
      const ref = this.columnOf(index) + r;
      if (typeof cell === 'string') {
        const style = this.wrapColumns.has(index) ? ` s="${this.styles.wrapped()}"` : '';
        xml += hasEdgeSpace(cell)
          ? `<c r="${ref}"${style} t="inlineStr"><is><t xml:space="preserve">${cellText(cell)}</t></is></c>`
          : `<c r="${ref}"${style} t="inlineStr"><is><t>${cellText(cell)}</t></is></c>`;
      } else if (typeof cell === 'number') {
        if (Number.isFinite(cell)) xml += `<c r="${ref}"><v>${cell}</v></c>`;
      } else if (typeof cell === 'boolean') xml += `<c r="${ref}" t="b"><v>${cell ? 1 : 0}</v></c>`;
      else if (Number.isFinite(cell.number)) xml += `<c r="${ref}" s="${this.styles.styleOf(cell.format)}"><v>${cell.number}</v></c>`;
    }
    return `${xml}</row>`;
  }
}
