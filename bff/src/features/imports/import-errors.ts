/**
 * The refused rows of each import, kept as long as its transaction for the Import Errors tab (the error file holds
 * every refused row, this the first IMPORT_ERRORS_KEPT). With Redis they sit in the store beside the transaction; a
 * BFF without Redis keeps them on disk beside the kept workbook (`<transaction id>-refused.jsonl` in the uploads
 * store, one row per line, removed with it) and reads them a page at a time, so its heap does not grow with the
 * number of imports.
 */
import type { ImportErrorListAnswer, ImportErrorQuery } from '@contract/imports/import.api';
import { IMPORT_METHODS, type ImportRowError } from '@contract/imports/import.types';
import type { AppContext } from '../../lib/app-context';
import type { AppFiles } from '../../lib/files/app-files';
import type { FileStore } from '../../lib/files/file-store';
import { refusedRowsKey } from '../../lib/jobs/import-files';
import { MemoryStore } from '../../lib/memory-store';
import type { Store } from '../../lib/store';
import type { TransactionStore } from '../../lib/jobs/transaction-store';
import { TRANSACTION_KEEP_MS } from '@contract/transactions/transaction.types';
import { readJsonLines, writeJsonLines } from './json-lines';

export const IMPORT_ERRORS_KEPT = 10_000;
/** How many of a kind's latest imports the tab gathers when no import is chosen. */
const RECENT_IMPORTS = 10;

const key = (transactionId: string) => `import-errors:${transactionId}`;

export class ImportErrorStore {
  /** `files`: where the rows go instead of the store (a BFF without Redis), else null. */
  constructor(
    private readonly store: Store,
    private readonly transactions: TransactionStore,
    private readonly files: FileStore | null = null,
  ) {}

  async save(transactionId: string, rows: readonly ImportRowError[]): Promise<void> {
    const kept = rows.slice(0, IMPORT_ERRORS_KEPT);
    if (this.files) await writeJsonLines(this.files, refusedRowsKey(transactionId), kept);
    else await this.store.set(key(transactionId), JSON.stringify(kept), TRANSACTION_KEEP_MS);
  }

  async *#rowsOf(transactionId: string): AsyncIterable<ImportRowError> {
    if (!this.files) {
      const text = await this.store.get(key(transactionId));
      yield* text ? (JSON.parse(text) as ImportRowError[]) : [];
      return;
    }
    yield* readJsonLines<ImportRowError>(this.files, refusedRowsKey(transactionId));
  }

  /** The company's refused rows of one import, or of the kind's latest imports (newest first, rows in order): one page. */
  async list(companyId: number, query: ImportErrorQuery): Promise<ImportErrorListAnswer> {
    const method = IMPORT_METHODS[query.kind];
    const ids = query.transactionId
      ? [await this.transactions.get(companyId, query.transactionId)].filter((t) => t?.method === method).map((t) => t!.id)
      : (await this.transactions.list(companyId, { tab: 'all', method, page: 1, pageSize: RECENT_IMPORTS })).items.map((t) => t.id);
    const sku = query.sku?.toLowerCase();
    const start = (query.page - 1) * query.pageSize;
    const items: ImportRowError[] = [];
    let total = 0;
    for (const id of ids) {
      for await (const row of this.#rowsOf(id)) {
        if (row.companyId !== companyId || (sku && !(row.sku ?? '').toLowerCase().includes(sku))) continue;
        if (total >= start && items.length < query.pageSize) items.push(row);
        total += 1;
      }
    }
    return { items, total, page: query.page, pageSize: query.pageSize };
  }
}

/** The BFF's store of refused rows: on disk beside the kept workbooks when its store is the in-process one. */
export function importErrorStore(ctx: Pick<AppContext, 'store' | 'transactions'> & { files: Pick<AppFiles, 'uploads'> }): ImportErrorStore {
  return new ImportErrorStore(ctx.store, ctx.transactions, ctx.store instanceof MemoryStore ? ctx.files.uploads : null);
}
