import { RowRefusals } from './row-refusals';

const base = { transactionId: 't1', kind: 'productVariant' as const, companyId: 1001, date: '2026-11-27T00:00:00.000Z' };

describe('RowRefusals', () => {
  it("merges a row's reasons once each, leaves out a later check's reason on a column the reader refused, and orders and names them by the file", () => {
    const refusals = new RowRefusals(base);
    refusals.add(
      3,
      {
        sku: 'A',
        reasons: [
          { code: 'validation.required', column: 'Brand' },
          { code: 'validation.number', column: 'Price' },
        ],
      },
      'read',
    );
    refusals.add(
      3,
      {
        sku: 'A',
        productName: 'Kettle',
        reasons: [
          { code: 'imports.reasons.brandUnknown', column: 'Brand', params: { brand: '' } },
          { code: 'imports.reasons.attributeValueUnknown', column: 'Renk', params: { value: 'Mor' } },
          { code: 'imports.reasons.statusUnknown', column: 'Status' },
          { code: 'imports.reasons.skuUnknown', column: 'SKU' },
          { code: 'imports.reasons.skuUnknown', column: 'SKU' },
        ],
      },
      'checked',
    );
    refusals.add(2, { sku: 'B', reasons: [] }, 'checked');
    refusals.keepCells(3, { SKU: 'A', Price: 'x' });
    refusals.keepCells(4, { SKU: 'C' });
    const columns = new Map([
      ['SKU', { at: 0, header: 'Stok Kodu' }],
      ['Price', { at: 1, header: 'Fiyat' }],
      ['Brand', { at: 2, header: 'Marka' }],
      ['Renk', { at: 3, header: 'Renk' }],
    ]);
    const [row, ...others] = refusals.inColumnOrder(columns);
    expect(others).toEqual([]);
    expect(row).toMatchObject({ row: 3, sku: 'A', productName: 'Kettle', cells: { SKU: 'A', Price: 'x' } });
    expect(row!.reasons.map((reason) => `${reason.column} ${reason.code}${reason.templateColumn ? ' (template)' : ''}`)).toEqual([
      'Stok Kodu imports.reasons.skuUnknown',
      'Fiyat validation.number',
      'Marka validation.required',
      'Renk imports.reasons.attributeValueUnknown',
      'Status imports.reasons.statusUnknown (template)',
    ]);
  });
});
