/**
 * An import as Mirage runs it after answering 202, like the BFF's import job: the transaction goes inProgress, the
 * header row picks the reader, each row is read, batches of `batchSize` are checked against the world's lookup
 * (contract import-batch) and applied by the world, progress is recorded after every batch, and the transaction ends
 * done, warning or error with the refused rows kept for the Import Errors tab. Each batch waits a macrotask, so the
 * SPA sees open → inProgress → done.
 */
import type { ImportLookupAnswer } from '@contract/downstream/catalog-imports';
import { ERROR_MESSAGES, type ErrorCode } from '@contract/errors';
import { checkBatch, newBatchState, type ReadRow } from '@contract/imports/import-batch';
import type { ImportKind, ImportLimits, ImportRowError } from '@contract/imports/import.types';
import type { Transaction, TransactionError } from '@contract/transactions/transaction.types';
import { isRefusal, type Refusal } from '@mocks/world/catalog/refusal';
import { lookupForImport } from '@mocks/world/imports/import-lookup';
import { MIRAGE_IMPORT_KINDS, type RowReader } from './import-kinds';
import { reasonsText, type ReasonLanguage } from './import-reason-text';
import { saveImportErrors } from './import-store';
import type { SheetRow } from './import-workbook';
import type { MockContext } from './mock-context';

const CHILD_ERRORS_SHOWN = 20;

export interface ImportRunInput<K extends ImportKind> {
  context: MockContext;
  kind: K;
  transaction: Transaction;
  /** The first sheet's non-blank rows, the header first. */
  rows: readonly SheetRow[];
  language: ReasonLanguage;
  limits: ImportLimits;
}

class ImportFailure extends Error {
  constructor(readonly code: ErrorCode, message: string = ERROR_MESSAGES[code]) {
    super(message);
  }
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function update(context: MockContext, transaction: Transaction, changes: Partial<Transaction>): void {
  Object.assign(transaction, changes, { updatedAt: new Date(context.now()).toISOString() });
}

function worldValue<T extends object>(value: T | Refusal | undefined): T {
  if (value === undefined) throw new ImportFailure('notFound');
  if (isRefusal(value)) throw new ImportFailure(value.code);
  return value;
}

/** In the 'empty' scenario the company's catalogue answers as if it held nothing. */
function lookupOf(input: ImportRunInput<ImportKind>, skus: string[]): ImportLookupAnswer {
  const { context, transaction } = input;
  const lookup = worldValue(lookupForImport(context.world, transaction.companyId, skus, context.now()));
  return context.scenario === 'empty' ? { ...lookup, items: [], skuCount: 0, priceUpdatesToday: 0 } : lookup;
}

async function applyRows<K extends ImportKind>(input: ImportRunInput<K>, reader: RowReader<K>, refused: Map<number, ImportRowError>): Promise<void> {
  const { context, kind, transaction, limits } = input;
  const date = new Date(context.now()).toISOString();
  const refuse = (row: number, fields: Pick<ImportRowError, 'sku' | 'reasons' | 'productId' | 'productName' | 'syncSku'>) =>
    refused.set(row, { transactionId: transaction.id, kind, row, companyId: transaction.companyId, date, ...fields });
  const state = newBatchState();
  let batch: ReadRow<K>[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const lookup = lookupOf(input, batch.map((read) => read.value.sku));
    const check = checkBatch(kind, batch, lookup, limits, state);
    for (const row of check.refused) {
      refuse(row.row, { sku: row.sku, reasons: row.reasons, productId: row.current?.productId ?? null, productName: row.current?.productName ?? null, syncSku: row.current?.syncSku ?? null });
    }
    if (check.send.length) {
      const answer = worldValue(MIRAGE_IMPORT_KINDS[kind].apply(context.world, transaction.companyId, check.send.map((read) => read.value), context.now()));
      answer.results.forEach((result, at) => {
        const read = check.send[at]!;
        if (!result.ok) refuse(read.row, { sku: read.value.sku, reasons: result.reasons, productId: result.productId ?? null, productName: result.productName ?? null, syncSku: result.syncSku ?? null });
      });
    }
    update(context, transaction, { progress: { done: batch[batch.length - 1]!.row - 1, total: null } });
    batch = [];
    await nextTask();
  };
  for (const sheetRow of input.rows.slice(1)) {
    const read = reader.read(sheetRow.cells);
    if ('reasons' in read) refuse(sheetRow.row, { sku: reader.skuOf(sheetRow.cells), reasons: read.reasons, productId: null, productName: null, syncSku: null });
    else batch.push({ row: sheetRow.row, value: read.row });
    if (batch.length >= limits.batchSize) await flush();
  }
  await flush();
}

/** `prices.xlsx` gives `prices-errors.xlsx`, as the BFF names it. */
export function errorFileName(uploaded: string): string {
  const base = uploaded.replace(/\.[^.]+$/, '').replace(/[^\p{L}\p{N}_-]+/gu, '-').replace(/^-+|-+$/g, '') || 'import';
  return `${base}-errors.xlsx`;
}

async function importRows<K extends ImportKind>(input: ImportRunInput<K>): Promise<Partial<Transaction>> {
  const [header, ...data] = input.rows;
  if (data.length > input.limits.maxRows) throw new ImportFailure('importTooManyRows');
  const prepared = header ? MIRAGE_IMPORT_KINDS[input.kind].prepare(header.cells) : null;
  if (prepared && 'missing' in prepared) throw new ImportFailure('importHeadersMissing', `${ERROR_MESSAGES.importHeadersMissing} (${prepared.missing.join(', ')})`);
  const refusedByRow = new Map<number, ImportRowError>();
  if (prepared) await applyRows(input, prepared, refusedByRow);
  if (data.length === 0) throw new ImportFailure('importEmpty');
  const refused = [...refusedByRow.values()].sort((a, b) => a.row - b.row);
  saveImportErrors(input.context, input.transaction.id, refused);
  const base = { rows: data.length, file: input.transaction.file };
  if (refused.length === 0) return { ...base, status: 'done', importErrorFile: null };
  const code = refused.length === data.length ? 'importAllRowsFailed' : 'importRowsFailed';
  return {
    ...base,
    status: code === 'importAllRowsFailed' ? 'error' : 'warning',
    importErrorFile: errorFileName(input.transaction.file ?? ''),
    error: { code, message: ERROR_MESSAGES[code] },
    childErrors: refused.slice(0, CHILD_ERRORS_SHOWN).map((row) => ({ code: `row ${row.row}`, message: reasonsText(input.language, row.reasons) })),
  };
}

const errorOf = (error: unknown): TransactionError =>
  error instanceof ImportFailure ? { code: error.code, message: error.message } : { code: 'generic', message: ERROR_MESSAGES.generic };

/** Runs the import after the current answer has gone out; every outcome lands on the transaction. */
export function startImport<K extends ImportKind>(input: ImportRunInput<K>): Promise<void> {
  const { context, transaction } = input;
  return nextTask().then(async () => {
    update(context, transaction, { status: 'inProgress' });
    await nextTask();
    try {
      update(context, transaction, await importRows(input));
    } catch (error) {
      if (!(error instanceof ImportFailure)) console.error('Mirage import failed', transaction.id, error);
      update(context, transaction, { status: 'error', error: errorOf(error) });
    }
  });
}
