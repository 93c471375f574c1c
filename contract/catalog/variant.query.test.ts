import type { Product, Variant } from './catalog.types';
import { quickEditProblems } from './variant.api';
import { parseVariantQuery, variantFilterProblems, variantMatcher, variantQueryToRaw } from './variant.query';

const variant = {
  id: 7,
  productId: 101,
  name: 'Keten Gömlek Beyaz M',
  sku: 'AT-1-M',
  status: 'active',
  marketplaces: [
    { marketplace: 'trendyol', status: 'salable' },
    { marketplace: 'hepsiburada', status: 'locked' },
  ],
} as Variant;
const product = { id: 101, name: 'Linen Shirt', brandId: 3, categoryId: 44 } as Product;

describe('the variant list query', () => {
  it('reads the URL, normalising a product-id list and dropping values it does not know', () => {
    const query = parseVariantQuery({
      productIds: ' 101, 102,,101 ',
      brandId: '3',
      categoryId: 'x',
      marketplace: 'ebay',
      mpStatus: 'ready_for_sale',
      tab: 'inactive',
      sort: '-stock',
    });
    expect(query).toMatchObject({
      productIds: '101,102',
      brandId: 3,
      mpStatus: 'ready_for_sale',
      tab: 'inactive',
      sort: { field: 'stock', direction: 'desc' },
      page: 1,
    });
    expect(query.categoryId).toBeUndefined();
    expect(query.marketplace).toBeUndefined();
    expect(variantQueryToRaw(query)).toEqual({
      productIds: '101,102',
      brandId: '3',
      mpStatus: 'ready_for_sale',
      tab: 'inactive',
      sort: '-stock',
      page: '1',
      pageSize: '25',
    });
    expect(parseVariantQuery({}).sort).toEqual({ field: 'id', direction: 'desc' });
  });

  it('names a product-id list that is not one, and a search under 3 characters', () => {
    expect(variantFilterProblems(parseVariantQuery({ productIds: '101, abc', q: 'ke' }))).toEqual({
      productIds: 'validation.productIdList',
      q: 'validation.searchTooShort',
    });
    expect(variantFilterProblems(parseVariantQuery({ productIds: '101', q: 'ket' }))).toBeNull();
  });

  it('matches ids, the whole SKU, brand, category, a marketplace state and the name in Turkish case', () => {
    const matches = (raw: Record<string, string>) => variantMatcher(parseVariantQuery(raw))(variant, product);
    expect(matches({ productIds: '5,101' })).toBe(true);
    expect(matches({ productIds: '5' })).toBe(false);
    expect(matches({ sku: 'AT-1-M' })).toBe(true);
    expect(matches({ sku: 'AT-1' })).toBe(false);
    expect(matches({ brandId: '3', categoryId: '44' })).toBe(true);
    expect(matches({ categoryId: '45' })).toBe(false);
    expect(matches({ marketplace: 'hepsiburada', mpStatus: 'locked' })).toBe(true);
    expect(matches({ marketplace: 'trendyol', mpStatus: 'locked' })).toBe(false);
    expect(matches({ mpStatus: 'salable' })).toBe(true);
    expect(matches({ marketplace: 'noon-ae' })).toBe(false);
    expect(matches({ q: 'GÖMLEK' })).toBe(true);
    expect(matches({ q: 'linen' })).toBe(true);
    expect(matches({ q: 'trousers' })).toBe(false);
  });
});

describe('quick-edit problems', () => {
  it('belong to the variant sent at their index; others are general', () => {
    expect(
      quickEditProblems(
        { 'variants[1].id': 'validation.variantUnknown', 'variants[1].stock': 'validation.wholeNumber', variants: 'validation.tooManyRows' },
        [5, 9],
      ),
    ).toEqual({ rows: { 9: { id: 'validation.variantUnknown', stock: 'validation.wholeNumber' } }, general: 'validation.tooManyRows' });
  });
});
