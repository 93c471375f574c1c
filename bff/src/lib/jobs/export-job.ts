/**
 * Exports as jobs: startExport records the transaction and queues the kind's job with the filters (data only, so it
 * can wait in Redis); exportHandler pages through the rows, writes `<transactionId>.xlsx` into the exports FileStore
 * and records the row count and the download name (`orders-2026-11-22.xlsx`) on the transaction.
 */
import { join } from 'node:path';
import type { Language } from '@contract/api/session';
import { EXPORT_ROW_CAP } from '@contract/constants';
import { ERROR_MESSAGES } from '@contract/errors';
import { EXPORT_TIME_ZONE, exportLanguageOf, type ExportColumn } from '@contract/exports/export.rules';
import type { Transaction, TransactionMethod } from '@contract/transactions/transaction.types';
import type { Config } from '../../config';
import type { AppFiles } from '../files/app-files';
import { DiskFileStore } from '../files/disk-file-store';
import { removeExpiredFiles, type FileStore } from '../files/file-store';
import type { Services } from '../services';
import type { Caller } from '../token-signer';
import { streamingXlsxWriter } from '../xlsx/xlsx-export';
import { exportSheet } from '../xlsx/xlsx-writer';
import { downstreamPages, type ListCall } from './export-request';
import { JobFailure, type JobHandler, type JobQueue } from './job-queue';
import type { TransactionStore } from './transaction-store';
import { TRANSACTION_KEEP_MS } from '@contract/transactions/transaction.types';

/** What startExport needs; the AppContext fits as it is (`startExport(ctx, …)`). */
export interface ExportDeps {
  transactions: TransactionStore;
  jobs: JobQueue;
}

/** Whom a job works for: the company, the user who asked, and the caller its downstream calls are signed as. */
export interface JobTarget {
  companyId: number;
  userId: string;
  caller: Caller;
  /** The asking request's `traceparent` (sellerScope): the job is queued with it, so its work joins that trace. */
  traceparent?: string | undefined;
}

/** One kind of export: what it lists (page by page, with the filters it was given) and how it writes it. */
export interface ExportDefinition<Row> {
  method: TransactionMethod;
  columns: readonly ExportColumn<Row>[];
  /** Start of the download name: `orders` gives `orders-<date>.xlsx`; also the sheet's name. */
  fileBaseName: string;
  lister: (services: Services, target: JobTarget) => ListCall<Row>;
}

/** Whom the file is written for: the requester's interface language and the seller's time zone. */
export interface ExportReader {
  language: Language;
  timeZone: string;
}

/** The requester of an export request (`?lang=`), in the zone every seller's exports use (EXPORT_TIME_ZONE). */
export function exportReaderOf(query: { lang?: string | undefined }): ExportReader {
  return { language: exportLanguageOf(query.lang), timeZone: EXPORT_TIME_ZONE };
}

interface ExportPayload {
  target: JobTarget;
  filters: Record<string, string>;
  file: string;
  /** The definition's base name: which export a job of a shared method runs (the staff's lists). */
  list?: string;
  /** Absent in jobs queued before exports were written for their reader: English, EXPORT_TIME_ZONE. */
  reader?: ExportReader;
}

/** The key of a transaction's export file (ids are url-safe base64, never a path). */
export function exportFileKey(transactionId: string): string {
  return `${transactionId}.xlsx`;
}

/** Where a folder's disk store keeps a transaction's export file. */
export function exportFilePath(exportDir: string, transactionId: string): string {
  return join(exportDir, exportFileKey(transactionId));
}

/** The name the browser saves the file under: base name and the transaction's (UTC) day. */
export function exportDownloadName(fileBaseName: string, date: string): string {
  const base = fileBaseName.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'export';
  return `${base}-${date.slice(0, 10)}.xlsx`;
}

const EXPORT_FILE = /^[A-Za-z0-9_-]+\.xlsx$/;

/** Removes export files older than their transactions can live (a folder path: that folder on disk); returns how many it removed. */
export function removeExpiredExports(files: FileStore | string, now = Date.now()): Promise<number> {
  const store = typeof files === 'string' ? new DiskFileStore(files) : files;
  return removeExpiredFiles(store, [{ matches: (key) => EXPORT_FILE.test(key), keepMs: TRANSACTION_KEEP_MS }], now);
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
export async function startExport<Row>(
  deps: ExportDeps,
  definition: ExportDefinition<Row>,
  target: JobTarget,
  filters: Record<string, string>,
  reader: ExportReader = exportReaderOf({}),
): Promise<Transaction> {
  const transaction = await deps.transactions.create({ companyId: target.companyId, method: definition.method, createdBy: target.userId });
  const payload: ExportPayload = {
    target: { companyId: target.companyId, userId: target.userId, caller: target.caller },
    filters,
    file: exportDownloadName(definition.fileBaseName, transaction.date),
    reader,
    list: definition.fileBaseName,
  };
  await deps.jobs.enqueue({ kind: definition.method, transactionId: transaction.id, payload: { ...payload }, traceparent: target.traceparent });
  return transaction;
}

export interface ExportJobDeps {
  services: Services;
  /** Where the file goes and how it is written (createApp's files); without them, the config's export folder on disk. */
  files?: Pick<AppFiles, 'exports' | 'writeXlsx'>;
  config: Pick<Config, 'exportDir'>;
}

/** The job of an export kind: pages through the list and writes `<transactionId>.xlsx` into the exports store. */
export function exportHandler<Row>(deps: ExportJobDeps, definition: ExportDefinition<Row>): JobHandler {
  const { exports, writeXlsx } = deps.files ?? { exports: new DiskFileStore(deps.config.exportDir), writeXlsx: streamingXlsxWriter };
  return async (job) => {
    const { target, filters, file, reader = exportReaderOf({}) } = job.payload as unknown as ExportPayload;
    await removeExpiredExports(exports);
    const list = definition.lister(job.trace ? deps.services.withTrace(job.trace) : deps.services, target);
    const sheet = exportSheet(definition.fileBaseName, definition.columns, capped(downstreamPages(list, filters)), reader);
    const { rows } = await writeXlsx(exports, exportFileKey(job.transactionId), sheet.layout, sheet.pages);
    return { rows, file };
  };
}
