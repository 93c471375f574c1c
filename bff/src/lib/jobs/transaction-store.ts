/**
 * Transactions (spec §3/§4) over the BFF's key-value Store: one record per transaction and one id set per company,
 * both kept 30 days from creation. Ids are 128 random bits, so a transaction cannot be guessed.
 */
import { paginate, zeroCounts } from '@contract/lists/list-query';
import {
  TRANSACTION_TABS,
  type Transaction,
  type TransactionError,
  type TransactionMethod,
  type TransactionProgress,
  type TransactionStatus,
} from '@contract/transactions/transaction.types';
import { openTransaction } from '@contract/transactions/open-transaction';
import type { TransactionListAnswer, TransactionListQuery } from '@contract/transactions/transaction.query';
import { TRANSACTION_KEEP_MS } from '@contract/transactions/transaction.types';
import type { Clock } from '../clock';
import { randomId } from '../crypto';
import type { Store } from '../store';

export interface NewTransaction {
  companyId: number;
  method: TransactionMethod;
  /** The user id of whoever started it. */
  createdBy: string;
  /** An import's workbook name, known from the start. */
  file?: string | null;
}

export interface TransactionChanges {
  status?: TransactionStatus;
  rows?: number | null;
  file?: string | null;
  importErrorFile?: string | null;
  error?: TransactionError | null;
  childErrors?: TransactionError[];
  progress?: TransactionProgress | null;
}

const recordKey = (id: string) => `transaction:${id}`;
const companyKey = (companyId: number) => `company-transactions:${companyId}`;
const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export class TransactionStore {
  readonly #store: Store;
  readonly #clock: Clock;

  constructor(options: { store: Store; clock: Clock }) {
    this.#store = options.store;
    this.#clock = options.clock;
  }

  async create(input: NewTransaction): Promise<Transaction> {
    const transaction = openTransaction({
      id: randomId(16),
      companyId: input.companyId,
      method: input.method,
      createdBy: input.createdBy,
      file: input.file ?? null,
      date: new Date(this.#clock()).toISOString(),
    });
    await this.#store.set(recordKey(transaction.id), JSON.stringify(transaction), TRANSACTION_KEEP_MS);
    await this.#store.addToSet(companyKey(input.companyId), transaction.id, TRANSACTION_KEEP_MS);
    return transaction;
  }

  /** Applies the changes and stamps updatedAt; null when the transaction is gone (expired). */
  async update(id: string, changes: TransactionChanges): Promise<Transaction | null> {
    const current = await this.#read(id);
    if (!current) return null;
    const now = this.#clock();
    const updated: Transaction = { ...current, ...changes, updatedAt: new Date(now).toISOString() };
    const left = Date.parse(current.date) + TRANSACTION_KEEP_MS - now;
    if (left <= 0) return null;
    await this.#store.set(recordKey(id), JSON.stringify(updated), left);
    return updated;
  }

  /** The company's transaction; another company's id answers null, as an unknown one does. */
  async get(companyId: number, id: string): Promise<Transaction | null> {
    const transaction = await this.#read(id);
    return transaction?.companyId === companyId ? transaction : null;
  }

  /** The transaction whoever its company is (jobs, which carry their own company). */
  async read(id: string): Promise<Transaction | null> {
    return this.#read(id);
  }

  /** Newest first, one page of the tab and method, with counts per tab ('all' counts everything) under the method. */
  async list(companyId: number, query: TransactionListQuery): Promise<TransactionListAnswer> {
    const ids = await this.#store.members(companyKey(companyId));
    const records = await Promise.all(ids.map(async (id) => [id, await this.#read(id)] as const));
    const gone = records.filter(([, record]) => record === null).map(([id]) => id);
    await Promise.all(gone.map((id) => this.#store.removeFromSet(companyKey(companyId), id)));
    const all = records
      .map(([, record]) => record)
      .filter((record): record is Transaction => record !== null && record.companyId === companyId)
      .filter((record) => !query.method || record.method === query.method)
      .sort((a, b) => (a.date === b.date ? (a.id < b.id ? 1 : -1) : a.date < b.date ? 1 : -1));
    const tabCounts = zeroCounts(TRANSACTION_TABS);
    tabCounts.all = all.length;
    for (const record of all) tabCounts[record.status] += 1;
    const rows = query.tab === 'all' ? all : all.filter((record) => record.status === query.tab);
    return { items: paginate(rows, query.page, query.pageSize), total: rows.length, page: query.page, pageSize: query.pageSize, tabCounts };
  }

  async #read(id: string): Promise<Transaction | null> {
    if (!ID_PATTERN.test(id)) return null;
    const text = await this.#store.get(recordKey(id));
    if (!text) return null;
    const transaction = JSON.parse(text) as Transaction;
    return { ...transaction, progress: transaction.progress ?? null };
  }
}
