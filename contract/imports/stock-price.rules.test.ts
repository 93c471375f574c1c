import { MAX_PRICE, MAX_STOCK } from '../catalog/catalog.rules';
import { cellNumber, matchHeaders } from './import-columns';
import { DEFAULT_IMPORT_LIMITS } from './import.types';
import { productPriceUsd, readStockPriceRow, STOCK_PRICE_COLUMNS, stockPriceLimitReasons } from './stock-price.rules';

const match = matchHeaders(['Stok Kodu', 'Fiyat', 'Piyasa Fiyatı', 'Stok'], STOCK_PRICE_COLUMNS);

describe('stock/price rows', () => {
  it('matches Turkish headers and reads numbers written either way', () => {
    expect(match.missing).toEqual([]);
    expect(readStockPriceRow(['KT-1', '1.234,50', 1300, ' 7 '], match)).toEqual({ row: { sku: 'KT-1', price: 1234.5, retailPrice: 1300, stock: 7 } });
    expect([cellNumber('12,5'), cellNumber('1,234'), cellNumber('abc'), cellNumber(''), cellNumber(3)]).toEqual([12.5, null, null, null, 3]);
  });

  it('reads text numbers by their unambiguous shape and refuses one that could be either, naming both readings', () => {
    expect(readStockPriceRow(['KT-1', '1,234.50', '1.300,00', '1.000.000'], match)).toEqual({
      row: { sku: 'KT-1', price: 1234.5, retailPrice: 1300, stock: 1_000_000 },
    });
    expect(readStockPriceRow(['KT-1', '1,499', 2000, '2,000'], match)).toEqual({
      reasons: [
        { code: 'imports.reasons.numberAmbiguous', column: 'Price', params: { value: '1,499', whole: '1499', decimalPoint: '1.499', decimalComma: '1,499' } },
        { code: 'imports.reasons.numberAmbiguous', column: 'Stock', params: { value: '2,000', whole: '2000', decimalPoint: '2', decimalComma: '2' } },
      ],
    });
    expect(readStockPriceRow(['KT-1', 10, 12, '12,50'], match)).toEqual({ reasons: [{ code: 'validation.wholeNumber', column: 'Stock' }] });
  });

  it('names every problem of a row with its column, using the quick edit rules', () => {
    const read = readStockPriceRow(['', 'ten', 5, 1.5], match);
    expect(read).toEqual({
      reasons: expect.arrayContaining([
        { code: 'validation.required', column: 'SKU' },
        { code: 'validation.number', column: 'Price' },
        { code: 'validation.wholeNumber', column: 'Stock' },
      ]),
    });
    expect(readStockPriceRow(['KT-1', 20, 10, 1], match)).toEqual({ reasons: [{ code: 'validation.retailBelowPrice', column: 'Retail Price' }] });
  });

  it('names the largest value a number may take when it is too large', () => {
    expect(readStockPriceRow(['KT-1', 20_000_000, 30_000_000, 2_000_000], match)).toEqual({
      reasons: [
        { code: 'imports.reasons.numberAboveMax', column: 'Price', params: { max: MAX_PRICE } },
        { code: 'imports.reasons.numberAboveMax', column: 'Retail Price', params: { max: MAX_PRICE } },
        { code: 'imports.reasons.numberAboveMax', column: 'Stock', params: { max: MAX_STOCK } },
      ],
    });
  });

  it('applies the §5 price limits against the current values', () => {
    const pricing = { usdPerUnit: 0.03, commissionPercent: 20, marketplaceFee: 30 };
    expect(productPriceUsd(1000, pricing, 20)).toBe(38.28);
    const limits = { ...DEFAULT_IMPORT_LIMITS, maxProductPriceUsd: 30 };
    const reasons = stockPriceLimitReasons(
      { sku: 'KT-1', price: 1000, retailPrice: 1000, stock: 1 },
      { price: 300, retailPrice: 300, stock: 1 },
      pricing,
      limits,
    );
    expect(reasons.map((reason) => reason.code)).toEqual(['imports.reasons.priceOverMax', 'imports.reasons.priceRiseTooLarge']);
    expect(
      stockPriceLimitReasons(
        { sku: 'KT-1', price: 500, retailPrice: 500, stock: 1 },
        { price: 300, retailPrice: 300, stock: 1 },
        pricing,
        DEFAULT_IMPORT_LIMITS,
      ),
    ).toEqual([]);
  });

  it('refuses a price of 0, a third decimal and a drop past the limit (docs/decisions.md, Prices)', () => {
    expect(readStockPriceRow(['KT-1', 0, 10, 1], match)).toEqual({ reasons: [{ code: 'validation.priceAboveZero', column: 'Price' }] });
    expect(readStockPriceRow(['KT-1', '12,345', 20, 1], match)).toMatchObject({ reasons: [{ code: 'imports.reasons.numberAmbiguous' }] });
    expect(readStockPriceRow(['KT-1', 12.345, 20, 1], match)).toEqual({ reasons: [{ code: 'validation.priceDecimals', column: 'Price' }] });
    const pricing = { usdPerUnit: 0.03, commissionPercent: 20, marketplaceFee: 30 };
    const drop = stockPriceLimitReasons(
      { sku: 'KT-1', price: 50, retailPrice: 50, stock: 1 },
      { price: 300, retailPrice: 300, stock: 1 },
      pricing,
      DEFAULT_IMPORT_LIMITS,
    );
    expect(drop).toEqual([{ code: 'imports.reasons.priceDropTooLarge', column: 'Price', params: { current: 300, percent: 80 } }]);
  });
});
