/**
 * A minimal reader of a zip's central directory (an .xlsx is a zip): where each part lies, how it is packed and the
 * sizes it declares. The whole file is in memory (at most 9 MB); nothing is unpacked here.
 */
import { LittleEndian } from './little-endian';
import { SpreadsheetError } from './workbook-format';

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  encrypted: boolean;
  compressedSize: number;
  /** As the directory declares it: a crafted file may lie, so unpacking counts for itself. */
  uncompressedSize: number;
  localHeaderOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_END_OF_DIRECTORY = 0x06064b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const END_RECORD_BYTES = 22;
const MAX_COMMENT_BYTES = 0xffff;
const ZIP64_EXTRA = 0x0001;
const U16_MAX = 0xffff;
const U32_MAX = 0xffffffff;

const unreadable = (reason: string) => new SpreadsheetError('workbookUnreadable', reason);

function findEndRecord(zip: LittleEndian): number {
  const lowest = Math.max(0, zip.length - END_RECORD_BYTES - MAX_COMMENT_BYTES);
  for (let at = zip.length - END_RECORD_BYTES; at >= lowest; at -= 1) {
    if (zip.u32(at) === END_OF_DIRECTORY) return at;
  }
  throw unreadable('no zip end-of-directory record (truncated file?)');
}

interface DirectoryPlace {
  entryCount: number;
  offset: number;
  size: number;
}

function directoryPlace(zip: LittleEndian, end: number): DirectoryPlace {
  const place = { entryCount: zip.u16(end + 10), size: zip.u32(end + 12), offset: zip.u32(end + 16) };
  const zip64 = place.entryCount === U16_MAX || place.size === U32_MAX || place.offset === U32_MAX;
  if (!zip64 || end < 20 || zip.u32(end - 20) !== ZIP64_LOCATOR) return place;
  const record = zip.u64(end - 20 + 8);
  if (zip.u32(record) !== ZIP64_END_OF_DIRECTORY) throw unreadable('bad zip64 end-of-directory record');
  return {
    entryCount: zip.u64(record + 32),
    size: zip.u64(record + 40),
    offset: zip.u64(record + 48),
  };
}

/** Sizes and offset that do not fit 32 bits live in the entry's zip64 extra field, in this order. */
function applyZip64Extra(zip: LittleEndian, extraStart: number, extraEnd: number, entry: ZipEntry): void {
  for (let at = extraStart; at + 4 <= extraEnd;) {
    const id = zip.u16(at);
    const size = zip.u16(at + 2);
    if (id === ZIP64_EXTRA) {
      let field = at + 4;
      const next = () => {
        const value = zip.u64(field);
        field += 8;
        return value;
      };
      if (entry.uncompressedSize === U32_MAX) entry.uncompressedSize = next();
      if (entry.compressedSize === U32_MAX) entry.compressedSize = next();
      if (entry.localHeaderOffset === U32_MAX) entry.localHeaderOffset = next();
      return;
    }
    at += 4 + size;
  }
}

/**
 * The zip's entries, in directory order. More than maxEntries is refused (workbookUnsafe) before any is read; a file
 * that is not a well-formed zip is workbookUnreadable.
 */
export function readZipDirectory(bytes: Uint8Array, maxEntries: number): ZipEntry[] {
  const zip = new LittleEndian(bytes);
  try {
    const place = directoryPlace(zip, findEndRecord(zip));
    if (place.entryCount > maxEntries) throw new SpreadsheetError('workbookUnsafe', `${place.entryCount} zip entries (at most ${maxEntries})`);
    if (place.offset + place.size > zip.length) throw unreadable('the zip directory lies outside the file');
    const entries: ZipEntry[] = [];
    let at = place.offset;
    for (let index = 0; index < place.entryCount; index += 1) {
      if (zip.u32(at) !== DIRECTORY_ENTRY) throw unreadable(`zip directory entry ${index} is damaged`);
      const nameLength = zip.u16(at + 28);
      const extraLength = zip.u16(at + 30);
      const commentLength = zip.u16(at + 32);
      const nameStart = at + 46;
      const entry: ZipEntry = {
        name: zip.text('utf-8', nameStart, nameStart + nameLength),
        method: zip.u16(at + 10),
        encrypted: (zip.u16(at + 8) & 1) === 1,
        compressedSize: zip.u32(at + 20),
        uncompressedSize: zip.u32(at + 24),
        localHeaderOffset: zip.u32(at + 42),
      };
      applyZip64Extra(zip, nameStart + nameLength, nameStart + nameLength + extraLength, entry);
      entries.push(entry);
      at = nameStart + nameLength + extraLength + commentLength;
    }
    return entries;
  } catch (error) {
    if (error instanceof SpreadsheetError) throw error;
    throw unreadable(`damaged zip (${error instanceof Error ? error.message : String(error)})`);
  }
}

/** The packed bytes of an entry (a view into zip), after its local header. */
export function packedBytesOf(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const zip = new LittleEndian(bytes);
  const at = entry.localHeaderOffset;
  if (at + 30 > zip.length || zip.u32(at) !== LOCAL_HEADER) throw unreadable(`the local header of ${entry.name} is damaged`);
  const start = at + 30 + zip.u16(at + 26) + zip.u16(at + 28);
  if (start + entry.compressedSize > zip.length) throw unreadable(`${entry.name} runs past the end of the file (truncated?)`);
  return bytes.subarray(start, start + entry.compressedSize);
}

/** Entries by name; zip names are case-sensitive but Office opens parts whatever their case, so lookups fold it. */
export function entriesByName(entries: readonly ZipEntry[]): Map<string, ZipEntry> {
  return new Map(entries.map((entry) => [entry.name.replace(/^\//, '').toLowerCase(), entry]));
}
