import { describe, expect, it } from 'vitest';
import { PRODUCT_LOOKUP_MAX } from './product.api';
import { productLookupQuery } from './product.routes';

describe('the product lookup query', () => {
  it('reads an id list and writes it back', () => {
    const query = productLookupQuery.parse({ ids: '12, 7,12' });
    expect(productLookupQuery.problems?.(query)).toBeNull();
    expect(productLookupQuery.toRaw(query)).toEqual({ ids: query.ids.join(',') });
    expect(query.ids).toContain(7);
  });

  it('refuses no ids, a list that is not one, and more than the lookup takes', () => {
    const tooMany = Array.from({ length: PRODUCT_LOOKUP_MAX + 1 }, (_, index) => index + 1).join(',');
    for (const ids of [undefined, '', '12,abc', tooMany]) {
      expect(productLookupQuery.problems?.(productLookupQuery.parse({ ids }))).toEqual({ ids: 'validation.productIdList' });
    }
  });
});
