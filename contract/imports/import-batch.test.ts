import type { ImportLookupAnswer, ImportVariantCurrent } from '../downstream/catalog-imports';
import { checkBatch, newBatchState } from './import-batch';
import { DEFAULT_IMPORT_LIMITS } from './import.types';

const current: ImportVariantCurrent = {
  sku: 'KT-TSHIRT-M',
  variantId: 1,
  productId: 1,
  productName: 'T-shirt',
  syncSku: 'KT-TSHIRT-M',
  price: 10,
  retailPrice: 12,
  stock: 1,
  fulfillmentDay: 2,
  deci: 1,
  weightGrams: 100,
  heightMm: 10,
  widthMm: 10,
  lengthMm: 10,
  measureUpdatesToday: 0,
};

const lookup = (answer: Partial<ImportLookupAnswer>): ImportLookupAnswer => ({
  state: 'allowed',
  items: [],
  pricing: { usdPerUnit: 0.03, commissionPercent: 10, marketplaceFee: 1 },
  skuCount: 10,
  priceUpdatesToday: 0,
  ...answer,
});

describe('an unknown SKU in a batch', () => {
  it("asks whether the seller meant the catalogue's SKU it matches ignoring case", () => {
    const rows = [
      { row: 2, value: { sku: 'kt-tshirt-m', fulfillmentDay: 3 } },
      { row: 3, value: { sku: 'NO-SUCH', fulfillmentDay: 3 } },
    ];
    const check = checkBatch('fulfillmentDay', rows, lookup({ otherCase: { 'kt-tshirt-m': current.sku } }), DEFAULT_IMPORT_LIMITS, newBatchState());
    expect(check.refused.map((row) => row.reasons)).toEqual([
      [{ code: 'imports.reasons.skuOtherCase', column: 'SKU', params: { sku: 'KT-TSHIRT-M' } }],
      [{ code: 'imports.reasons.skuUnknown', column: 'SKU' }],
    ]);
  });

  it('says the same for a stock/price row', () => {
    const rows = [{ row: 2, value: { sku: 'kt-tshirt-m', price: 10, retailPrice: 12, stock: 1 } }];
    const check = checkBatch('stockPrice', rows, lookup({ otherCase: { 'kt-tshirt-m': current.sku } }), DEFAULT_IMPORT_LIMITS, newBatchState());
    expect(check.refused[0]?.reasons).toEqual([{ code: 'imports.reasons.skuOtherCase', column: 'SKU', params: { sku: 'KT-TSHIRT-M' } }]);
  });
});
