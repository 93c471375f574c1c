/**
 * The upload-time check of a workbook (milliseconds, even for a bomb): the bytes are the format the name claims, and
 * an .xlsx's zip directory declares nothing dangerous (too much data, too high a packing ratio, too many parts) and
 * holds the workbook part; an .xls's compound file is sound and holds a workbook stream. Nothing is unpacked.
 */
import { IMPORT_FILE_MAX_BYTES } from '@contract/imports/import.types';
import { diskFileAt } from '../files/disk-file-store';
import type { FileStore } from '../files/file-store';
import { compoundFileStreamNames, compoundStreamHead } from './compound-file';
import { entriesByName, readZipDirectory, type ZipEntry } from './zip-directory';
import { DEFAULT_MAX_UNZIPPED_BYTES, SpreadsheetError, sniffWorkbook, type UnpackLimits, type WorkbookFormat } from './workbook-format';

export interface WorkbookLimits extends UnpackLimits {
  /** Default 200: no part larger than 1 MB may unpack to more than this multiple of its packed size. */
  maxEntryRatio?: number;
  /** Default 10,000 parts. */
  maxEntries?: number;
  /** Default IMPORT_FILE_MAX_BYTES (the upload limit): a larger file is not even read. */
  maxFileBytes?: number;
}

export const DEFAULT_MAX_ENTRY_RATIO = 200;
export const DEFAULT_MAX_ENTRIES = 10_000;
/** Small parts may pack very well (a run of empty cells) and can do no harm. */
const RATIO_FLOOR_BYTES = 1024 * 1024;
export const WORKBOOK_PART = 'xl/workbook.xml';

/** The whole file (it is small: the upload limit bounds it); a larger one is refused before it is read. */
export async function readStoredWorkbook(files: FileStore, key: string, limits: WorkbookLimits = {}): Promise<Uint8Array> {
  const maxFileBytes = limits.maxFileBytes ?? IMPORT_FILE_MAX_BYTES;
  const size = await files.size(key);
  if (size !== null && size > maxFileBytes) throw new SpreadsheetError('workbookUnsafe', `the file holds ${size} bytes (at most ${maxFileBytes})`);
  const bytes = size === null ? null : await files.read(key);
  if (!bytes) throw new Error(`the workbook ${key} is gone`);
  return bytes;
}

/** The zip's parts by (lower-case) name, once their declared sizes pass the limits. */
export function checkZipDirectory(entries: readonly ZipEntry[], limits: WorkbookLimits = {}): Map<string, ZipEntry> {
  const maxUnzippedBytes = limits.maxUnzippedBytes ?? DEFAULT_MAX_UNZIPPED_BYTES;
  const maxRatio = limits.maxEntryRatio ?? DEFAULT_MAX_ENTRY_RATIO;
  let declaredBytes = 0;
  for (const entry of entries) {
    declaredBytes += entry.uncompressedSize;
    if (entry.uncompressedSize > RATIO_FLOOR_BYTES && entry.uncompressedSize > maxRatio * Math.max(entry.compressedSize, 1)) {
      throw new SpreadsheetError('workbookUnsafe', `${entry.name} packs ${entry.uncompressedSize} bytes into ${entry.compressedSize}`);
    }
  }
  if (declaredBytes > maxUnzippedBytes) {
    throw new SpreadsheetError('workbookUnsafe', `the parts declare ${declaredBytes} bytes unpacked (at most ${maxUnzippedBytes})`);
  }
  const byName = entriesByName(entries);
  if (!byName.has(WORKBOOK_PART)) throw new SpreadsheetError('workbookUnreadable', `the zip holds no ${WORKBOOK_PART}`);
  return byName;
}

const BIFF_BOF = 0x0809;
const BIFF_FILEPASS = 0x002f;

/** An .xls whose workbook stream says, right after its first record (BOF), that the rest is encrypted. */
function xlsIsEncrypted(file: Uint8Array, streamName: string): boolean {
  const head = compoundStreamHead(file, streamName, 64);
  if (!head || head.length < 8) return false;
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  if (view.getUint16(0, true) !== BIFF_BOF) return false;
  const next = 4 + view.getUint16(2, true);
  return next + 2 <= head.length && view.getUint16(next, true) === BIFF_FILEPASS;
}

function checkCompoundFile(file: Uint8Array): void {
  const names = compoundFileStreamNames(file);
  if (names.some((name) => name.toLowerCase() === 'encryptedpackage')) throw new SpreadsheetError('workbookProtected', 'an encrypted .xlsx (EncryptedPackage)');
  const workbook = names.find((name) => ['workbook', 'book'].includes(name.toLowerCase()));
  if (!workbook) throw new SpreadsheetError('notAWorkbook', 'the compound file holds no workbook stream (another Office document?)');
  if (xlsIsEncrypted(file, workbook)) throw new SpreadsheetError('workbookProtected', 'an encrypted .xls (FILEPASS)');
}

/** A spreadsheet in another container than its name says that the bytes already tell: a password or OpenDocument. */
function refuseProtectedOrOpenDocument(file: Uint8Array, limits: WorkbookLimits): void {
  const sniffed = sniffWorkbook(file.subarray(0, 8));
  if (sniffed === 'xls') {
    const names = compoundFileStreamNames(file).map((name) => name.toLowerCase());
    if (names.includes('encryptedpackage')) throw new SpreadsheetError('workbookProtected', 'an encrypted .xlsx (EncryptedPackage)');
  }
  if (sniffed === 'xlsx') {
    const byName = entriesByName(readZipDirectory(file, limits.maxEntries ?? DEFAULT_MAX_ENTRIES));
    if (!byName.has(WORKBOOK_PART) && byName.has('mimetype') && byName.has('content.xml')) {
      throw new SpreadsheetError('workbookOpenDocument', 'an OpenDocument package (mimetype, content.xml)');
    }
  }
}

/** The caller passes the sniffed format: a file whose bytes are the other format (a renamed file) is refused too. */
export function assertFormat(file: Uint8Array, format: WorkbookFormat): void {
  const sniffed = sniffWorkbook(file.subarray(0, 8));
  if (sniffed !== format) throw new SpreadsheetError('notAWorkbook', `the bytes are ${sniffed ? `an .${sniffed}` : 'not a workbook'}, not an .${format}`);
}

/** Throws a SpreadsheetError when the file's bytes are not a workbook of that format, or not a safe one. */
export function checkWorkbookBytes(file: Uint8Array, format: WorkbookFormat, limits: WorkbookLimits = {}): void {
  refuseProtectedOrOpenDocument(file, limits);
  assertFormat(file, format);
  if (format === 'xls') checkCompoundFile(file);
  else checkZipDirectory(readZipDirectory(file, limits.maxEntries ?? DEFAULT_MAX_ENTRIES), limits);
}

/** The check of a workbook file at a path (Node). */
export async function checkWorkbook(filePath: string, format: WorkbookFormat, limits: WorkbookLimits = {}): Promise<void> {
  const { files, key } = diskFileAt(filePath);
  checkWorkbookBytes(await readStoredWorkbook(files, key, limits), format, limits);
}
