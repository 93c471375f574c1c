/**
 * One import's run over its rows, as the BFF's import job runs it (the job gives the IO, in Node or in the page): the header row picks the
 * reader, each row is read, batches are checked against the catalogue's lookup (import-batch.ts) and applied, progress
 * is told after every batch; then the outcome the transaction records. A run again after a restart (`resumeAfter`, a
 * sheet row) reads every row again but does not apply the batches up to that row a second time; the batch after them
 * (perhaps in flight when the first run stopped) is sent with the same index, so the service can tell it was applied.
 */
import type { ImportApplyAnswer, ImportLookupAnswer, ImportRowSent } from '../downstream/catalog-imports';
import { ERROR_MESSAGES, type ErrorCode } from '../errors';
import type { TransactionError } from '../transactions/transaction.types';
import { checkBatch, newBatchState, skuOfRow, type ImportRowOf, type ReadRow } from './import-batch';
import { cellText, type CellValue } from './import-columns';
import { IMPORT_READERS, type FileColumn, type RowReader } from './import-readers';
import { RowRefusals, type Refusal } from './row-refusals';
import type { ImportJobKind, ImportLimits, ImportReason, ImportRowError } from './import.types';
import { rowErrorCode } from './row-error-codes';
import { hiddenColumnNames, hiddenColumnsError, ROW_HIDDEN } from './sheet-warnings';
import type { ReasonTexts } from './reason-texts';

export const CHILD_ERRORS_SHOWN = 20;

export interface SheetRowCells {
  /** The sheet's row number (the header is 1). */
  row: number;
  cells: CellValue[];
  /** Hidden in the workbook: an office user's way to take a row out, so it is skipped, never applied. */
  hidden?: true | undefined;
}

/** What a workbook's reader tells of the sheet it read. */
export interface SheetFacts {
  /** The sheet's name, as its tab shows it. */
  name: string;
  /** Columns hidden in the workbook (0-based; A is 0): read like the others, and said so. */
  hiddenColumns: number[];
}

/** Ends the import with this code (a header row without the required columns, a file without rows), and its details. */
export class ImportRunFailure extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string = ERROR_MESSAGES[code],
    readonly params?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ImportRunFailure';
  }
}

export interface ImportIo<K extends ImportJobKind> {
  rows: AsyncIterable<SheetRowCells> | Iterable<SheetRowCells>;
  lookup(skus: string[]): Promise<ImportLookupAnswer> | ImportLookupAnswer;
  /**
   * The rows to apply, and those to check only (refused already, checked for the rest of their reasons). `batch`: the
   * batch's 0-based index among the file's batches, the same on a run again (a batch's id is made of it, importBatchId).
   */
  apply(rows: ImportRowSent<ImportRowOf[K]>[], batch: number): Promise<ImportApplyAnswer> | ImportApplyAnswer;
  progress(done: number, total: number): Promise<void> | void;
  /** Called before each batch (the BFF stops here when its process is stopping). */
  beforeBatch?(): void;
}

export interface ImportRunInput {
  kind: ImportJobKind;
  transactionId: string;
  companyId: number;
  date: string;
  limits: ImportLimits;
  /** Data rows in the file (counted first). */
  total: number;
  resumeAfter?: number;
  /** What the workbook's reader saw of the sheet. */
  sheet?: SheetFacts | undefined;
}

export interface ImportRunResult {
  /** Rows read (hidden ones aside). */
  dataRows: number;
  /** Refused rows in sheet order. */
  refused: ImportRowError[];
  /** Data rows hidden in the workbook, skipped. */
  hiddenRows: number[];
  /** Columns hidden in the workbook, read like the others (`C (Note)`). */
  hiddenColumns: string[];
}

export async function runImport<K extends ImportJobKind>(input: ImportRunInput & { kind: K }, io: ImportIo<K>): Promise<ImportRunResult> {
  const { kind, limits, total, resumeAfter = 0 } = input;
  const refused = new RowRefusals({ transactionId: input.transactionId, kind, companyId: input.companyId, date: input.date });
  const refuse = (row: number, refusal: Refusal) => refused.add(row, refusal, 'checked');
  const state = newBatchState();
  let batch: ReadRow<K>[] = [];
  let batchIndex = 0;
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
    const index = batchIndex++;
    const check = checkBatch(kind, sent, await io.lookup(sent.flatMap((read) => (skuOfRow(read.value) ? [skuOfRow(read.value)] : []))), limits, state);
    for (const row of check.refused) refuse(row.row, { ...row, ...row.current });
    const lastRow = sent[sent.length - 1]!.row;
    if (check.send.length && lastRow > resumeAfter) {
      const answer = await io.apply(
        check.send.map((read) => (read.readReasons ? { ...read.value, checkOnly: true } : read.value)),
        index,
      );
      answer.results.forEach((result, at) => {
        const read = check.send[at]!;
        if (!result.ok) refuse(read.row, { ...result, sku: skuOfRow(read.value) || null });
      });
    }
    keepRefusedCells(sentCells);
    await io.progress(Math.min(total, Math.max(lastRow, resumeAfter) - 1), total);
  };
  let dataRows = 0;
  const hiddenRows: number[] = [];
  let hiddenColumns: string[] = [];
  for await (const sheetRow of io.rows) {
    if (!reader) {
      const prepared = IMPORT_READERS[kind](sheetRow.cells);
      if ('missing' in prepared) throw headersMissing(prepared.missing, input.sheet?.name ?? '');
      reader = prepared;
      hiddenColumns = hiddenColumnNames(input.sheet?.hiddenColumns ?? [], sheetRow.cells);
      continue;
    }
    if (sheetRow.hidden) {
      hiddenRows.push(sheetRow.row);
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
  if (dataRows === 0 && hiddenRows.length === 0) throw new ImportRunFailure('importEmpty');
  await io.progress(total, total);
  return { dataRows, refused: refused.inColumnOrder(reader?.columns ?? new Map()), hiddenRows, hiddenColumns };
}

function headersMissing(missing: readonly string[], sheet: string): ImportRunFailure {
  const named = `${ERROR_MESSAGES.importHeadersMissing} (sheet "${sheet}": ${missing.join(', ')})`;
  return new ImportRunFailure('importHeadersMissing', named, { sheet, missing: missing.join(', ') });
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
  const { refused, dataRows, hiddenRows, hiddenColumns } = result;
  const english = (reasons: ImportReason[]) => texts.reasonsText('en', reasons);
  const hidden = hiddenRows.length > 0 || hiddenColumns.length > 0;
  if (refused.length === 0 && !hidden) return { status: 'done', rows: dataRows, importErrorFile: null, error: null, childErrors: [] };
  const code = refused.length === 0 ? 'importHiddenCells' : refused.length === dataRows ? 'importAllRowsFailed' : 'importRowsFailed';
  const rowErrors = [...refused.map((row) => ({ row: row.row, reasons: row.reasons })), ...hiddenRows.map((row) => ({ row, reasons: [ROW_HIDDEN] }))].sort(
    (a, b) => a.row - b.row,
  );
  const sheetErrors = hiddenColumns.length ? [hiddenColumnsError(hiddenColumns, (reason) => english([reason]))] : [];
  return {
    status: code === 'importAllRowsFailed' ? 'error' : 'warning',
    rows: dataRows,
    importErrorFile: refused.length ? errorFileName(fileName) : null,
    error: { code, message: ERROR_MESSAGES[code] },
    childErrors: [
      ...sheetErrors,
      ...rowErrors.slice(0, CHILD_ERRORS_SHOWN).map(({ row, reasons }) => ({ code: rowErrorCode(row), message: english(reasons), reasons })),
    ],
  };
}
