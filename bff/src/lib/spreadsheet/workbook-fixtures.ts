/**
 * Test support (imported by the tests beside it only): zips assembled by hand, so tests control every byte a hostile
 * workbook could hold: declared sizes that lie, deflated bombs, entity declarations, parts missing or truncated.
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';
import * as XLSX from '@e965/xlsx';

export interface FixtureEntry {
  name: string;
  data: Buffer | string;
  /** Already deflated bytes (a bomb), written as they are with method 8. */
  deflated?: Buffer;
  /** What the directory declares unpacked (default: the true size). */
  declaredSize?: number;
  /** Kept as it is (method 0, as exceljs writes with zlib level 0) instead of deflated. */
  stored?: boolean;
}

/** A zip with the entries deflated (or taken as deflated), local headers, central directory and end record. */
export function buildZip(entries: readonly FixtureEntry[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const raw = typeof entry.data === 'string' ? Buffer.from(entry.data) : entry.data;
    const packed = entry.stored ? raw : (entry.deflated ?? deflateRawSync(raw));
    const method = entry.stored ? 0 : 8;
    const size = entry.declaredSize ?? raw.length;
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc32(raw), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc32(raw), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    directory.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

/** Raw deflate of `mebibytes` MiB of zeros, built from one flushed MiB repeated (no GB is ever allocated). */
export function deflatedZeros(mebibytes: number): Buffer {
  const oneMebibyte = deflateRawSync(Buffer.alloc(1024 * 1024), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const finalEmptyBlock = Buffer.from([0x03, 0x00]);
  return Buffer.concat([...Array.from({ length: mebibytes }, () => oneMebibyte), finalEmptyBlock]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

export const xml = {
  sheet: (rows: string) => `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData>${rows}</sheetData></worksheet>`,
  sharedStrings: (items: string) => `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${MAIN}">${items}</sst>`,
  styles: (numFmts: string, cellFormatIds: number[]) =>
    `<?xml version="1.0" encoding="UTF-8"?><styleSheet xmlns="${MAIN}">` +
    `<numFmts>${numFmts}</numFmts><cellStyleXfs count="1"><xf numFmtId="14"/></cellStyleXfs>` +
    `<cellXfs>${cellFormatIds.map((id) => `<xf numFmtId="${id}"/>`).join('')}</cellXfs></styleSheet>`,
};

export interface XlsxParts {
  sheet: string;
  sharedStrings?: string;
  styles?: string;
  date1904?: boolean;
  /** Replace or add entries (by name), e.g. a bomb. */
  override?: FixtureEntry[];
  /** Every part stored, none deflated. */
  stored?: boolean;
}

/** A minimal .xlsx: a chart sheet first (the reader must skip it), then the worksheet, and the optional parts. */
export function buildXlsx(parts: XlsxParts): Buffer {
  const entries: FixtureEntry[] = [
    { name: '[Content_Types].xml', data: '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>' },
    {
      name: '_rels/.rels',
      data: `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      data:
        `<workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><workbookPr date1904="${parts.date1904 ? 1 : 0}"/>` +
        '<sheets><sheet name="Chart" sheetId="2" r:id="rId9"/><sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>',
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data:
        `<Relationships xmlns="${RELS}"><Relationship Id="rId9" Type="${DOC_RELS}/chartsheet" Target="chartsheets/sheet1.xml"/>` +
        `<Relationship Id="rId1" Type="${DOC_RELS}/worksheet" Target="/xl/worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="${DOC_RELS}/sharedStrings" Target="sharedStrings.xml"/>` +
        `<Relationship Id="rId3" Type="${DOC_RELS}/styles" Target="styles.xml"/></Relationships>`,
    },
    { name: 'xl/worksheets/sheet1.xml', data: parts.sheet },
  ];
  if (parts.sharedStrings !== undefined) entries.push({ name: 'xl/sharedStrings.xml', data: parts.sharedStrings });
  if (parts.styles !== undefined) entries.push({ name: 'xl/styles.xml', data: parts.styles });
  for (const replacement of parts.override ?? []) {
    const at = entries.findIndex((entry) => entry.name === replacement.name);
    if (at >= 0) entries[at] = replacement;
    else entries.push(replacement);
  }
  return buildZip(parts.stored ? entries.map((entry) => ({ ...entry, stored: true })) : entries);
}

/** The classic billion laughs: ten levels of ten references. */
export const BILLION_LAUGHS =
  '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">' +
  Array.from({ length: 9 }, (_, level) => `<!ENTITY lol${level + 1} "${`&lol${level === 0 ? '' : level};`.repeat(10)}">`).join('') +
  `]><sst xmlns="${MAIN}"><si><t>&lol9;</t></si></sst>`;

/** The workbook with an RC4 FILEPASS record right after its BOF, where Excel and LibreOffice put it when a password is set. */
export function withFilePass(xls: Buffer): Buffer {
  const container = XLSX.CFB.read(xls, { type: 'buffer' });
  const entry = XLSX.CFB.find(container, 'Workbook')!;
  const stream = Buffer.from(entry.content as Uint8Array);
  const afterBof = 4 + stream.readUInt16LE(2);
  const filePass = Buffer.alloc(4 + 54);
  filePass.writeUInt16LE(0x002f, 0);
  filePass.writeUInt16LE(54, 2);
  filePass.writeUInt16LE(1, 4);
  entry.content = Buffer.concat([stream.subarray(0, afterBof), filePass, stream.subarray(afterBof)]);
  entry.size = entry.content.length;
  return Buffer.from(XLSX.CFB.write(container, { type: 'buffer' }) as Uint8Array);
}

/** The parts that make a LibreOffice .ods what it is (a zip, but no xl/workbook.xml). */
export function odsPackage(): Buffer {
  return buildZip([
    { name: 'mimetype', data: 'application/vnd.oasis.opendocument.spreadsheet' },
    { name: 'content.xml', data: '<office:document-content/>' },
    { name: 'META-INF/manifest.xml', data: '<manifest:manifest/>' },
  ]);
}

/**
 * The .xls with ROW records marking `rows` (1-based) hidden, as Excel and LibreOffice write a hidden row (fDyZero,
 * with fUnsynced and fGhostDirty's neighbour bits as they set them), inserted after the first worksheet's DIMENSIONS.
 * SheetJS writes no ROW records itself.
 */
export function withHiddenXlsRows(xls: Buffer, rows: readonly number[]): Buffer {
  const container = XLSX.CFB.read(xls, { type: 'buffer' });
  const entry = XLSX.CFB.find(container, 'Workbook')!;
  const stream = Buffer.from(entry.content as Uint8Array);
  let at = 0;
  let bofs = 0;
  while (at < stream.length && !(bofs === 2 && stream.readUInt16LE(at) === 0x0200)) {
    if (stream.readUInt16LE(at) === 0x0809) bofs += 1;
    at += 4 + stream.readUInt16LE(at + 2);
  }
  const insertAt = at + 4 + stream.readUInt16LE(at + 2);
  const records = rows.map((row) => {
    const record = Buffer.alloc(20);
    record.writeUInt16LE(0x0208, 0);
    record.writeUInt16LE(16, 2);
    record.writeUInt16LE(row - 1, 4);
    record.writeUInt16LE(0x00ff, 10);
    record.writeUInt16LE(0x0020 | 0x0040 | 0x0100, 16);
    record.writeUInt16LE(0x000f, 18);
    return record;
  });
  entry.content = Buffer.concat([stream.subarray(0, insertAt), ...records, stream.subarray(insertAt)]);
  entry.size = entry.content.length;
  return Buffer.from(XLSX.CFB.write(container, { type: 'buffer' }) as Uint8Array);
}

/** A cell as LibreOffice writes it: text (a shared string), a number, or one of its three empty cells. */
export type LibreCell = string | number | 'absent' | 'styledEmpty' | 'emptySharedString';
export const EMPTY_WAYS = ['absent', 'styledEmpty', 'emptySharedString'] as const;

const columnName = (index: number): string => (index < 26 ? '' : columnName(Math.floor(index / 26) - 1)) + String.fromCharCode(65 + (index % 26));
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The .xlsx LibreOffice Calc saves: every text a shared string, each row with its spans, cell styles by index. */
export function libreOfficeXlsx(rows: readonly (readonly LibreCell[])[]): Uint8Array {
  const strings: string[] = [''];
  const stringAt = (text: string) => (strings.includes(text) ? strings.indexOf(text) : strings.push(text) - 1);
  const rowXml = rows.map((cells, at) => {
    const written = cells.map((cell, column) => {
      const ref = `${columnName(column)}${at + 1}`;
      if (cell === 'absent') return '';
      if (cell === 'styledEmpty') return `<c r="${ref}" s="1" t="n"/>`;
      if (cell === 'emptySharedString') return `<c r="${ref}" s="0" t="s"><v>0</v></c>`;
      if (typeof cell === 'number') return `<c r="${ref}" s="0" t="n"><v>${cell}</v></c>`;
      return `<c r="${ref}" s="0" t="s"><v>${stringAt(cell)}</v></c>`;
    });
    return `<row r="${at + 1}" spans="1:${cells.length}">${written.join('')}</row>`;
  });
  const items = strings.map((text) => `<si><t xml:space="preserve">${escape(text)}</t></si>`).join('');
  return new Uint8Array(buildXlsx({ sheet: xml.sheet(rowXml.join('')), sharedStrings: xml.sharedStrings(items), styles: xml.styles('', [0, 0]) }));
}
