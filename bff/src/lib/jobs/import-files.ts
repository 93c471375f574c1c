/** Where an import's workbook and error file live: `${uploadDir}/<transaction id>.<xlsx|xls>` and `…-errors.xlsx`. */
import { join } from 'node:path';
import type { WorkbookFormat } from '@contract/imports/workbook-file';
import { removeExpiredFiles } from './export-job';
import { TRANSACTION_KEEP_MS } from './transaction-store';

export function uploadPath(uploadDir: string, transactionId: string, format: WorkbookFormat): string {
  return join(uploadDir, `${transactionId}.${format}`);
}

export function errorFilePath(uploadDir: string, transactionId: string): string {
  return join(uploadDir, `${transactionId}-errors.xlsx`);
}

const KEPT_FILE = /^[A-Za-z0-9_-]+(-errors)?\.(xlsx|xls)$/;
/** A `.part` is an upload that never became an import (its request failed midway). */
const PART_KEEP_MS = 3_600_000;

/** Removes uploads and error files older than their transactions can live, and stale partial uploads. */
export function removeExpiredUploads(uploadDir: string, now = Date.now()): Promise<number> {
  return removeExpiredFiles(uploadDir, (name) => (name.endsWith('.part') ? PART_KEEP_MS : KEPT_FILE.test(name) ? TRANSACTION_KEEP_MS : null), now);
}
