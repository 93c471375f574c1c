/**
 * Contract cases for the transactions list's method filter and one transaction by id. A new export's record is the
 * job's on the BFF (still running, or done with its file) and finished at once in Mirage, so the cases compare what
 * both sides agree on: lists without it, and notFound for an unknown id or another company's.
 */
import { API } from '@contract/api/paths';
import { AYSE, get, OMAR, request, signIn, type Memo, type RequestStep, type Step } from './contract-steps';

type ContractCase = readonly [name: string, steps: readonly Step[]];

const keepTransaction = (name: string) => (body: unknown, memo: Memo) => {
  const id = (body as { transactionId?: unknown } | null)?.transactionId;
  if (typeof id === 'string') memo.texts = { ...memo.texts, [name]: id };
};

const exportOrders = (keepAs: string): RequestStep => ({
  ...request('POST', API.ordersExport, { tab: 'cancelled' }, { leeways: { transactionId: 'type' } }), keep: keepTransaction(keepAs),
});
/** A list that may hold the new export: its counts differ in which tab they fall in while the BFF's job runs. */
const transactions = (query: string, leeways = {}) => get(`${API.transactions}?${query}`, leeways);
const transaction = (name: string) => request('GET', (memo: Memo) => `${API.transactions}/${encodeURIComponent(memo.texts?.[name] ?? 'none-kept')}`);

export const TRANSACTION_CASES: readonly ContractCase[] = [
  ['transactions: the method filter, and one by id only for its company', [transaction('none'), signIn(AYSE), exportOrders('export'),
    transactions('method=stockPriceImport'), transactions('method=fulfillmentDayImport&tab=error&page=2'),
    transactions('method=orderExport&tab=error', { tabCounts: 'type' }), get(`${API.transactions}/no-such-transaction`), get(`${API.transactions}/bad%20id`),
    signIn(OMAR), transaction('export'), transactions('method=orderExport')]],
];
