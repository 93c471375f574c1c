/** The keys of an import's workbook and error file in the uploads store: `<transaction id>.<xlsx|xls>` and `…-errors.xlsx`. */
import type { WorkbookFormat } from '@contract/imports/workbook-file';
import { DiskFileStore } from '../files/disk-file-store';
import { removeExpiredFiles, type FileStore } from '../files/file-store';
import { TRANSACTION_KEEP_MS } from '@contract/transactions/transaction.types';

export function uploadKey(transactionId: string, format: WorkbookFormat): string {
  return `${transactionId}.${format}`;
}

/** The error file in a language (each import writes both); without one, the uploader's only, as imports before both were kept. */
export function errorFileKey(transactionId: string, language?: 'en' | 'tr'): string {
  return language ? `${transactionId}-errors-${language}.xlsx` : `${transactionId}-errors.xlsx`;
}

/** An import's refused rows, one JSON row per line, where a BFF without Redis keeps them for the Import Errors tab. */
export function refusedRowsKey(transactionId: string): string {
  return `${transactionId}-refused.jsonl`;
}

/** The rows of a kept .xls, read once by its job and removed when the job ends (the sweep removes one a crash left). */
export function rowsCopyKey(transactionId: string): string {
  return `${transactionId}-rows.jsonl`;
}

const KEPT_FILE = /^[A-Za-z0-9_-]+((-errors(-en|-tr)?)?\.(xlsx|xls)|-(refused|rows)\.jsonl)$/;
/** A `.part` is an upload that never became an import (its request failed midway). */
const PART_KEEP_MS = 3_600_000;

/** Removes uploads and error files older than their transactions can live, and stale partial uploads (a folder path: that folder on disk). */
export function removeExpiredUploads(files: FileStore | string, now = Date.now()): Promise<number> {
  const store = typeof files === 'string' ? new DiskFileStore(files) : files;
  return removeExpiredFiles(
    store,
    [
      { matches: (key) => key.endsWith('.part'), keepMs: PART_KEEP_MS },
      { matches: (key) => KEPT_FILE.test(key), keepMs: TRANSACTION_KEEP_MS },
    ],
    now,
  );
}
