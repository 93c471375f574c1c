import { DEFAULT_PAGE_SIZE } from '../lists/list-query';
import {
  MP_PRODUCT_TABS,
  mpProductFilterProblems,
  mpProductMatcher,
  mpProductQueryToRaw,
  mpProductRowKey,
  parseMpProductQuery,
  variantMatches,
} from './mp-product.query';

describe('the marketplace-products query', () => {
  it('reads the URL and writes it back the same', () => {
    const query = parseMpProductQuery({
      tab: 'locked',
      marketplace: 'noon-ae',
      sku: ' TX-10 ',
      productId: '101, 102',
      page: '3',
      pageSize: '50',
      sort: '-price',
    });
    expect(query).toEqual({
      tab: 'locked',
      marketplace: 'noon-ae',
      sku: 'TX-10',
      productId: '101, 102',
      page: 3,
      pageSize: 50,
      sort: { field: 'price', direction: 'desc' },
    });
    expect(parseMpProductQuery(mpProductQueryToRaw(query))).toEqual(query);
  });

  it('falls back on anything it does not know', () => {
    expect(parseMpProductQuery({ tab: 'sold', marketplace: 'amazon', pageSize: '1000', sort: 'colour' })).toEqual({
      tab: 'all',
      page: 1,
      pageSize: DEFAULT_PAGE_SIZE,
      sort: { field: 'sku', direction: 'asc' },
      sku: undefined,
      productId: undefined,
    });
  });

  it('has All and then every §4 marketplace status as tabs', () => {
    expect(MP_PRODUCT_TABS).toHaveLength(16);
    expect(MP_PRODUCT_TABS.slice(0, 3)).toEqual(['all', 'salable', 'locked']);
  });

  it('refuses a product-id filter that is not a comma-separated id list', () => {
    expect(mpProductFilterProblems({ productId: '101, abc' })).toEqual({ productId: 'validation.productIdList' });
    expect(mpProductFilterProblems({ productId: '101,102' })).toBeNull();
    expect(mpProductFilterProblems({})).toBeNull();
  });

  it('matches SKU parts in any case and product ids from the list', () => {
    const matcher = mpProductMatcher({ sku: 'tx-10', productId: '7, 9' });
    expect(variantMatches(matcher, 7, 'tx-1001-m')).toBe(true);
    expect(variantMatches(matcher, 8, 'tx-1001-m')).toBe(false);
    expect(variantMatches(matcher, 9, 'ab-1001-m')).toBe(false);
    expect(variantMatches(mpProductMatcher({}), 8, 'anything')).toBe(true);
    expect(mpProductRowKey({ variantId: 12, marketplace: 'noon-sa' })).toBe('12-noon-sa');
  });
});
