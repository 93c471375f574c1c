/** Contract cases for brands, categories, crossings and the taxonomy lists: the same steps to the BFF and to Mirage. */
import { API } from '@contract/api/paths';
import { actAs, ADMIN, AYSE, get, OMAR, post, request, signIn, staffSignIn, type Memo, type RequestStep, type Step } from './contract-steps';

type ContractCase = readonly [name: string, steps: readonly Step[]];

const keep = (name: string, pick: (body: unknown) => unknown) => (body: unknown, memo: Memo) => {
  const id = pick(body);
  if (typeof id === 'number') memo.ids = { ...memo.ids, [name]: id };
};
const idOf = (memo: Memo, name: string) => memo.ids?.[name] ?? 0;
const withQuery = (path: string, query: string) => `${path}${query ? `?${query}` : ''}`;

const BRAND = { name: 'Contract Brand', remoteId: 'CB-1', status: 'active', imageUrl: 'https://img.example.test/cb.png',
  crossings: [{ marketplace: 'trendyol', remoteBrandId: 'TY-CB', remoteBrandName: 'CONTRACT' }] };
const CATEGORY = { name: 'Contract Parent', nameTr: 'Sözleşme Üst', remoteId: 'CT-P', parentId: null, status: 'active' };
const TSHIRTS = 104;
const CROSSING = `${API.categories}/${TSHIRTS}/crossings/noon-ae`;

const brands = (query = '', keepAs?: string): RequestStep => ({
  ...get(withQuery(API.brands, query)), ...(keepAs ? { keep: keep(keepAs, (body) => (body as { items?: { id?: unknown }[] }).items?.[0]?.id) } : {}),
});
const brand = (name: string) => request('GET', (memo: Memo) => `${API.brands}/${idOf(memo, name)}`);
const addBrand = (body: unknown, keepAs?: string): RequestStep => ({
  ...post(API.brands, body), ...(keepAs ? { keep: keep(keepAs, (answer) => (answer as { brand?: { id?: unknown } }).brand?.id) } : {}),
});
const editBrand = (name: string, body: unknown) => request('PUT', (memo: Memo) => `${API.brands}/${idOf(memo, name)}`, body);

const categories = (query = '') => get(withQuery(API.categories, query));
const addCategory = (body: unknown | ((memo: Memo) => unknown), keepAs?: string): RequestStep => ({
  ...request('POST', API.categories, body), ...(keepAs ? { keep: keep(keepAs, (answer) => (answer as { category?: { id?: unknown } }).category?.id) } : {}),
});
const category = (name: string) => request('GET', (memo: Memo) => `${API.categories}/${idOf(memo, name)}`);
const deleteCategory = (name: string, anyway: boolean) => request('DELETE', (memo: Memo) => `${API.categories}/${idOf(memo, name)}${anyway ? '?deleteAnyway=true' : ''}`);
const put = (path: string, body: unknown) => request('PUT', path, body);
const remove = (path: string) => request('DELETE', path);

export const TAXONOMY_CASES: readonly ContractCase[] = [
  ['brands: tabs, search, marketplace filter and sorting', [signIn(AYSE), brands('pageSize=5'), brands('tab=inactive'), brands('q=ana&sort=-name'),
    brands('marketplace=noon-ae&sort=id&page=2&pageSize=3', 'b'), brand('b'), get(`${API.brands}/abc`)]],
  ['brands: add, refuse the same name, edit, and a bad body', [signIn(AYSE), addBrand(BRAND, 'new'), addBrand({ ...BRAND, name: 'contract BRAND' }),
    editBrand('new', { ...BRAND, status: 'inactive', imageUrl: '', crossings: [] }), brand('new'), addBrand({ ...BRAND, name: '', imageUrl: 'ftp://x' }),
    brands('q=contract')]],
  ["brands: another company's brand, and refused to the signed out and to staff", [brands(), signIn(OMAR), brands('pageSize=1', 'theirs'), signIn(AYSE),
    brand('theirs'), editBrand('theirs', BRAND), staffSignIn(ADMIN), brands(), actAs(1002), brands('pageSize=2')]],
  ['categories: list, tree, detail, crossings, health and the lists', [signIn(AYSE), categories('pageSize=5'), categories('q=t-shirts&leaf=leaf'),
    categories('marketplace=trendyol&cross=never&sort=-name&pageSize=3'), categories('tab=inactive&sort=-createdAt'), get(API.categoryTree),
    get(`${API.categories}/${TSHIRTS}`), get(`${API.categories}/999999`), get(`${API.categories}/abc`), get(`${API.categories}/${TSHIRTS}/cross`),
    get(API.mappingHealth), get(`${API.marketplaceCategories}?marketplace=noon-ae&q=shirts&pageSize=5`), get(API.marketplaceCategories),
    get(API.restrictedCategories), get(`${API.restrictedCategories}?q=perfume`), get(API.oldAttributes), get(`${API.oldAttributes}?type=text&pageSize=2`)]],
  ['category management and crossing refused to a seller and to the signed out', [get(API.categories), post(API.categories, CATEGORY), signIn(AYSE),
    post(API.categories, CATEGORY), put(`${API.categories}/${TSHIRTS}`, CATEGORY), remove(`${API.categories}/${TSHIRTS}`),
    put(CROSSING, { remoteCategoryId: 'NC00728', syncMode: 'once' }), remove(CROSSING)]],
  ["staff: add a parent and a child, 'Delete Anyway', and the refusals", [staffSignIn(ADMIN), actAs(1001), addCategory(CATEGORY, 'parent'),
    addCategory((memo: Memo) => ({ ...CATEGORY, name: 'Contract Child', remoteId: 'CT-C', parentId: idOf(memo, 'parent') }), 'child'),
    deleteCategory('parent', false), deleteCategory('parent', true), category('child'), category('parent'),
    put(`${API.categories}/103`, { ...CATEGORY, parentId: TSHIRTS }), post(API.categories, { ...CATEGORY, remoteId: '' }), post(API.categories, { ...CATEGORY, parentId: 999999 })]],
  ['staff: cross and uncross a category, an attribute and a value', [staffSignIn(ADMIN), actAs(1001), put(CROSSING, { remoteCategoryId: 'NC00728', syncMode: 'forever' }),
    put(`${CROSSING}/attributes/1/values/1001`, { remoteValueId: 'navy' }), remove(`${CROSSING}/attributes/1/values/1001`), remove(`${CROSSING}/attributes/1`),
    put(`${CROSSING}/attributes/1/values/1001`, { remoteValueId: 'black' }), put(`${CROSSING}/attributes/1`, { remoteAttributeId: 'colour' }),
    put(`${CROSSING}/attributes/1`, { remoteAttributeId: 'shoe_size' }), put(`${CROSSING}/attributes/30`, { remoteAttributeId: 'colour' }),
    put(CROSSING, { remoteCategoryId: 'NC00728', syncMode: 'once' }), remove(CROSSING), put(CROSSING, { remoteCategoryId: '' }),
    put(`${API.categories}/${TSHIRTS}/crossings/amazon`, { remoteCategoryId: 'x', syncMode: 'once' }), get(`${API.categories}/${TSHIRTS}/cross`)]],
];
