/**
 * The small parts of an .xlsx the sheet needs: relationships (where the parts are), the workbook (its first
 * worksheet and date system), the shared strings and the styles (which cell styles show dates).
 */
import { posix } from 'node:path';
import { isDateFormat } from './excel-dates';
import { SpreadsheetError } from './workbook-format';
import { parseXmlPart, unescapeOoxml } from './xml-part';

type Chunks = AsyncIterable<Uint8Array>;

export interface Relationship {
  id: string;
  /** The type URI's last segment: `worksheet`, `sharedStrings`, `styles`… */
  kind: string;
  /** The part's path inside the zip, resolved against the part the relationships belong to. */
  partName: string;
}

/** `xl/_rels/workbook.xml.rels` for `xl/workbook.xml`. */
export function relationshipsPartOf(partName: string): string {
  return posix.join(posix.dirname(partName), '_rels', `${posix.basename(partName)}.rels`);
}

function decodedTarget(target: string): string {
  try {
    return decodeURI(target);
  } catch {
    return target;
  }
}

function resolveTarget(sourcePart: string, target: string): string {
  if (target.startsWith('/')) return posix.normalize(target.slice(1));
  return posix.normalize(posix.join(posix.dirname(sourcePart), target));
}

export async function readRelationships(sourcePart: string, chunks: Chunks): Promise<Relationship[]> {
  const relationships: Relationship[] = [];
  await parseXmlPart(relationshipsPartOf(sourcePart), chunks, {
    open({ name, attributes }) {
      if (name !== 'Relationship' || attributes.TargetMode === 'External' || !attributes.Id || !attributes.Target) return;
      const kind = (attributes.Type ?? '').split('/').pop() ?? '';
      relationships.push({ id: attributes.Id, kind, partName: resolveTarget(sourcePart, decodedTarget(attributes.Target)) });
    },
  });
  return relationships;
}

export interface WorkbookInfo {
  /** Relationship ids of the sheets, in tab order. */
  sheetIds: string[];
  /** The sheets' names by relationship id. */
  sheetNames: Map<string, string>;
  date1904: boolean;
}

export async function readWorkbookInfo(partName: string, chunks: Chunks): Promise<WorkbookInfo> {
  const info: WorkbookInfo = { sheetIds: [], sheetNames: new Map(), date1904: false };
  await parseXmlPart(partName, chunks, {
    open({ name, attributes }) {
      if (name === 'workbookPr') info.date1904 = attributes.date1904 === '1' || attributes.date1904 === 'true';
      else if (name === 'sheet' && attributes.id) {
        info.sheetIds.push(attributes.id);
        info.sheetNames.set(attributes.id, unescapeOoxml(attributes.name ?? ''));
      }
    },
  });
  return info;
}

/** Enough for 100,000 rows of 20 distinct text columns; each costs memory however short its text. */
export const MAX_SHARED_STRINGS = 2_000_000;

/** The shared strings, each the text of its runs joined (phonetic guides left out). */
export async function readSharedStrings(partName: string, chunks: Chunks, maxStrings = MAX_SHARED_STRINGS): Promise<string[]> {
  const strings: string[] = [];
  let current: string[] | null = null;
  let inText = false;
  let phoneticDepth = 0;
  await parseXmlPart(partName, chunks, {
    open({ name, isSelfClosing }) {
      if (name === 'si') {
        if (strings.length >= maxStrings) throw new SpreadsheetError('workbookUnsafe', `${partName} holds more than ${maxStrings} strings`);
        current = [];
      } else if (name === 'rPh' && !isSelfClosing) phoneticDepth += 1;
      else if (name === 't' && !isSelfClosing && phoneticDepth === 0) inText = true;
    },
    text(text) {
      if (inText && current) current.push(text);
    },
    close(name) {
      if (name === 't') inText = false;
      else if (name === 'rPh') phoneticDepth = Math.max(0, phoneticDepth - 1);
      else if (name === 'si' && current) {
        strings.push(unescapeOoxml(current.join('')));
        current = null;
      }
    },
  });
  return strings;
}

/** For each cell style index (a cell's `s`), whether its number format shows a date. */
export async function readDateStyles(partName: string, chunks: Chunks): Promise<boolean[]> {
  const customCodes = new Map<number, string>();
  const formatIds: number[] = [];
  let inCellFormats = false;
  await parseXmlPart(partName, chunks, {
    open({ name, attributes, isSelfClosing }) {
      if (name === 'numFmt' && attributes.numFmtId && attributes.formatCode !== undefined) {
        customCodes.set(Number(attributes.numFmtId), attributes.formatCode);
      } else if (name === 'cellXfs') inCellFormats = !isSelfClosing;
      else if (name === 'xf' && inCellFormats) formatIds.push(Number(attributes.numFmtId ?? 0));
    },
    close(name) {
      if (name === 'cellXfs') inCellFormats = false;
    },
  });
  return formatIds.map((formatId) => isDateFormat(formatId, customCodes));
}
