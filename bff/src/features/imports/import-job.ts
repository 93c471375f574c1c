/**
 * An import's job: reads the kept workbook row by row, reads each row with the contract's reader (the SPA's schemas),
 * checks each batch against the catalogue (import-batch.ts: unknown SKUs, SKUs twice, §5 limits), sends the rows
 * that pass to the marketplace service, records progress after every batch, then writes the error file (the refused
 * rows as they were, with a Reasons column) and the rows the Import Errors tab lists. Run again after its process
 * stopped (attempt 2) it reads the file again from the top and skips sending the batches already applied.
 */
import type { ImportApplyAnswer, ImportLookupAnswer } from '@contract/downstream/catalog-imports';
import { ERROR_MESSAGES } from '@contract/errors';
import { checkBatch, newBatchState, type ReadRow } from '@contract/imports/import-batch';
import type { CellValue } from '@contract/imports/import-columns';
import type { ImportKind, ImportLimits, ImportRowError } from '@contract/imports/import.types';
import type { WorkbookFormat } from '@contract/imports/workbook-file';
import type { JobTarget } from '../../lib/jobs/export-job';
import { JobFailure, type JobHandler, type JobResult } from '../../lib/jobs/job-queue';
import type { TransactionStore } from '../../lib/jobs/transaction-store';
import type { Services } from '../../lib/services';
import { readSheetRows as readRows, type SheetRow } from '../../lib/spreadsheet/read-rows';
import { isSpreadsheetError } from '../../lib/spreadsheet/workbook-format';
import { writeRowsWorkbook } from '../../lib/spreadsheet/write-rows-workbook';
import { errorFileName, errorFilePath, uploadPath } from './import-files';
import type { ImportErrorStore } from './import-errors';
import { KIND_SPECS, type PreparedReader } from './import-kinds';
import { reasonsText, type ReasonLanguage } from './reason-text';

export interface ImportPayload {
  target: JobTarget;
  format: WorkbookFormat;
  fileName: string;
  language: ReasonLanguage;
}

export interface ImportJobDeps {
  services: Services;
  transactions: TransactionStore;
  errors: ImportErrorStore;
  config: { uploadDir: string; importLimits: ImportLimits };
}

const CHILD_ERRORS_SHOWN = 20;

/** The kept workbook's rows; a file that turns out unreadable, unsafe or too long fails the import with its code. */
async function* readSheetRows(path: string, format: WorkbookFormat, limits: { maxRows: number }): AsyncIterable<SheetRow> {
  try {
    yield* readRows(path, format, limits);
  } catch (error) {
    if (isSpreadsheetError(error)) throw new JobFailure(error.code, ERROR_MESSAGES[error.code]);
    throw error;
  }
}

/** One import's run: the rows refused so far (by sheet row) and how far it got. */
class ImportRun<K extends ImportKind> {
  readonly refused = new Map<number, ImportRowError>();
  readonly state = newBatchState();
  batch: ReadRow<K>[] = [];
  dataRows = 0;

  constructor(readonly kind: K, readonly transactionId: string, readonly companyId: number, readonly now: string) {}

  refuse(row: number, fields: Omit<ImportRowError, 'transactionId' | 'kind' | 'row' | 'companyId' | 'date'>): void {
    this.refused.set(row, { transactionId: this.transactionId, kind: this.kind, row, companyId: this.companyId, date: this.now, ...fields });
  }
}

export function importHandler<K extends ImportKind>(deps: ImportJobDeps, kind: K): JobHandler {
  const spec = KIND_SPECS[kind];
  const limits = deps.config.importLimits;
  return async (job): Promise<JobResult> => {
    const { target, format, fileName, language } = job.payload as unknown as ImportPayload;
    const path = uploadPath(deps.config.uploadDir, job.transactionId, format);
    // Progress counts rows below the header, so the sheet row last applied is progress + 1.
    const resumeAfter = job.attempt > 1 ? ((await deps.transactions.read(job.transactionId))?.progress?.done ?? 0) + 1 : 0;
    const run = new ImportRun(kind, job.transactionId, target.companyId, new Date().toISOString());
    const call = <T>(path: string, body: unknown) => deps.services.marketplace<T>(target.caller, target.companyId, path, { method: 'POST', body });

    const flush = async () => {
      job.signal.throwIfAborted();
      const batch = run.batch;
      run.batch = [];
      if (batch.length === 0) return;
      const lookup = await call<ImportLookupAnswer>('/imports/lookup', { skus: batch.map((read) => read.value.sku) });
      const check = checkBatch(kind, batch, lookup, limits, run.state);
      for (const refused of check.refused) {
        run.refuse(refused.row, {
          sku: refused.sku, reasons: refused.reasons, productId: refused.current?.productId ?? null,
          productName: refused.current?.productName ?? null, syncSku: refused.current?.syncSku ?? null,
        });
      }
      const lastRow = batch[batch.length - 1]!.row;
      if (check.send.length && lastRow > resumeAfter) {
        const answer = await call<ImportApplyAnswer>(spec.applyPath, { rows: check.send.map((read) => read.value) });
        answer.results.forEach((result, at) => {
          const read = check.send[at]!;
          if (!result.ok) {
            run.refuse(read.row, { sku: read.value.sku, reasons: result.reasons, productId: result.productId ?? null, productName: result.productName ?? null, syncSku: result.syncSku ?? null });
          }
        });
      }
      await job.progress(Math.min(total, Math.max(lastRow, resumeAfter) - 1), total);
    };

    // A first pass counts the rows, so a file over the limit is refused before anything is applied, and progress has a total.
    const total = await dataRowCount(path, format, limits.maxRows);
    if (total === 0) throw new JobFailure('importEmpty', ERROR_MESSAGES.importEmpty);
    await job.progress(Math.max(0, resumeAfter - 1), total);
    let reader: PreparedReader<K> | null = null;
    for await (const sheetRow of readSheetRows(path, format, { maxRows: limits.maxRows })) {
      if (!reader) {
        const prepared = spec.prepare(sheetRow.cells) as PreparedReader<K> | { missing: string[] };
        if ('missing' in prepared) throw new JobFailure('importHeadersMissing', `${ERROR_MESSAGES.importHeadersMissing} (${prepared.missing.join(', ')})`);
        reader = prepared;
        continue;
      }
      run.dataRows += 1;
      const read = reader.read(sheetRow.cells);
      if ('reasons' in read) run.refuse(sheetRow.row, { sku: reader.skuOf(sheetRow.cells), reasons: read.reasons, productId: null, productName: null, syncSku: null });
      else run.batch.push({ row: sheetRow.row, value: read.row });
      if (run.batch.length >= limits.batchSize) await flush();
    }
    await flush();
    await job.progress(total, total);
    return finish(deps, run, { path, format, fileName, language, limits });
  };
}

async function* errorRows(path: string, format: WorkbookFormat, maxRows: number, run: ImportRun<ImportKind>, language: ReasonLanguage): AsyncIterable<CellValue[]> {
  let header = true;
  for await (const sheetRow of readSheetRows(path, format, { maxRows })) {
    if (header) {
      header = false;
      continue;
    }
    const refused = run.refused.get(sheetRow.row);
    if (refused) yield [sheetRow.row, ...sheetRow.cells, reasonsText(language, refused.reasons)];
  }
}

async function dataRowCount(path: string, format: WorkbookFormat, maxRows: number): Promise<number> {
  let rows = -1;
  for await (const sheetRow of readSheetRows(path, format, { maxRows })) if (sheetRow) rows += 1;
  return Math.max(0, rows);
}

async function headerOf(path: string, format: WorkbookFormat, maxRows: number): Promise<string[]> {
  for await (const sheetRow of readSheetRows(path, format, { maxRows })) return sheetRow.cells.map((cell) => String(cell ?? ''));
  return [];
}

interface FinishInput {
  path: string;
  format: WorkbookFormat;
  fileName: string;
  language: ReasonLanguage;
  limits: ImportLimits;
}

async function finish(deps: ImportJobDeps, run: ImportRun<ImportKind>, input: FinishInput): Promise<JobResult> {
  const refused = [...run.refused.values()].sort((a, b) => a.row - b.row);
  await deps.errors.save(run.transactionId, refused);
  const base = { rows: run.dataRows, file: input.fileName };
  if (refused.length === 0) return { ...base, status: 'done', importErrorFile: null };
  const header = ['Row', ...(await headerOf(input.path, input.format, input.limits.maxRows)), input.language === 'tr' ? 'Nedenler' : 'Reasons'];
  await writeRowsWorkbook({
    filePath: errorFilePath(deps.config.uploadDir, run.transactionId),
    sheetName: 'Errors',
    header,
    rows: errorRows(input.path, input.format, input.limits.maxRows, run, input.language),
  });
  const allFailed = refused.length === run.dataRows;
  const code = allFailed ? 'importAllRowsFailed' : 'importRowsFailed';
  return {
    ...base,
    status: allFailed ? 'error' : 'warning',
    importErrorFile: errorFileName(input.fileName),
    error: { code, message: ERROR_MESSAGES[code] },
    childErrors: refused.slice(0, CHILD_ERRORS_SHOWN).map((row) => ({ code: `row ${row.row}`, message: reasonsText(input.language, row.reasons) })),
  };
}
