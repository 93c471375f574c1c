/**
 * What an Excel upload must be before it travels (spec §5): an .xlsx or .xls name, at most the size limit, and
 * content that is really a workbook (an .xlsx is a zip, an .xls a compound file), whatever its name says.
 */
import { importExtensionOf, IMPORT_FILE_MAX_BYTES } from './import.types';

export type WorkbookFormat = 'xlsx' | 'xls';

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const COMPOUND_FILE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const startsWith = (head: Uint8Array, magic: readonly number[]) => magic.every((byte, at) => head[at] === byte);

/** The workbook format of these first bytes (at least 8), or null when they are not a workbook's. */
export function sniffWorkbook(head: Uint8Array): WorkbookFormat | null {
  if (startsWith(head, ZIP)) return 'xlsx';
  if (startsWith(head, COMPOUND_FILE)) return 'xls';
  return null;
}

/** The error code an upload is refused with, or null; `head` (the first bytes) is checked when given. */
export function workbookFileProblem(
  file: { name: string; size: number; head?: Uint8Array },
  maxBytes = IMPORT_FILE_MAX_BYTES,
): 'unsupportedFile' | 'fileTooLarge' | 'notAWorkbook' | null {
  if (!importExtensionOf(file.name)) return 'unsupportedFile';
  if (file.size > maxBytes) return 'fileTooLarge';
  if (file.head && !sniffWorkbook(file.head)) return 'notAWorkbook';
  return null;
}
