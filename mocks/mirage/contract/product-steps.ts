/**
 * Contract steps for product edit and deleted products. A product is named by a variant kept with `variants(…, name)`
 * (variant-steps.ts): `${name}.product` is its product, `name` the variant.
 */
import { API } from '@contract/api/paths';
import { get, request, type Memo, type RequestStep } from './contract-steps';

const idOf = (memo: Memo, name: string) => memo.ids?.[name] ?? 0;
const productPath = (name: string) => (memo: Memo) => `${API.productEdit}/${idOf(memo, `${name}.product`)}`;
const variantPath = (name: string) => (memo: Memo) => `${productPath(name)(memo)}/variants/${idOf(memo, name)}`;

/** A variant body the schemas accept, with `patch` on top. */
const VARIANT_BODY = {
  name: 'Contract variant M', sku: 'CONTRACT-SKU-1', price: 100, retailPrice: 120, stock: 3, barcode: '8691234567895', hsCode: '620520',
  countryOfOrigin: 'TR', description: 'A variant made by the contract test.', status: 'active', deci: 1, weightGrams: 200, heightMm: 10,
  widthMm: 200, lengthMm: 300,
};

export const product = (name: string) => request('GET', productPath(name));
/** A lookup of the named products' ids, with `extra` ids (another company's, unknown ones) after them. */
export const lookup = (names: readonly string[], extra = '') =>
  request('GET', (memo: Memo) => `${API.productEdit}?ids=${[...names.map((name) => idOf(memo, `${name}.product`)), extra].filter(Boolean).join(',')}`);
export const productLogs = (name: string) => request('GET', (memo: Memo) => `${productPath(name)(memo)}/logs`);
export const productRatings = (name: string) => request('GET', (memo: Memo) => `${productPath(name)(memo)}/ratings`);
export const productImage = (name: string, key: string) => request('GET', (memo: Memo) => `${productPath(name)(memo)}/images/${key}`);
export const updateBasic = (name: string, body: unknown) => request('PUT', productPath(name), body);
export const productTranslations = (name: string, translations: unknown) =>
  request('PUT', (memo: Memo) => `${productPath(name)(memo)}/translations`, { translations });
export const variantTranslations = (name: string, translations: unknown) =>
  request('PUT', (memo: Memo) => `${variantPath(name)(memo)}/translations`, { translations });
export const addVariant = (name: string, patch: Record<string, unknown> = {}) =>
  request('POST', (memo: Memo) => `${productPath(name)(memo)}/variants`, { ...VARIANT_BODY, ...patch });
export const updateVariant = (name: string, patch: Record<string, unknown> = {}) => request('PUT', variantPath(name), { ...VARIANT_BODY, ...patch });
export const deleteVariant = (name: string) => request('DELETE', variantPath(name));
export const imageChange = (name: string, action: 'default' | 'remove', url: string) =>
  request('POST', (memo: Memo) => `${variantPath(name)(memo)}/images/${action}`, { url });
export const imageUpload = (name: string) => request('POST', (memo: Memo) => `${variantPath(name)(memo)}/images`, {});

export const deletedProducts = (query = '', keepAs?: string): RequestStep => ({
  ...get(`${API.deletedProducts}${query ? `?${query}` : ''}`),
  ...(keepAs ? {
    keep: (body: unknown, memo: Memo) => {
      const id = (body as { items?: { id?: unknown }[] } | null)?.items?.[0]?.id;
      if (typeof id === 'number') memo.ids = { ...memo.ids, [keepAs]: id };
    },
  } : {}),
});
export const deletedProduct = (name: string) => request('GET', (memo: Memo) => `${API.deletedProducts}/${idOf(memo, name)}`);
