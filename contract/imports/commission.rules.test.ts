import { matchHeaders } from './import-columns';
import { COMMISSION_COLUMNS, readCommissionRow } from './commission.rules';

const match = matchHeaders(['Pazaryeri', 'Kategori ID', 'Komisyon Oranı'], COMMISSION_COLUMNS);
const read = (cells: (string | number | null)[]) => readCommissionRow(cells, match);

describe('a commission row', () => {
  it('reads a marketplace by its code or its name, the category and the rate (a Turkish decimal comma too)', () => {
    expect(read(['trendyol', 104, 12.5])).toEqual({ row: { marketplace: 'trendyol', categoryId: 104, ratePercent: 12.5 } });
    expect(read(['Noon UAE', '205', '9,75'])).toEqual({ row: { marketplace: 'noon-ae', categoryId: 205, ratePercent: 9.75 } });
    expect(read(['NOON-EG', 7, 0])).toEqual({ row: { marketplace: 'noon-eg', categoryId: 7, ratePercent: 0 } });
  });

  it('gives every reason a row cannot be read, each naming its column', () => {
    expect(read(['amazon', 'x1', 101])).toEqual({
      reasons: [
        { code: 'imports.reasons.marketplaceUnknown', column: 'Marketplace', params: { value: 'amazon' } },
        { code: 'imports.reasons.wholeIdRequired', column: 'Category ID', params: { value: 'x1' } },
        { code: 'adminCommissions.rateRange', column: 'Commission Rate' },
      ],
    });
    expect(read([null, null, 12.345])).toEqual({
      reasons: [
        { code: 'validation.required', column: 'Marketplace' },
        { code: 'validation.required', column: 'Category ID' },
        { code: 'adminCommissions.rateDecimals', column: 'Commission Rate' },
      ],
    });
    expect(read(['trendyol', 104, null])).toEqual({ reasons: [{ code: 'validation.fillOutField', column: 'Commission Rate' }] });
  });
});
