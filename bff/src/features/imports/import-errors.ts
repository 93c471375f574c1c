/**
 * The refused rows of each import, kept beside its transaction in the BFF's store (as long as the transaction) for
 * the Import Errors tab; the error file holds every refused row, the store the first IMPORT_ERRORS_KEPT.
 */
import type { ImportErrorListAnswer, ImportErrorQuery } from '@contract/imports/import.api';
import { IMPORT_METHODS, type ImportRowError } from '@contract/imports/import.types';
import { paginate } from '@contract/lists/list-query';
import type { Store } from '../../lib/store';
import { TRANSACTION_KEEP_MS, type TransactionStore } from '../../lib/jobs/transaction-store';

export const IMPORT_ERRORS_KEPT = 10_000;
/** How many of a kind's latest imports the tab gathers when no import is chosen. */
const RECENT_IMPORTS = 10;

const key = (transactionId: string) => `import-errors:${transactionId}`;

export class ImportErrorStore {
  constructor(
    private readonly store: Store,
    private readonly transactions: TransactionStore,
  ) {}

  async save(transactionId: string, rows: readonly ImportRowError[]): Promise<void> {
    await this.store.set(key(transactionId), JSON.stringify(rows.slice(0, IMPORT_ERRORS_KEPT)), TRANSACTION_KEEP_MS);
  }

  async #rowsOf(transactionId: string): Promise<ImportRowError[]> {
    const text = await this.store.get(key(transactionId));
    return text ? (JSON.parse(text) as ImportRowError[]) : [];
  }

  /** The company's refused rows of one import, or of the kind's latest imports (newest first, rows in order). */
  async list(companyId: number, query: ImportErrorQuery): Promise<ImportErrorListAnswer> {
    const method = IMPORT_METHODS[query.kind];
    const ids = query.transactionId
      ? [await this.transactions.get(companyId, query.transactionId)].filter((t) => t?.method === method).map((t) => t!.id)
      : (await this.transactions.list(companyId, { tab: 'all', method, page: 1, pageSize: RECENT_IMPORTS })).items.map((t) => t.id);
    const rows = (await Promise.all(ids.map((id) => this.#rowsOf(id))))
      .flat()
      .filter((row) => row.companyId === companyId && (!query.sku || (row.sku ?? '').toLowerCase().includes(query.sku.toLowerCase())));
    return { items: paginate(rows, query.page, query.pageSize), total: rows.length, page: query.page, pageSize: query.pageSize };
  }
}
