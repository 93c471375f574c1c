/**
 * One import's run over its rows, the same for the BFF's job and Mirage (they give the IO): the header row picks the
 * reader, each row is read, batches are checked against the catalogue's lookup (import-batch.ts) and applied, progress
 * is told after every batch; then the outcome the transaction records. A run again after a restart (`resumeAfter`, a
 * sheet row) reads every row again but does not apply the batches up to that row a second time.
 */
import type { ImportApplyAnswer, ImportLookupAnswer, ImportRowSent } from '../downstream/catalog-imports';
import { ERROR_MESSAGES, type ErrorCode } from '../errors';
import type { TransactionError } from '../transactions/transaction.types';
import { checkBatch, newBatchState, type ImportRowOf, type ReadRow } from './import-batch';
import { cellText, type CellValue } from './import-columns';
import { IMPORT_READERS, type FileColumn, type RowReader } from './import-readers';
import { RowRefusals, type Refusal } from './row-refusals';
import type { ImportKind, ImportLimits, ImportRowError } from './import.types';
import type { ReasonTexts } from './reason-text';

export const CHILD_ERRORS_SHOWN = 20;

export interface SheetRowCells {
  /** The sheet's row number (the header is 1). */
  row: number;
  cells: CellValue[];
}

/** Ends the import with this code (a header row without the required columns, a file without rows). */
export class ImportRunFailure extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string = ERROR_MESSAGES[code],
  ) {
    super(message);
    this.name = 'ImportRunFailure';
  }
}

export interface ImportIo<K extends ImportKind> {
  rows: AsyncIterable<SheetRowCells> | Iterable<SheetRowCells>;
  lookup(skus: string[]): Promise<ImportLookupAnswer> | ImportLookupAnswer;
  /** The rows to apply, and those to check only (refused already, checked for the rest of their reasons). */
  apply(rows: ImportRowSent<ImportRowOf[K]>[]): Promise<ImportApplyAnswer> | ImportApplyAnswer;
  progress(done: number, total: number): Promise<void> | void;
  /** Called before each batch (the BFF stops here when its process is stopping). */
  beforeBatch?(): void;
}

export interface ImportRunInput {
  kind: ImportKind;
  transactionId: string;
  companyId: number;
  date: string;
  limits: ImportLimits;
  /** Data rows in the file (counted first). */
  total: number;
  resumeAfter?: number;
}

export interface ImportRunResult {
  dataRows: number;
  /** Refused rows in sheet order. */
  refused: ImportRowError[];
}

export async function runImport<K extends ImportKind>(input: ImportRunInput & { kind: K }, io: ImportIo<K>): Promise<ImportRunResult> {
  const { kind, limits, total, resumeAfter = 0 } = input;
  const refused = new RowRefusals({ transactionId: input.transactionId, kind, companyId: input.companyId, date: input.date });
  const refuse = (row: number, refusal: Refusal) => refused.add(row, refusal, 'checked');
  const state = newBatchState();
  let batch: ReadRow<K>[] = [];
  let batchCells = new Map<number, readonly CellValue[]>();
  let reader: RowReader<K> | null = null;
  const keepRefusedCells = (cellsOfRows: ReadonlyMap<number, readonly CellValue[]>) => {
    for (const [row, cells] of cellsOfRows) refused.keepCells(row, cellsByColumn(cells, reader?.columns ?? new Map()));
  };
  const flush = async () => {
    io.beforeBatch?.();
    const sent = batch;
    const sentCells = batchCells;
    batch = [];
    batchCells = new Map();
    if (sent.length === 0) return;
    const check = checkBatch(kind, sent, await io.lookup(sent.flatMap((read) => (read.value.sku ? [read.value.sku] : []))), limits, state);
    for (const row of check.refused) refuse(row.row, { ...row, ...row.current });
    const lastRow = sent[sent.length - 1]!.row;
    if (check.send.length && lastRow > resumeAfter) {
      const answer = await io.apply(check.send.map((read) => (read.readReasons ? { ...read.value, checkOnly: true } : read.value)));
      answer.results.forEach((result, at) => {
        const read = check.send[at]!;
        if (!result.ok) refuse(read.row, { ...result, sku: read.value.sku || null });
      });
    }
    keepRefusedCells(sentCells);
    await io.progress(Math.min(total, Math.max(lastRow, resumeAfter) - 1), total);
  };
  let dataRows = 0;
  for await (const sheetRow of io.rows) {
    if (!reader) {
      const prepared = IMPORT_READERS[kind](sheetRow.cells);
      if ('missing' in prepared) throw new ImportRunFailure('importHeadersMissing', `${ERROR_MESSAGES.importHeadersMissing} (${prepared.missing.join(', ')})`);
      reader = prepared;
      continue;
    }
    dataRows += 1;
    batchCells.set(sheetRow.row, sheetRow.cells);
    const read = reader.read(sheetRow.cells);
    if ('reasons' in read) {
      refused.add(sheetRow.row, { sku: reader.skuOf(sheetRow.cells), reasons: read.reasons }, 'read');
      batch.push({ row: sheetRow.row, value: read.partial, readReasons: read.reasons });
    } else batch.push({ row: sheetRow.row, value: read.row });
    if (batch.length >= limits.batchSize) await flush();
  }
  await flush();
  if (dataRows === 0) throw new ImportRunFailure('importEmpty');
  await io.progress(total, total);
  return { dataRows, refused: refused.inColumnOrder(reader?.columns ?? new Map()) };
}

/** A row's cells as text by the reader's column names (a column's English header, an attribute's name). */
function cellsByColumn(cells: readonly CellValue[], columns: ReadonlyMap<string, FileColumn>): Record<string, string> {
  return Object.fromEntries([...columns].map(([name, column]) => [name, cellText(cells[column.at])]));
}

/** `prices.xlsx` gives `prices-errors.xlsx`. */
export function errorFileName(uploaded: string): string {
  const base =
    uploaded
      .replace(/\.[^.]+$/, '')
      .replace(/[^\p{L}\p{N}_-]+/gu, '-')
      .replace(/^-+|-+$/g, '') || 'import';
  return `${base}-errors.xlsx`;
}

export interface ImportOutcome {
  status: 'done' | 'warning' | 'error';
  rows: number;
  importErrorFile: string | null;
  error: TransactionError | null;
  childErrors: TransactionError[];
}

/**
 * Done when nothing was refused, warning when some rows were, error when every row was. A row error keeps its reasons
 * as codes (the reader's screen renders them in the reader's language); its message is their English text.
 */
export function importOutcome(result: ImportRunResult, fileName: string, texts: Pick<ReasonTexts, 'reasonsText'>): ImportOutcome {
  const { refused, dataRows } = result;
  if (refused.length === 0) return { status: 'done', rows: dataRows, importErrorFile: null, error: null, childErrors: [] };
  const code = refused.length === dataRows ? 'importAllRowsFailed' : 'importRowsFailed';
  return {
    status: code === 'importAllRowsFailed' ? 'error' : 'warning',
    rows: dataRows,
    importErrorFile: errorFileName(fileName),
    error: { code, message: ERROR_MESSAGES[code] },
    childErrors: refused
      .slice(0, CHILD_ERRORS_SHOWN)
      .map((row) => ({ code: `row ${row.row}`, message: texts.reasonsText('en', row.reasons), reasons: row.reasons })),
  };
}
