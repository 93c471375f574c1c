/**
 * The refused rows of one import run, every reason of a row gathered in one pass: the reader's, the catalogue's (the
 * lookup and the §5 limits) and the marketplace service's. A later check's reason about a column the reader already
 * refused is left out (it judged the value the cell could not give), the same reason twice is kept once; at the end
 * each row's reasons follow the file's column order and name each column as the seller's header row named it (a column
 * the file lacks by its English header, marked as the template's).
 */
import type { FileColumn } from './import-readers';
import type { ImportJobKind, ImportReason, ImportRowError } from './import.types';

export type Refusal = Pick<ImportRowError, 'sku' | 'reasons'> & Partial<Pick<ImportRowError, 'productId' | 'productName' | 'syncSku'>>;

/** The reader's reasons, or a check made after it. */
export type RefusalStage = 'read' | 'checked';

const sameReason = (a: ImportReason, b: ImportReason) =>
  a.code === b.code && a.column === b.column && JSON.stringify(a.params ?? {}) === JSON.stringify(b.params ?? {});

interface Refused {
  error: ImportRowError;
  /** How many of the first reasons are the reader's. */
  readCount: number;
}

export class RowRefusals {
  readonly #rows = new Map<number, Refused>();

  constructor(private readonly base: Pick<ImportRowError, 'transactionId' | 'kind' | 'companyId' | 'date'> & { kind: ImportJobKind }) {}

  add(row: number, refusal: Refusal, stage: RefusalStage): void {
    let entry = this.#rows.get(row);
    if (!entry) {
      const error: ImportRowError = { ...this.base, row, productId: null, productName: null, syncSku: null, sku: refusal.sku || null, reasons: [] };
      entry = { error, readCount: 0 };
      this.#rows.set(row, entry);
    }
    const { error } = entry;
    error.sku ??= refusal.sku || null;
    error.productId ??= refusal.productId ?? null;
    error.productName ??= refusal.productName ?? null;
    error.syncSku ??= refusal.syncSku ?? null;
    const read = error.reasons.slice(0, entry.readCount);
    for (const reason of refusal.reasons) {
      if (stage === 'checked' && reason.column !== undefined && read.some((earlier) => earlier.column === reason.column)) continue;
      if (error.reasons.some((earlier) => sameReason(earlier, reason))) continue;
      error.reasons.push(reason);
    }
    if (stage === 'read') entry.readCount = error.reasons.length;
  }

  /** Keeps a row's cells (as text by column) when the row is refused; a row nothing refused keeps none. */
  keepCells(row: number, cells: Record<string, string>): void {
    const entry = this.#rows.get(row);
    if (entry) entry.error.cells = cells;
  }

  /**
   * The refused rows in sheet order; a row refused only by a check that found nothing is no refused row. A reason's
   * column is named as the file's header row names it; one the file lacks keeps its English header, marked as a
   * template column (the reader's screen names it in the reader's language).
   */
  inColumnOrder(columns: ReadonlyMap<string, FileColumn>): ImportRowError[] {
    const last = Number.MAX_SAFE_INTEGER;
    const place = (reason: ImportReason) => (reason.column === undefined ? last : (columns.get(reason.column)?.at ?? last - 1));
    const refused: ImportRowError[] = [];
    for (const { error } of this.#rows.values()) {
      if (error.reasons.length === 0) continue;
      error.reasons = error.reasons
        .map((reason, order) => ({ reason, order }))
        .sort((a, b) => place(a.reason) - place(b.reason) || a.order - b.order)
        .map(({ reason }) => {
          if (reason.column === undefined) return reason;
          const header = columns.get(reason.column)?.header;
          return header === undefined ? { ...reason, templateColumn: true as const } : { ...reason, column: header };
        });
      refused.push(error);
    }
    this.#rows.clear();
    return refused.sort((a, b) => a.row - b.row);
  }
}
