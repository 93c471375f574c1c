/** Contract steps for All Products (quick edit) and Product Validation; a variant's id and its product's are kept by name. */
import { API } from '@contract/api/paths';
import { get, request, type Memo, type RequestStep } from './contract-steps';

interface FirstRow { items?: { id?: unknown; productId?: unknown }[] }

const keepRow = (name: string) => (body: unknown, memo: Memo) => {
  const row = (body as FirstRow | null)?.items?.[0];
  if (typeof row?.id === 'number' && typeof row.productId === 'number') memo.ids = { ...memo.ids, [name]: row.id, [`${name}.product`]: row.productId };
};
const idOf = (memo: Memo, name: string) => memo.ids?.[name] ?? 0;

export const variants = (query = '', keepAs?: string): RequestStep => ({
  ...get(`${API.variants}${query ? `?${query}` : ''}`), ...(keepAs ? { keep: keepRow(keepAs) } : {}),
});

/** The kept variant's product, with every variant of it. */
export const variantsOfKept = (name: string) => request('GET', (memo: Memo) => `${API.variants}?productIds=${idOf(memo, `${name}.product`)}&pageSize=100`);

export interface QuickEditValues { price: unknown; retailPrice: unknown; stock: unknown; status: unknown }

/** One quick-edit save of the kept variants (by name) or of literal ids, each with `values`. */
export const quickEdit = (rows: readonly (readonly [name: string | number, values: QuickEditValues])[]) => request('POST', API.variantsQuickEdit,
  (memo: Memo) => ({ variants: rows.map(([name, values]) => ({ id: typeof name === 'number' ? name : idOf(memo, name), ...values })) }));

export const productValidation = (query = '') => get(`${API.productValidation}${query ? `?${query}` : ''}`);
