/**
 * A one-sheet .xlsx as the chunks of its zip file (fflate's Zip), made as they are read: the sheet's rows are turned
 * into XML and handed to the compressor a few dozen kB at a time, so memory stays flat however many pages come in,
 * and a slow reader (a disk, a store) holds back the pages rather than letting chunks pile up. Styles come last,
 * once the sheet has met every number format.
 */
import { strToU8, Zip } from 'fflate';
import { packageParts, SHEET_PART, STYLES_PART } from './package-parts';
import { SHEET_TAIL, sheetHead, SheetRows } from './sheet-xml';
import { toXlsxCell } from './xlsx-cell';
import type { SheetLayout, XlsxPages } from './xlsx-writer';
import { XlsxStyles } from './xlsx-styles';
import type { ZipPartMaker } from './zip-part';

/** Characters of sheet XML handed to the compressor at a time. */
const XML_CHUNK_CHARS = 64 * 1024;

/** The zip's chunks as fflate hands them over, and a promise for the next ones while the compressor works. */
class ZipOutput {
  private chunks: Uint8Array[] = [];
  private failure: Error | null = null;
  private wake: (() => void) | null = null;
  done = false;

  readonly onData = (error: Error | null, chunk: Uint8Array, final: boolean): void => {
    if (error) this.failure = error;
    else this.chunks.push(chunk);
    if (final || error) this.done = true;
    this.wake?.();
  };

  /** What has come so far. */
  take(): Uint8Array[] {
    if (this.failure) throw this.failure;
    const chunks = this.chunks;
    this.chunks = [];
    return chunks;
  }

  arrival(): Promise<void> {
    return new Promise((resolve) => {
      this.wake = () => {
        this.wake = null;
        resolve();
      };
    });
  }
}

/** The file's chunks, compressed by makePart's parts; `written.rows` counts the rows after the header as they go. */
export async function* xlsxChunks(layout: SheetLayout, pages: XlsxPages, makePart: ZipPartMaker, written = { rows: 0 }): AsyncGenerator<Uint8Array> {
  const output = new ZipOutput();
  const zip = new Zip(output.onData);
  const addPart = async (name: string, text: string) => {
    const part = makePart(name);
    zip.add(part.file);
    await part.push(strToU8(text), true);
  };
  try {
    for (const [name, text] of packageParts(layout.sheetName)) await addPart(name, text);
    yield* output.take();

    const styles = new XlsxStyles();
    const rows = new SheetRows(styles, layout.wrapColumns);
    const sheet = makePart(SHEET_PART);
    zip.add(sheet.file);
    let xml = sheetHead(layout) + rows.row(layout.header.map((text) => toXlsxCell(text)));
    for await (const page of pages) {
      for (const cells of page) {
        xml += rows.row(cells);
        if (xml.length >= XML_CHUNK_CHARS) {
          await sheet.push(strToU8(xml), false);
          xml = '';
          yield* output.take();
        }
      }
      written.rows += page.length;
    }
    await sheet.push(strToU8(xml + SHEET_TAIL), true);
    await addPart(STYLES_PART, styles.xml());
    zip.end();
    for (;;) {
      const chunks = output.take();
      if (chunks.length) yield* chunks;
      else if (output.done) break;
      else await output.arrival();
    }
  } finally {
    if (!output.done) zip.terminate();
  }
}
