/**
 * The styles part: the default style, then one style per number format the sheet used (dates, amounts with their
 * currency), numbered as the cells met them, and text that wraps when a cell asked for it. It is written after the
 * sheet, once every format is known.
 */
import { xmlAttribute } from './xml-text';

/** Excel numbers its own formats below 164. */
const FIRST_CUSTOM_FORMAT = 164;

/** The wrapping style's key among the formats' (no number format is empty). */
const WRAPPED = '';

export class XlsxStyles {
  private readonly ids = new Map<string, number>();

  /** The style index (`s`) of a cell shown through the format. */
  styleOf(format: string): number {
    let id = this.ids.get(format);
    if (id === undefined) {
      id = this.ids.size + 1;
      this.ids.set(format, id);
    }
    return id;
  }

  /** The style index of text that wraps within its column, from the top of its cell. */
  wrapped(): number {
    return this.styleOf(WRAPPED);
  }

  xml(): string {
    const formats = [...this.ids.keys()].filter((format) => format !== WRAPPED);
    const numFmts = formats.map((format, index) => `<numFmt numFmtId="${FIRST_CUSTOM_FORMAT + index}" formatCode="${xmlAttribute(format)}"/>`).join('');
    const xfs = [...this.ids.keys()]
      .map((format) =>
        format === WRAPPED
          ? '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" applyAlignment="1"><alignment vertical="top" wrapText="1"/></xf>'
          : `<xf numFmtId="${FIRST_CUSTOM_FORMAT + formats.indexOf(format)}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`,
      )
      .join('');
    return (
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
      (formats.length ? `<numFmts count="${formats.length}">${numFmts}</numFmts>` : '') +
      '<fonts count="1"><font><sz val="11"/><name val="Calibri"/><family val="2"/><scheme val="minor"/></font></fonts>' +
      '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
      '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
      '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
      `<cellXfs count="${this.ids.size + 1}"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>${xfs}</cellXfs>` +
      '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles><dxfs count="0"/><tableStyles count="0"/></styleSheet>'
    );
  }
}
