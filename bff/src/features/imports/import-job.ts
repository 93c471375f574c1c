/**
 * An import's job: reads the kept workbook once (in a worker thread in Node), counting its rows into a JSON-lines
 * copy (a file over the limit is refused before anything is applied), runs the contract's import over the copy's rows
 * (a turn for the event loop every ROWS_PER_LOOP_TURN rows) (runImport: the SPA's schemas, batch checks, the marketplace service's bulk
 * calls), then writes the error file (import-error-file.ts: the refused rows as they were, with Row and Reasons) and keeps the
 * refused rows for the Import Errors tab. Run again after its process stopped (attempt 2), it reads the file from the
 * top and skips sending the batches its progress says were applied; the batch after them, perhaps in flight when the
 * process died, is sent again with its id (importBatchId), which the catalogue's routes apply only once. Taken over with
 * its workbook gone, it fails with `importInterrupted`, saying up to which row it had got.
 */
import { importBatchId, type ImportApplyAnswer, type ImportLookupAnswer, type ImportRowSent } from '@contract/downstream/catalog-imports';
import { ADMIN_LOGISTICS_SERVICE_ROUTES } from '@contract/admin-logistics/admin-logistics.service-routes';
import { LEAD_TIME_SERVICE_ROUTES } from '@contract/admin-lead-times/lead-time.service-routes';
import { COMMISSION_SERVICE_ROUTES } from '@contract/admin-commissions/commission.service-routes';
import { TOOL_IMPORT_SERVICE_ROUTES as TOOL_ROWS } from '@contract/admin-products/tool-imports.service-routes';
import { CATEGORY_BLOCK_SERVICE_ROUTES } from '@contract/admin-taxonomy/category-block-imports.routes';
import { STOCK_TOOLS_SERVICE_ROUTES } from '@contract/admin-stock-tools/stock-tools.service-routes';
import { TAG_SERVICE_ROUTES } from '@contract/admin-tags/tag.service-routes';
import { CAMPAIGN_SERVICE_ROUTES } from '@contract/downstream/campaigns.routes';
import { CATALOG_IMPORT_ROUTES as IMPORTS } from '@contract/downstream/catalog-imports.routes';
import { ERROR_MESSAGES } from '@contract/errors';
import type { ImportRowOf } from '@contract/imports/import-batch';
import { importOutcome, ImportRunFailure, runImport } from '@contract/imports/import-run';
import { isStaffImportKind, type ImportJobKind, type ImportLimits } from '@contract/imports/import.types';
import type { WorkbookFormat } from '@contract/imports/workbook-file';
import type { AppFiles } from '../../lib/files/app-files';
import type { JobTarget } from '../../lib/jobs/export-job';
import { JobFailure, type JobHandler, type JobResult } from '../../lib/jobs/job-queue';
import type { TransactionStore } from '../../lib/jobs/transaction-store';
import { interruptedImportError } from '../../lib/jobs/abandoned-job';
import { withLoopTurns } from '../../lib/loop-turns';
import type { Services } from '../../lib/services';
import { readStoredSheetRows, type SheetFacts, type SheetRow } from '../../lib/spreadsheet/read-rows';
import { keepingFacts, NO_SHEET_FACTS } from '../../lib/spreadsheet/sheet-row';
import { isSpreadsheetError } from '../../lib/spreadsheet/workbook-format';
import { errorFileKey, rowsCopyKey, uploadKey } from '../../lib/jobs/import-files';
import { notingShape, writeErrorFile, type SheetShape } from './import-error-file';
import type { ImportErrorStore } from './import-errors';
import { readJsonLines, writeJsonLines } from './json-lines';
import { reasonsText, type ReasonLanguage } from './reason-text';

export interface ImportPayload {
  target: JobTarget;
  format: WorkbookFormat;
  fileName: string;
  language: ReasonLanguage;
  /** The campaign a campaign SKU file was uploaded to. */
  campaignId?: number | undefined;
}

export interface ImportJobDeps {
  services: Services;
  transactions: TransactionStore;
  errors: ImportErrorStore;
  files: Pick<AppFiles, 'uploads' | 'writeXlsx' | 'readXls' | 'readXlsx'>;
  config: { importLimits: ImportLimits };
}

type ApplyCall<K extends ImportJobKind> = (
  services: Services,
  target: JobTarget,
  rows: ImportRowSent<ImportRowOf[K]>[],
  payload: ImportPayload,
  /** The batch's id (importBatchId): every bulk route applies a batch sent again only once (mocks/sandbox/batch-once.ts). */
  batchId: string,
) => Promise<ImportApplyAnswer>;

/** The marketplace service's bulk call of each kind (contract/downstream/catalog-imports.routes.ts). */
const APPLY_CALLS: { readonly [K in ImportJobKind]: ApplyCall<K> } = {
  stockPrice: (services, { caller, companyId }, rows, _payload, batchId) =>
    services.call(IMPORTS.stockPrice, caller, { params: { companyId }, body: { rows, batchId } }),
  fulfillmentDay: (services, { caller, companyId }, rows, _payload, batchId) =>
    services.call(IMPORTS.fulfillmentDays, caller, { params: { companyId }, body: { rows, batchId } }),
  productVariant: (services, { caller, companyId }, rows, _payload, batchId) =>
    services.call(IMPORTS.productVariants, caller, { params: { companyId }, body: { rows, batchId } }),
  tagAssign: (services, { caller }, rows, _payload, batchId) => services.call(TAG_SERVICE_ROUTES.assignRows, caller, { body: { rows, batchId } }),
  etgb: (services, { caller }, rows, _payload, batchId) => services.call(ADMIN_LOGISTICS_SERVICE_ROUTES.etgbRows, caller, { body: { rows, batchId } }),
  leadTime: (services, { caller }, rows, _payload, batchId) => services.call(LEAD_TIME_SERVICE_ROUTES.rows, caller, { body: { rows, batchId } }),
  commissionBulk: (services, { caller }, rows, _payload, batchId) => services.call(COMMISSION_SERVICE_ROUTES.rows, caller, { body: { rows, batchId } }),
  categoryBlock: (services, { caller }, rows, _payload, batchId) => services.call(CATEGORY_BLOCK_SERVICE_ROUTES.rows, caller, { body: { rows, batchId } }),
  priceBlock: (services, { caller }, rows, _payload, batchId) => services.call(TOOL_ROWS.priceBlockRows, caller, { body: { rows, batchId } }),
  lockUpdate: (services, { caller }, rows, _payload, batchId) => services.call(TOOL_ROWS.lockUpdateRows, caller, { body: { rows, batchId } }),
  stockBulk: (services, { caller }, rows, _payload, batchId) => services.call(STOCK_TOOLS_SERVICE_ROUTES.rows, caller, { body: { rows, batchId } }),
  campaignSkus: (services, { caller, companyId }, rows, { campaignId = 0 }, batchId) =>
    services.call(CAMPAIGN_SERVICE_ROUTES.skuRows, caller, { params: { companyId, campaignId }, body: { rows, batchId } }),
};

/** A staff row (tags, packages, lead times) names records across companies, no SKU of one company: its service checks it whole. */
const NO_LOOKUP: ImportLookupAnswer = {
  state: 'allowed',
  items: [],
  pricing: { usdPerUnit: 1, commissionPercent: 0, marketplaceFee: 0 },
  skuCount: 0,
  priceUpdatesToday: 0,
};

type KeptWorkbook = Pick<ImportJobDeps['files'], 'uploads' | 'readXls' | 'readXlsx'> & { key: string; format: WorkbookFormat };

/** The kept workbook's rows; a file that turns out unreadable, unsafe or too long fails the import with its code. */
async function* readSheetRows(workbook: KeptWorkbook, limits: { maxRows: number }): AsyncGenerator<SheetRow, SheetFacts> {
  try {
    return yield* readStoredSheetRows(workbook.uploads, workbook.key, workbook.format, limits, workbook);
  } catch (error) {
    if (isSpreadsheetError(error)) throw new JobFailure(error.code, ERROR_MESSAGES[error.code]);
    throw error;
  }
}

/** Rows read and checked between two turns of the event loop (a few milliseconds of work). */
const ROWS_PER_LOOP_TURN = 100;

/**
 * The kept workbook's rows, as often as the job needs them: the workbook is read once, while the rows are counted, into
 * a JSON-lines copy that the run and the error file read, so the reader's worker (and its memory) is gone before the
 * run starts, and the XML or BIFF is parsed once per job.
 */
async function sheetRowSource(workbook: KeptWorkbook, copyKey: string, maxRows: number): Promise<RowSource> {
  const read = { facts: NO_SHEET_FACTS };
  const copied = await writeJsonLines(workbook.uploads, copyKey, keepingFacts(readSheetRows(workbook, { maxRows }), read));
  return { total: Math.max(0, copied - 1), sheet: read.facts, rows: () => readJsonLines<SheetRow>(workbook.uploads, copyKey) };
}

interface RowSource {
  total: number;
  sheet: SheetFacts;
  rows: () => AsyncIterable<SheetRow>;
}

const OTHER_LANGUAGE: Readonly<Record<ReasonLanguage, ReasonLanguage>> = { en: 'tr', tr: 'en' };

export function importHandler<K extends ImportJobKind>(deps: ImportJobDeps, kind: K): JobHandler {
  const limits = deps.config.importLimits;
  return async (job): Promise<JobResult> => {
    const payload = job.payload as unknown as ImportPayload;
    const { format } = payload;
    const { uploads, readXls, readXlsx } = deps.files;
    const workbook: KeptWorkbook = { uploads, readXls, readXlsx, key: uploadKey(job.transactionId, format), format };
    // Progress counts rows below the header, so the sheet row last applied is progress + 1.
    const progress = job.attempt > 1 ? ((await deps.transactions.read(job.transactionId))?.progress ?? null) : null;
    const resumeAfter = job.attempt > 1 ? (progress?.done ?? 0) + 1 : 0;
    // Taken over after its process stopped, with its workbook gone (a replica's own folder): it cannot go on.
    if (job.attempt > 1 && (await uploads.size(workbook.key)) === null) {
      const { code, message, params } = interruptedImportError(progress);
      throw new JobFailure(code, message, params);
    }
    const copyKey = rowsCopyKey(job.transactionId);
    try {
      return await runJob(job, { ...payload, resumeAfter }, await sheetRowSource(workbook, copyKey, limits.maxRows));
    } finally {
      await deps.files.uploads.remove(copyKey);
    }
  };

  async function runJob(job: Parameters<JobHandler>[0], run: ImportPayload & { resumeAfter: number }, source: RowSource): Promise<JobResult> {
    const { target, fileName, language, resumeAfter } = run;
    const services = job.trace ? deps.services.withTrace(job.trace) : deps.services;
    const { caller, companyId } = target;
    const total = source.total;
    await job.progress(Math.max(0, resumeAfter - 1), total);
    const input = {
      kind,
      transactionId: job.transactionId,
      companyId,
      date: new Date().toISOString(),
      limits,
      total,
      resumeAfter,
      language,
      sheet: source.sheet,
    };
    const shape: SheetShape = { header: null, wider: new Map() };
    const result = await runImport(input, {
      rows: withLoopTurns(notingShape(source.rows(), shape), ROWS_PER_LOOP_TURN),
      lookup: (skus) => (isStaffImportKind(kind) ? NO_LOOKUP : services.call(IMPORTS.lookup, caller, { params: { companyId }, body: { skus } })),
      apply: (rows: ImportRowSent<ImportRowOf[K]>[], batch: number) => APPLY_CALLS[kind](services, target, rows, run, importBatchId(job.transactionId, batch)),
      progress: (done, of) => job.progress(done, of),
      beforeBatch: () => job.signal.throwIfAborted(),
    }).catch((error: unknown) => {
      throw error instanceof ImportRunFailure ? new JobFailure(error.code, error.message, error.params) : error;
    });
    await deps.errors.save(job.transactionId, result.refused);
    const outcome = importOutcome(result, fileName, { reasonsText });
    if (outcome.importErrorFile) {
      // The uploader's language under the plain key (what a download without a language gets), the other beside it.
      const rows = () => withLoopTurns(source.rows(), ROWS_PER_LOOP_TURN);
      const file = { files: deps.files, rows, shape, refused: result.refused };
      await writeErrorFile({ ...file, key: errorFileKey(job.transactionId), language });
      await writeErrorFile({ ...file, key: errorFileKey(job.transactionId, OTHER_LANGUAGE[language]), language: OTHER_LANGUAGE[language] });
    }
    return { ...outcome, file: fileName };
  }
}
