import type { ImportKind, ImportRowError } from '@contract/imports/import.types';
import { resendBody, resendFields, resendFileName, resendProblems, storedValues } from './resend-rows';

const refused = (kind: ImportKind, row: number, cells?: Record<string, string>): ImportRowError => ({
  transactionId: 't1',
  kind,
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

const STOCK_PRICE = resendFields('stockPrice', [], 'en');

describe('resending refused stock/price rows', () => {
  it("fills the inputs from the row's stored cells, the SKU alone when none were kept", () => {
    expect(storedValues(STOCK_PRICE, refused('stockPrice', 2, { SKU: 'KT-2', Price: 'abc', 'Retail Price': '12', Stock: '-1' }))).toEqual({
      sku: 'KT-2',
      price: 'abc',
      retailPrice: '12',
      stock: '-1',
    });
    expect(storedValues(STOCK_PRICE, refused('stockPrice', 3))).toEqual({ sku: 'KT-3', price: '', retailPrice: '', stock: '' });
  });

  it("judges values with the import's own reader", () => {
    const problems = (values: Record<string, string>) => resendProblems('stockPrice', STOCK_PRICE, values, 'en');
    expect(problems({ sku: 'A', price: 'abc', retailPrice: '12', stock: '-1' })).toEqual({ price: 'validation.number', stock: 'validation.notNegative' });
    expect(problems({ sku: 'A', price: '20', retailPrice: '10', stock: '1' })).toEqual({ retailPrice: 'validation.retailBelowPrice' });
    expect(problems({ sku: 'A', price: '10', retailPrice: '12', stock: '1' })).toEqual({});
  });

  it('sends the changed rows under the English header, the stored cells under each change', () => {
    const body = resendBody(STOCK_PRICE, [
      { stored: { sku: 'KT-2', price: 'abc', retailPrice: '12', stock: '1' }, draft: { price: ' 10 ' } },
      { stored: { sku: 'KT-4', price: '', retailPrice: '', stock: '' }, draft: { price: '9', retailPrice: '10', stock: '2' } },
    ]);
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

  it("keeps a reason's values, its numbers as the reader's language writes them", () => {
    expect(resendProblems('stockPrice', STOCK_PRICE, { sku: 'A', price: '2,000', retailPrice: '12', stock: '1' }, 'tr')).toEqual({
      price: { key: 'imports.reasons.numberAmbiguous', values: { value: '2,000', whole: '2000', decimalPoint: '2', decimalComma: '2' } },
    });
    expect(resendProblems('stockPrice', STOCK_PRICE, { sku: 'A', price: '10', retailPrice: '12', stock: '2000000' }, 'tr')).toEqual({
      stock: { key: 'imports.reasons.numberAboveMax', values: { max: '1.000.000' } },
    });
  });

  it('widens a text column to its longest value, a number column keeps its own width', () => {
    const fields = resendFields('stockPrice', [refused('stockPrice', 2, { SKU: 'KT-TSHIRT-BLACK-XXL', Price: '1', 'Retail Price': '2', Stock: '3' })], 'en');
    const sku = fields.find((field) => field.id === 'sku');
    expect(Number.parseFloat(sku?.minWidth ?? '')).toBeGreaterThanOrEqual('KT-TSHIRT-BLACK-XXL'.length);
    expect(fields.find((field) => field.id === 'price')?.minWidth).toBeUndefined();
  });

  it("shows the template's headers in the reader's language and asks a number keyboard for number columns", () => {
    expect(resendFields('stockPrice', [], 'tr').map((field) => [field.header, field.inputMode])).toEqual([
      ['SKU', undefined],
      ['Fiyat', 'decimal'],
      ['Piyasa Fiyatı', 'decimal'],
      ['Stok', 'numeric'],
    ]);
  });
});

describe('resending refused fulfillment-day rows', () => {
  const fields = resendFields('fulfillmentDay', [], 'en');

  it('edits the SKU and the day, judged by the fulfillment-day reader', () => {
    expect(fields.map((field) => field.id)).toEqual(['sku', 'fulfillmentDay']);
    expect(storedValues(fields, refused('fulfillmentDay', 2, { SKU: 'KT-2', 'Fulfillment Day': '0' }))).toEqual({ sku: 'KT-2', fulfillmentDay: '0' });
    expect(resendProblems('fulfillmentDay', fields, { sku: 'KT-2', fulfillmentDay: '0' }, 'en')).toEqual({
      fulfillmentDay: expect.stringMatching(/^validation\./),
    });
    expect(resendProblems('fulfillmentDay', fields, { sku: '', fulfillmentDay: '3' }, 'en')).toEqual({ sku: 'validation.required' });
    expect(resendProblems('fulfillmentDay', fields, { sku: 'KT-2', fulfillmentDay: '3' }, 'en')).toEqual({});
    expect(resendBody(fields, [{ stored: { sku: 'KT-2', fulfillmentDay: '0' }, draft: { fulfillmentDay: '3' } }])).toEqual({
      header: ['SKU', 'Fulfillment Day'],
      rows: [['KT-2', '3']],
    });
  });
});

describe('resending refused product/variant rows', () => {
  const cells = {
    'Category ID': '104',
    SPU: 'SPU-1',
    'Product Name': 'Cotton crew-neck T-shirt',
    'Product Description': 'Soft cotton T-shirt for every day.',
    Brand: 'Tezgah Basics',
    'Guarantee (months)': '24',
    'Tax Class': 'VAT 20%',
    'Fulfillment Day': '2',
    SKU: 'TS-1',
    'Extra SKU': '',
    'Variant Name': 'Black, M',
    Barcode: '8690000000017',
    Price: '149.9',
    'Retail Price': '199.9',
    Stock: '25',
    Deci: '2',
    'Weight (g)': '400',
    'Height (mm)': '50',
    'Width (mm)': '200',
    'Length (mm)': '300',
    'HS Code': '610910',
    'Country of Origin': 'TR',
    GTIN: '',
    'Variant Description': '',
    'Image URL(s) (comma separated)': 'nota url',
    Status: 'active',
    Colour: 'Black',
  };
  const row = refused('productVariant', 5, cells);
  const fields = resendFields('productVariant', [row], 'en');

  it("adds the category's attribute columns the stored cells carry, as text", () => {
    expect(fields).toHaveLength(27);
    expect(fields.at(-1)).toEqual({ id: 'attribute:Colour', name: 'Colour', header: 'Colour', minWidth: '10ch' });
    expect(fields.find((field) => field.id === 'productName')?.inputMode).toBeUndefined();
    expect(fields.find((field) => field.id === 'weightGrams')?.inputMode).toBe('decimal');
    expect(storedValues(fields, row)['attribute:Colour']).toBe('Black');
  });

  it('judges a row with the product/variant reader, attributes included', () => {
    const stored = storedValues(fields, row);
    expect(resendProblems('productVariant', fields, stored, 'en')).toEqual({ imageUrls: { key: 'imports.reasons.imageUrl', values: { url: 'nota url' } } });
    const fixed = { ...stored, imageUrls: 'https://img.example.com/ts-1.jpg' };
    expect(resendProblems('productVariant', fields, fixed, 'en')).toEqual({});
    expect(resendProblems('productVariant', fields, { ...fixed, 'attribute:Colour': 'x'.repeat(201) }, 'en')).toEqual({
      'attribute:Colour': 'validation.textTooLong',
    });
    const body = resendBody(fields, [{ stored, draft: { imageUrls: 'https://img.example.com/ts-1.jpg' } }]);
    expect(body.header.at(-1)).toBe('Colour');
    expect(body.rows[0]?.at(-1)).toBe('Black');
    expect(body.rows[0]?.[body.header.indexOf('Image URL(s) (comma separated)')]).toBe('https://img.example.com/ts-1.jpg');
  });
});
