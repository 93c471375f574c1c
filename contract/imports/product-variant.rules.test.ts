import { describe, expect, it } from 'vitest';
import type { ImportVariantCurrent } from '../downstream/catalog-imports';
import { matchHeaders, type CellValue } from './import-columns';
import { IMPORT_READERS } from './import-readers';
import { DEFAULT_IMPORT_LIMITS } from './import.types';
import { attributeColumnsOf, measureLimitReasons, PRODUCT_VARIANT_COLUMNS } from './product-variant.rules';
import { GOOD_PRODUCT_VARIANT_CELLS, productVariantHeader, productVariantReader } from './product-variant.test-rows';

const HEADER = productVariantHeader('Colour *', 'Size');
const GOOD: Record<string, CellValue> = {
  ...GOOD_PRODUCT_VARIANT_CELLS,
  'Extra SKU': '',
  Price: '1.299,90',
  'Country of Origin': 'tr',
  GTIN: '',
  'Variant Description': '',
  'Image URL(s) (comma separated)': 'https://img.example.com/a.jpg, http://img.example.com/b.png',
  Status: 'Aktif',
  'Colour *': 'Black',
  Size: '',
};
const { read, rowOf } = productVariantReader(HEADER, GOOD);
const codesOf = (answer: ReturnType<typeof read>) => ('reasons' in answer ? answer.reasons.map((reason) => `${reason.column}:${reason.code}`) : []);

describe('product/variant rows', () => {
  it('reads a good row into typed values', () => {
    const row = rowOf(read());
    expect(row).toMatchObject({
      categoryId: 105,
      spu: 'SPU-X-1',
      price: 1299.9,
      retailPrice: 1499.9,
      status: 'active',
      countryOfOrigin: 'TR',
      extraSku: null,
      gtin: null,
      description: 'A soft cotton tee for every day.',
      imageUrls: ['https://img.example.com/a.jpg', 'http://img.example.com/b.png'],
    });
    expect(row.attributes).toEqual([{ name: 'Colour', value: 'Black' }]);
  });

  it('matches Turkish headers in any order and treats the rest as attributes', () => {
    const header: CellValue[] = ['Stok Kodu', 'Renk', ...HEADER.slice(0, 8), ...HEADER.slice(9, PRODUCT_VARIANT_COLUMNS.length)];
    const match = matchHeaders(header, PRODUCT_VARIANT_COLUMNS);
    expect(match.missing).toEqual([]);
    expect(attributeColumnsOf(header, match)).toEqual([{ name: 'Renk', at: 1 }]);
    const withoutStatus = matchHeaders(
      HEADER.filter((text) => text !== 'Status' && text !== 'SKU'),
      PRODUCT_VARIANT_COLUMNS,
    );
    expect(withoutStatus.missing).toEqual(['SKU']);
  });

  it("ignores the error file's Row and Reasons columns, in either language, through the kind's reader", () => {
    for (const [row, reasons] of [
      ['Row', 'Reasons'],
      ['Satır', 'Nedenler'],
    ] as const) {
      const header: CellValue[] = [row, ...HEADER, reasons];
      const reader = IMPORT_READERS.productVariant(header);
      if ('missing' in reader) throw new Error(reader.missing.join());
      const values: Record<string, CellValue> = { ...GOOD, [row]: 7, [reasons]: 'Price: Please enter a number.' };
      expect(rowOf(reader.read(header.map((text) => values[String(text)] ?? null))).attributes).toEqual([{ name: 'Colour', value: 'Black' }]);
    }
  });

  it('reads ambiguous text numbers as neither reading', () => {
    expect(codesOf(read({ Price: '1,299', 'Weight (g)': '1.500' }))).toEqual([
      'Price:imports.reasons.numberAmbiguous',
      'Weight (g):imports.reasons.numberAmbiguous',
    ]);
    expect(rowOf(read({ Price: '1,299.90', 'Weight (g)': '1.500,0' }))).toMatchObject({ price: 1299.9, weightGrams: 1500 });
  });

  it('refuses with the schemas product edit uses, each under its column', () => {
    const codes = codesOf(
      read({
        'Product Name': 'Tee',
        Price: 'abc',
        'Retail Price': 5,
        Barcode: '12',
        'Fulfillment Day': 0,
        Brand: ' ',
        'Variant Name': '',
        Status: 'maybe',
      }),
    );
    expect(codes).toEqual(
      expect.arrayContaining([
        'Product Name:validation.textTooShort',
        'Price:validation.number',
        'Barcode:validation.barcode',
        'Fulfillment Day:validation.atLeastOne',
        'Brand:validation.required',
        'Variant Name:validation.required',
        'Status:imports.reasons.statusUnknown',
      ]),
    );
  });

  it('applies the retail-price and deci rules of the variant schema', () => {
    expect(codesOf(read({ Price: 100, 'Retail Price': 90 }))).toEqual(['Retail Price:validation.retailBelowPrice']);
    expect(codesOf(read({ Deci: 0, 'Weight (g)': 0 }))).toEqual(['Weight (g):validation.deciZeroDimensions']);
    expect('row' in read({ Deci: 0 })).toBe(true);
  });

  it('takes only http(s) image addresses, at most nine', () => {
    expect(codesOf(read({ 'Image URL(s) (comma separated)': 'ftp://x.example.com/a.jpg,not a url' }))).toEqual([
      'Image URL(s) (comma separated):imports.reasons.imageUrl',
      'Image URL(s) (comma separated):imports.reasons.imageUrl',
    ]);
    const ten = Array.from({ length: 10 }, (_unused, at) => `https://img.example.com/${at}.jpg`).join(',');
    expect(codesOf(read({ 'Image URL(s) (comma separated)': ten }))).toEqual(['Image URL(s) (comma separated):imports.reasons.tooManyImages']);
  });
});

describe('measure limits (spec §5)', () => {
  const current: ImportVariantCurrent = {
    sku: 'X-1-BLK-M',
    variantId: 1,
    productId: 1,
    productName: 'Tee',
    syncSku: 'X-1-BLK-M',
    price: 10,
    retailPrice: 12,
    stock: 1,
    fulfillmentDay: 2,
    deci: 1,
    weightGrams: 200,
    heightMm: 30,
    widthMm: 250,
    lengthMm: 300,
    measureUpdatesToday: 0,
  };
  const row = { deci: 1, weightGrams: 200, heightMm: 30, widthMm: 250, lengthMm: 300 };
  const limits = { ...DEFAULT_IMPORT_LIMITS, measureUpdatesPerDay: 2, maxMeasureMultiple: 5 };

  it('passes unchanged measures whatever today held', () => {
    expect(measureLimitReasons(row, { ...current, measureUpdatesToday: 9 }, limits)).toEqual([]);
  });

  it('refuses a change once the day allowance is spent', () => {
    expect(measureLimitReasons({ ...row, weightGrams: 300 }, { ...current, measureUpdatesToday: 1 }, limits)).toEqual([]);
    expect(measureLimitReasons({ ...row, weightGrams: 300 }, { ...current, measureUpdatesToday: 2 }, limits)).toEqual([
      { code: 'imports.reasons.measureTooManyUpdates', column: 'Weight (g)', params: { max: 2 } },
    ]);
  });

  it('refuses a rise above the multiple, not a fall or a first value', () => {
    expect(measureLimitReasons({ ...row, lengthMm: 1501 }, current, limits)).toEqual([
      { code: 'imports.reasons.measureRiseTooLarge', column: 'Length (mm)', params: { current: 300, multiple: 5 } },
    ]);
    expect(measureLimitReasons({ ...row, lengthMm: 1500, widthMm: 1 }, current, limits)).toEqual([]);
    expect(measureLimitReasons({ ...row, deci: 40 }, { ...current, deci: 0 }, limits)).toEqual([]);
  });
});
