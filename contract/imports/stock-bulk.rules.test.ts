import { matchHeaders } from './import-columns';
import { readStockBulkRow, readStockScope, STOCK_BULK_COLUMNS } from './stock-bulk.rules';

const match = matchHeaders(['Firma ID', 'SKU', 'Pazaryeri', 'Stok'], STOCK_BULK_COLUMNS);
const read = (cells: (string | number | null)[]) => readStockBulkRow(cells, match);

describe('a stock file row', () => {
  it('reads a company, a SKU, a marketplace (empty: every one) and a whole stock', () => {
    expect(read([1001, 'TS-1', 'Trendyol', 12])).toEqual({ row: { companyId: 1001, sku: 'TS-1', marketplace: 'trendyol', stock: 12 } });
    expect(read(['1002', 'TS-2', null, '0'])).toEqual({ row: { companyId: 1002, sku: 'TS-2', marketplace: 'all', stock: 0 } });
    expect(read([1003, 'TS-3', 'NOON AE', 5])).toMatchObject({ row: { marketplace: 'noon-ae' } });
  });

  it('reads "all" in both languages and refuses a marketplace it does not know', () => {
    expect(readStockScope('Tümü')).toBe('all');
    expect(readStockScope('all')).toBe('all');
    expect(readStockScope('noon_sa')).toBe('noon-sa');
    expect(readStockScope('amazon')).toBeNull();
  });

  it('gives every reason a row cannot be read, each naming its column', () => {
    expect(read([null, '', 'amazon', -1])).toEqual({
      reasons: [
        { code: 'validation.required', column: 'Company ID' },
        { code: 'validation.required', column: 'SKU' },
        { code: 'imports.reasons.marketplaceUnknown', column: 'Marketplace', params: { value: 'amazon' } },
        { code: 'validation.notNegative', column: 'Stock' },
      ],
    });
    expect(read([1001, 'TS-1', null, 2.5])).toMatchObject({ reasons: [{ column: 'Stock' }] });
    expect(read([1001, 'TS-1', null, null])).toMatchObject({ reasons: [{ code: 'validation.required', column: 'Stock' }] });
  });
});
