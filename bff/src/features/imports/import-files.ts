/** Where an import's workbook and error file live: `${uploadDir}/<transaction id>.<xlsx|xls>` and `…-errors.xlsx`. */
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { WorkbookFormat } from '@contract/imports/workbook-file';
import { TRANSACTION_KEEP_MS } from '../../lib/jobs/transaction-store';

export function uploadPath(uploadDir: string, transactionId: string, format: WorkbookFormat): string {
  return join(uploadDir, `${transactionId}.${format}`);
}

export function errorFilePath(uploadDir: string, transactionId: string): string {
  return join(uploadDir, `${transactionId}-errors.xlsx`);
}

const KEPT_FILE = /^[A-Za-z0-9_-]+(-errors)?\.(xlsx|xls)$/;

/** Removes uploads and error files older than their transactions can live; returns how many it removed. */
export async function removeExpiredUploads(uploadDir: string, now = Date.now()): Promise<number> {
  const names = await readdir(uploadDir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names.filter((n) => KEPT_FILE.test(n) || n.endsWith('.part'))) {
    const path = join(uploadDir, name);
    const info = await stat(path).catch(() => null);
    const keepMs = name.endsWith('.part') ? 3_600_000 : TRANSACTION_KEEP_MS;
    if (info && now - info.mtimeMs > keepMs) {
      await rm(path, { force: true });
      removed += 1;
    }
  }
  return removed;
}
