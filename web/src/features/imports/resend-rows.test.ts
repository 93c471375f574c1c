import type { ImportRowError } from '@contract/imports/import.types';
import { resendBody, resendFileName, resendProblems, storedValues } from './resend-rows';

const refused = (row: number, cells?: Record<string, string>): ImportRowError => ({
  transactionId: 't1',
  kind: 'stockPrice',
  row,
  sku: `KT-${row}`,
  productId: null,
  productName: null,
  companyId: 1001,
  syncSku: null,
  reasons: [{ code: 'validation.number', column: 'Price' }],
  date: '2026-11-27T00:00:00.000Z',
  ...(cells ? { cells } : {}),
});

describe('resending refused stock/price rows', () => {
  it("fills the inputs from the row's stored cells, the SKU alone when none were kept", () => {
    expect(storedValues(refused(2, { SKU: 'KT-2', Price: 'abc', 'Retail Price': '12', Stock: '-1' }))).toEqual({
      sku: 'KT-2',
      price: 'abc',
      retailPrice: '12',
      stock: '-1',
    });
    expect(storedValues(refused(3))).toEqual({ sku: 'KT-3', price: '', retailPrice: '', stock: '' });
  });

  it("judges values with the import's own reader", () => {
    expect(resendProblems({ sku: 'A', price: 'abc', retailPrice: '12', stock: '-1' })).toEqual({ price: 'validation.number', stock: 'validation.notNegative' });
    expect(resendProblems({ sku: 'A', price: '20', retailPrice: '10', stock: '1' })).toEqual({ retailPrice: 'validation.retailBelowPrice' });
    expect(resendProblems({ sku: 'A', price: '10', retailPrice: '12', stock: '1' })).toEqual({});
  });

  it('sends only the changed rows, in sheet order, under the English header', () => {
    const rows = [refused(2, { SKU: 'KT-2', Price: 'abc', 'Retail Price': '12', Stock: '1' }), refused(3), refused(4)];
    const body = resendBody(
      rows,
      { 't1:4': { price: '9', retailPrice: '10', stock: '2' }, 't1:2': { price: ' 10 ' } },
      (row) => `${row.transactionId}:${row.row}`,
    );
    expect(body).toEqual({
      header: ['SKU', 'Price', 'Retail Price', 'Stock'],
      rows: [
        ['KT-2', '10', '12', '1'],
        ['KT-4', '9', '10', '2'],
      ],
    });
    expect(resendFileName('prices-errors.xlsx')).toBe('prices-fixed.xlsx');
    expect(resendFileName(null)).toBe('import-fixed.xlsx');
  });
});
