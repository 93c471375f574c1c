import { describe, expect, it } from 'vitest';
import type { ImportApplyAnswer, ImportLookupAnswer } from '@contract/downstream/catalog-imports';
import { DEFAULT_EXCHANGE_RATES } from '../orders/exchange-rates';
import { createWorld } from '../world';
import { catalogOf } from '../catalog/catalog-access';
import { catalogLogs } from '../catalog/product-logs';
import { applyFulfillmentDays } from './apply-fulfillment-days';
import { applyStockPrice } from './apply-stock-price';
import { importStateOf, priceUpdatesToday, setImportState, SUSPENDED_IMPORT_COMPANY_ID } from './import-book';
import { lookupForImport, MARKETPLACE_FEES_USD } from './import-lookup';

const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);

function setup(companyId = 1001) {
  const world = createWorld({ seed: 7, now: NOW });
  const catalog = catalogOf(world, companyId)!;
  const deletedSku = catalog.deletedVariants[0]!.sku;
  const [first, second] = catalog.variants;
  return { world, catalog, first: first!, second: second!, deletedSku };
}

const lookup = (world: ReturnType<typeof setup>['world'], skus: string[], companyId = 1001) =>
  lookupForImport(world, companyId, skus, NOW) as ImportLookupAnswer;
const apply = (answer: unknown) => (answer as ImportApplyAnswer).results;

describe('import lookup', () => {
  it('answers live variants by SKU with the company pricing and counts', () => {
    const { world, catalog, first, deletedSku } = setup();
    const answer = lookup(world, [first.sku, 'NO-SUCH-SKU', deletedSku, first.sku]);
    expect(answer.items).toHaveLength(1);
    expect(answer.items[0]).toMatchObject({ sku: first.sku, variantId: first.id, productId: first.productId, price: first.price, measureUpdatesToday: 0 });
    expect(answer.skuCount).toBe(catalog.variants.length);
    const enabled = catalog.settings.filter((setting) => setting.enabled);
    const feeUsd = Math.max(...enabled.map((setting) => MARKETPLACE_FEES_USD[setting.marketplace]));
    expect(answer.pricing).toEqual({
      usdPerUnit: DEFAULT_EXCHANGE_RATES.TRY!.USD,
      commissionPercent: Math.max(...enabled.map((setting) => setting.rate)),
      marketplaceFee: Math.round((feeUsd / DEFAULT_EXCHANGE_RATES.TRY!.USD) * 100) / 100,
    });
    expect(answer).toMatchObject({ state: 'allowed', priceUpdatesToday: 0 });
  });

  it('names the live SKU an unknown one matches ignoring case', () => {
    const { world, first, deletedSku } = setup();
    const answer = lookup(world, [first.sku.toLowerCase(), deletedSku.toLowerCase(), 'NO-SUCH-SKU']);
    expect(answer.items).toEqual([]);
    expect(answer.otherCase).toEqual({ [first.sku.toLowerCase()]: first.sku });
  });

  it('is refused while the company imports are suspended', () => {
    const { world } = setup(SUSPENDED_IMPORT_COMPANY_ID);
    expect(lookupForImport(world, SUSPENDED_IMPORT_COMPANY_ID, [], NOW)).toEqual({ code: 'importSuspended' });
    expect(applyStockPrice(world, SUSPENDED_IMPORT_COMPANY_ID, [], NOW)).toEqual({ code: 'importSuspended' });
    expect(lookupForImport(world, 99_999, [], NOW)).toBeUndefined();
  });
});

describe('stock/price import', () => {
  it('writes by SKU, logs per marketplace, counts price changes and refuses unknown, twice and deleted SKUs', () => {
    const { world, catalog, first, second, deletedSku } = setup();
    const logsBefore = catalogLogs(world, catalog).length;
    const marketplaces = catalog.settings.filter((setting) => setting.enabled).length;
    const productStatus = catalog.products.find((product) => product.id === first.productId)!.status;
    const rows = [
      { sku: first.sku, price: first.price + 1, retailPrice: first.price + 1, stock: 3 },
      { sku: second.sku, price: second.price, retailPrice: second.retailPrice, stock: second.stock + 7 },
      { sku: 'NO-SUCH-SKU', price: 1, retailPrice: 1, stock: 1 },
      { sku: first.sku, price: 5, retailPrice: 5, stock: 1 },
      { sku: deletedSku, price: 5, retailPrice: 5, stock: 1 },
      { sku: second.sku.toLowerCase(), price: 5, retailPrice: 4, stock: 1 },
    ];
    const results = apply(applyStockPrice(world, 1001, rows, NOW));
    expect(results.map((result) => (result.ok ? 'ok' : result.reasons.map((reason) => reason.code).join()))).toEqual([
      'ok',
      'ok',
      'imports.reasons.skuUnknown',
      'imports.reasons.skuTwice',
      'imports.reasons.productDeleted',
      'validation.retailBelowPrice',
    ]);
    expect(results[0]).toMatchObject({ ok: true, variantId: first.id, productId: first.productId, syncSku: first.extraSku || first.sku });
    expect(catalog.variants[0]).toMatchObject({ price: rows[0]!.price, retailPrice: rows[0]!.retailPrice, stock: 3 });
    expect(catalog.variants[1]!.stock).toBe(rows[1]!.stock);
    expect(priceUpdatesToday(world, 1001, NOW)).toBe(1);
    expect(catalogLogs(world, catalog).length).toBe(logsBefore + 2 * marketplaces);
    expect(catalog.products.find((product) => product.id === first.productId)!.status).toBe(productStatus);
  });

  it('is harmless when the same batch is sent again', () => {
    const { world, catalog, first } = setup();
    const rows = [{ sku: first.sku, price: first.price * 2, retailPrice: first.price * 2, stock: 9 }];
    applyStockPrice(world, 1001, rows, NOW);
    const version = catalog.version;
    const logs = catalogLogs(world, catalog).length;
    expect(apply(applyStockPrice(world, 1001, rows, NOW))[0]).toMatchObject({ ok: true });
    expect([catalog.version, catalogLogs(world, catalog).length, priceUpdatesToday(world, 1001, NOW)]).toEqual([version, logs, 1]);
  });
});

describe('check-only rows', () => {
  it('answer their reasons (a deleted product, a SKU taken earlier in the call), write nothing and take no SKU', () => {
    const { world, catalog, first, deletedSku } = setup();
    const version = catalog.version;
    const results = apply(
      applyStockPrice(
        world,
        1001,
        [
          { sku: deletedSku, price: -1, retailPrice: 1, stock: 1, checkOnly: true },
          { sku: first.sku, price: first.price, retailPrice: first.retailPrice, stock: 77, checkOnly: true },
          { sku: first.sku, price: first.price, retailPrice: first.retailPrice, stock: 78 },
          { sku: first.sku, price: first.price, retailPrice: first.retailPrice, stock: 79, checkOnly: true },
        ],
        NOW,
      ),
    );
    expect(results.map((result) => (result.ok ? 'ok' : result.reasons.map((reason) => reason.code).join(',')))).toEqual([
      'validation.priceAboveZero,imports.reasons.productDeleted',
      '',
      'ok',
      'imports.reasons.skuTwice',
    ]);
    expect(first.stock).toBe(78);
    const days = apply(applyFulfillmentDays(world, 1001, [{ sku: 'NOPE', fulfillmentDay: 0, checkOnly: true }], NOW));
    expect(days[0]).toMatchObject({ ok: false, reasons: [{ code: 'validation.atLeastOne' }, { code: 'imports.reasons.skuUnknown' }] });
    expect(catalog.version).toBe(version + 1);
  });
});

describe('fulfillment-day import', () => {
  it('sets the SKU product day once and refuses a second, different day for the same product', () => {
    const { world, catalog } = setup();
    const product = catalog.products.find(
      (candidate) => !candidate.deletedAt && catalog.variants.filter((variant) => variant.productId === candidate.id).length >= 3,
    )!;
    const [a, b, c] = catalog.variants.filter((variant) => variant.productId === product.id);
    const day = product.fulfillmentDay === 9 ? 10 : 9;
    const results = apply(
      applyFulfillmentDays(
        world,
        1001,
        [
          { sku: a!.sku, fulfillmentDay: day },
          { sku: b!.sku, fulfillmentDay: day },
          { sku: c!.sku, fulfillmentDay: day + 1 },
          { sku: 'NO-SUCH-SKU', fulfillmentDay: 2 },
          { sku: a!.sku, fulfillmentDay: 0 },
        ],
        NOW,
      ),
    );
    expect(results.map((result) => (result.ok ? 'ok' : result.reasons[0]!.code))).toEqual([
      'ok',
      'ok',
      'imports.reasons.fulfillmentDayConflict',
      'imports.reasons.skuUnknown',
      'validation.atLeastOne',
    ]);
    expect(results[2]).toMatchObject({ productId: product.id, productName: product.name });
    expect(product.fulfillmentDay).toBe(day);
    const version = catalog.version;
    applyFulfillmentDays(world, 1001, [{ sku: a!.sku, fulfillmentDay: day }], NOW);
    expect(catalog.version).toBe(version);
  });

  it('answers the banned state to a company staff banned', () => {
    const { world, first } = setup();
    setImportState(world, 1001, 'banned');
    expect(importStateOf(world, 1001)).toBe('banned');
    expect(applyFulfillmentDays(world, 1001, [{ sku: first.sku, fulfillmentDay: 2 }], NOW)).toEqual({ code: 'importBanned' });
  });
});
