/**
 * Starts an export as a transaction: the job pages through the rows, writes `${exportDir}/${transactionId}.xlsx`
 * and records the row count and the download name (`orders-2026-11-22.xlsx`) on the transaction.
 */
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { EXPORT_ROW_CAP } from '@contract/constants';
import { ERROR_MESSAGES } from '@contract/errors';
import type { ExportColumn } from '@contract/exports/export.rules';
import type { Transaction, TransactionMethod } from '@contract/transactions/transaction.types';
import type { Config } from '../../config';
import { writeXlsxExport } from '../xlsx/xlsx-export';
import { JobFailure, type JobQueue } from './job-queue';
import { TRANSACTION_KEEP_MS, type TransactionStore } from './transaction-store';

/** What startExport needs; the AppContext fits as it is (`startExport(ctx, …)`). */
export interface ExportDeps {
  transactions: TransactionStore;
  jobs: JobQueue;
  /** exportDir is created when missing. */
  config: Pick<Config, 'exportDir'>;
}

export interface ExportRequest<Row> {
  companyId: number;
  /** The user who asked (Transaction.createdBy). */
  userId: string;
  method: TransactionMethod;
  columns: readonly ExportColumn<Row>[];
  /** Called when the job runs; yields the rows page by page (downstream paging). */
  pages: () => AsyncIterable<Row[]>;
  /** Start of the download name: `orders` gives `orders-<date>.xlsx`. */
  fileBaseName: string;
  /** Sheet name (default: fileBaseName). */
  sheetName?: string;
}

/** Where a transaction's export file lives (ids are url-safe base64, never a path). */
export function exportFilePath(exportDir: string, transactionId: string): string {
  return join(exportDir, `${transactionId}.xlsx`);
}

/** The name the browser saves the file under: base name and the transaction's (UTC) day. */
export function exportDownloadName(fileBaseName: string, date: string): string {
  const base = fileBaseName.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'export';
  return `${base}-${date.slice(0, 10)}.xlsx`;
}

const EXPORT_FILE = /^[A-Za-z0-9_-]+\.xlsx$/;

/** Removes export files older than their transactions can live; returns how many it removed. */
export async function removeExpiredExports(exportDir: string, now = Date.now()): Promise<number> {
  const names = await readdir(exportDir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names.filter((n) => EXPORT_FILE.test(n))) {
    const path = join(exportDir, name);
    const info = await stat(path).catch(() => null);
    if (info && now - info.mtimeMs > TRANSACTION_KEEP_MS) {
      await rm(path, { force: true });
      removed += 1;
    }
  }
  return removed;
}

/** Stops the export past the spec's row cap (the caller checks the count first; this catches a list that grew). */
async function* capped<Row>(pages: AsyncIterable<Row[]>): AsyncIterable<Row[]> {
  let rows = 0;
  for await (const page of pages) {
    rows += page.length;
    if (rows > EXPORT_ROW_CAP) throw new JobFailure('exportTooLarge', ERROR_MESSAGES.exportTooLarge);
    yield page;
  }
}

/** Creates the transaction (status open), queues the job and returns the transaction at once. */
export async function startExport<Row>(deps: ExportDeps, request: ExportRequest<Row>): Promise<Transaction> {
  const transaction = await deps.transactions.create({ companyId: request.companyId, method: request.method, createdBy: request.userId });
  const file = exportDownloadName(request.fileBaseName, transaction.date);
  const { exportDir } = deps.config;
  deps.jobs.enqueue({
    transactionId: transaction.id,
    name: request.method,
    run: async () => {
      await mkdir(exportDir, { recursive: true });
      await removeExpiredExports(exportDir);
      const { rows } = await writeXlsxExport({
        filePath: exportFilePath(exportDir, transaction.id),
        sheetName: request.sheetName ?? request.fileBaseName,
        columns: request.columns,
        pages: capped(request.pages()),
      });
      return { rows, file };
    },
  });
  return transaction;
}
