/** The browser API of transactions (the company's background jobs and their files, spec §3/§4/§9). */
import { answer, fileAnswer, param, policy, route, textQuery, type QueryCodec } from '../api/route-def';
import { parseTransactionQuery, transactionQueryToRaw, type TransactionListAnswer, type TransactionListQuery } from './transaction.query';
import type { Transaction } from './transaction.types';

export const transactionListQuery: QueryCodec<TransactionListQuery> = {
  parse: parseTransactionQuery,
  toRaw: transactionQueryToRaw,
};

const view = policy.can('reports.view');
/** Transaction ids are opaque text, not numbers. */
const byId = { id: param.text };

export const TRANSACTION_ROUTES = {
  list: route.get('/api/transactions', { query: transactionListQuery, answer: answer<TransactionListAnswer>(), policy: view }),
  detail: route.get('/api/transactions/:id', { params: byId, answer: answer<Transaction>(), policy: view }),
  /** An export's result, or the workbook an import was given. */
  file: route.get('/api/transactions/:id/file', { params: byId, answer: fileAnswer(), policy: view }),
  /** An import's refused rows with a reasons column, in a language (`?lang=`; the uploader's when absent). */
  importErrorFile: route.get('/api/transactions/:id/import-error-file', { params: byId, query: textQuery(['lang']), answer: fileAnswer(), policy: view }),
};
