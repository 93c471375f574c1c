/**
 * What the BFF's workbook reader knows of a file before reading it: its format, sniffed from the first bytes by the
 * shared contract's rule (an .xlsx is a zip, an .xls a compound file), and the coded errors every step throws.
 */
import type { ErrorCode } from '@contract/errors';

export { sniffWorkbook, type WorkbookFormat } from '@contract/imports/workbook-file';

export type SpreadsheetErrorCode = Extract<
  ErrorCode,
  'notAWorkbook' | 'workbookUnsafe' | 'workbookUnreadable' | 'workbookProtected' | 'workbookOpenDocument' | 'importTooManyRows'
>;

/** A workbook refused: `code` is the API error code the upload or the import answers with; `message` says why, for logs. */
export class SpreadsheetError extends Error {
  readonly code: SpreadsheetErrorCode;
  readonly reason: string;

  constructor(code: SpreadsheetErrorCode, reason: string, options?: { cause?: unknown }) {
    super(`${code}: ${reason}`, options);
    this.name = 'SpreadsheetError';
    this.code = code;
    this.reason = reason;
  }
}

export function isSpreadsheetError(error: unknown): error is SpreadsheetError {
  return error instanceof SpreadsheetError;
}

/** What a workbook may unpack to at most, all its parts together (the file itself is at most 9 MB). */
export const DEFAULT_MAX_UNZIPPED_BYTES = 256 * 1024 * 1024;

export interface UnpackLimits {
  /** Default DEFAULT_MAX_UNZIPPED_BYTES. */
  maxUnzippedBytes?: number;
}
