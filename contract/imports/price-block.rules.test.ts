import { matchHeaders } from './import-columns';
import { PRICE_BLOCK_COLUMNS, readPriceBlockRow } from './price-block.rules';

const match = matchHeaders(['Company ID', 'Variant ID', 'SKU', 'Action', 'Reason'], PRICE_BLOCK_COLUMNS);
const read = (cells: (string | number | null)[]) => readPriceBlockRow(cells, match);

describe('a price-block row', () => {
  it('names the variant by its id or by its SKU, and needs a reason only to block', () => {
    expect(read([1022, 102200007, null, 'block', 'Price check'])).toEqual({
      row: { companyId: 1022, variantId: 102200007, sku: '', action: 'block', reason: 'Price check' },
    });
    expect(read([1022, null, 'DR-AVZ-7', 'kaldır', null])).toEqual({
      row: { companyId: 1022, variantId: null, sku: 'DR-AVZ-7', action: 'unblock', reason: '' },
    });
  });

  it('refuses a row without its company, its variant or the reason a block needs', () => {
    expect(read([null, null, null, null, '  '])).toEqual({
      reasons: [
        { code: 'validation.required', column: 'Company ID' },
        { code: 'imports.reasons.variantMissing', column: 'Variant ID' },
        { code: 'adminProductTools.reasonRequired', column: 'Reason' },
      ],
    });
    expect(read([1022, 7, null, 'block', 'x'.repeat(201)])).toEqual({ reasons: [{ code: 'adminProductTools.reasonTooLong', column: 'Reason' }] });
  });
});
