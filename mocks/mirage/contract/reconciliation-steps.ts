/** Contract steps for reconciliation and payments; period and payment ids found in one answer are kept for the next. */
import { API } from '@contract/api/paths';
import { get, request, type Memo, type RequestStep } from './contract-steps';

const keepId = (name: string, pick: (body: unknown) => unknown) => (body: unknown, memo: Memo) => {
  const id = pick(body);
  if (typeof id === 'number') memo.ids = { ...memo.ids, [name]: id };
};
const idOf = (memo: Memo, name: string) => memo.ids?.[name] ?? 0;

export const reconciliation = (query = '', keepPeriodAs?: string): RequestStep => ({
  ...get(`${API.reconciliation}${query ? `?${query}` : ''}`),
  ...(keepPeriodAs ? { keep: keepId(keepPeriodAs, (body) => (body as { period?: { id?: unknown } } | null)?.period?.id) } : {}),
});
export const period = (name: string) => request('GET', (memo: Memo) => `${API.reconciliation}/periods/${idOf(memo, name)}`);
/** Transaction ids are random on both sides. */
export const exportReconciliation = (filters: Record<string, string>) =>
  request('POST', API.reconciliationExport, filters, { leeways: { transactionId: 'type' } });
export const payments = (query = '', keepAs?: string): RequestStep => ({
  ...get(`${API.payments}${query ? `?${query}` : ''}`),
  ...(keepAs ? { keep: keepId(keepAs, (body) => (body as { items?: { id?: unknown }[] } | null)?.items?.[0]?.id) } : {}),
});
export const payment = (name: string) => request('GET', (memo: Memo) => `${API.payments}/${idOf(memo, name)}`);
