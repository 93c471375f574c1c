/** Contract steps for orders, packages, exports and transactions; ids found in one answer are kept for the next steps. */
import { API } from '@contract/api/paths';
import type { Leeways } from './answer-diff';
import { get, request, type Memo, type RequestStep } from './contract-steps';

type Pick = (body: unknown) => unknown;

const keepId = (name: string, pick: Pick) => (body: unknown, memo: Memo) => {
  const id = pick(body);
  if (typeof id === 'number') memo.ids = { ...memo.ids, [name]: id };
};
const idOf = (memo: Memo, name: string) => memo.ids?.[name] ?? 0;
const firstRow: Pick = (body) => (body as { items?: { id?: unknown }[] } | null)?.items?.[0]?.id;
const firstItem: Pick = (body) => (body as { order?: { items?: { id?: unknown }[] } } | null)?.order?.items?.[0]?.id;

/** A new package's label and tracking come from the sandbox's and Mirage's own counters only in shape. */
const PACKAGE_LEEWAYS: Leeways = {};

export const orders = (query = '', keepAs?: string): RequestStep => ({
  ...get(`${API.orders}${query ? `?${query}` : ''}`), ...(keepAs ? { keep: keepId(keepAs, firstRow) } : {}),
});
export const order = (name: string, keepItemAs?: string): RequestStep => ({
  ...request('GET', (memo: Memo) => `${API.orders}/${idOf(memo, name)}`), ...(keepItemAs ? { keep: keepId(keepItemAs, firstItem) } : {}),
});
export const orderLogs = (name: string) => request('GET', (memo: Memo) => `${API.orders}/${idOf(memo, name)}/logs`);
export const cancelItem = (orderName: string, itemName: string, reason: string | undefined = 'outOfStock') =>
  request('POST', (memo: Memo) => `${API.orders}/${idOf(memo, orderName)}/cancel`, (memo: Memo) => ({ itemIds: [idOf(memo, itemName)], reason }));
export const packageItem = (orderName: string, itemName: string, keepAs: string): RequestStep => ({
  ...request('POST', (memo: Memo) => `${API.orders}/${idOf(memo, orderName)}/packages`, (memo: Memo) => ({ itemIds: [idOf(memo, itemName)] }), { leeways: PACKAGE_LEEWAYS }),
  keep: keepId(keepAs, (body) => (body as { packageId?: unknown } | null)?.packageId),
});
export const deleteOrder = (name: string) => request('DELETE', (memo: Memo) => `${API.orders}/${idOf(memo, name)}`);
export const packages = (query = '', keepAs?: string): RequestStep => ({
  ...get(`${API.packages}${query ? `?${query}` : ''}`), ...(keepAs ? { keep: keepId(keepAs, firstRow) } : {}),
});
export const packageOf = (name: string) => request('GET', (memo: Memo) => `${API.packages}/${idOf(memo, name)}`);
export const label = (name: string, action: 'refresh' | 'recreate') => request('POST', (memo: Memo) => `${API.packages}/${idOf(memo, name)}/label/${action}`, {});
export const deletePackage = (name: string) => request('DELETE', (memo: Memo) => `${API.packages}/${idOf(memo, name)}`);
/** Transaction ids are random on both sides. */
export const exportOrders = (filters: Record<string, string>) => request('POST', API.ordersExport, filters, { leeways: { transactionId: 'type' } });
export const exportPackages = (filters: Record<string, string>) => request('POST', API.packagesExport, filters, { leeways: { transactionId: 'type' } });
export const transactions = (query = '') => get(`${API.transactions}${query ? `?${query}` : ''}`);
