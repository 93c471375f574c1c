/**
 * Transactions with fixed ids put straight into the BFF's store, as its TransactionStore keeps them (a record and
 * the company's id set, kept 30 days): story fixtures a job could not make on cue (a running import half done, a
 * failure without a message), which a story then opens by id. TransactionStore makes its ids at random, so this is
 * the one place that writes its layout; transaction-seeding.test.ts reads them back through TransactionStore.
 */
import type { Transaction } from '@contract/transactions/transaction.types';
import { TransactionStore, type TransactionChanges } from '../../bff/src/lib/jobs/transaction-store';
import { TRANSACTION_KEEP_MS } from '@contract/transactions/transaction.types';
import type { Store } from '../../bff/src/lib/store';

export async function seedTransactions(store: Store, transactions: readonly Transaction[]): Promise<void> {
  for (const transaction of transactions) {
    await store.set(`transaction:${transaction.id}`, JSON.stringify(transaction), TRANSACTION_KEEP_MS);
    await store.addToSet(`company-transactions:${transaction.companyId}`, transaction.id, TRANSACTION_KEEP_MS);
  }
}

/** Changes a transaction as a job would (updatedAt stamped); false when there is no such transaction. */
export async function changeTransaction(store: Store, id: string, changes: TransactionChanges): Promise<boolean> {
  return (await new TransactionStore({ store, clock: Date.now }).update(id, changes)) !== null;
}
