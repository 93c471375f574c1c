/**
 * The catalogue's bulk import routes apply a batch once per batch id (ImportRowsBody.batchId): a job taken over after
 * its process died sends the batch it had in flight again, and that second call must change nothing.
 */
import { describe, expect, it } from 'vitest';
import type { ImportApplyAnswer } from '@contract/downstream/catalog-imports';
import { catalogOf } from '@mocks/world/catalog/catalog-access';
import { priceUpdatesToday } from '@mocks/world/imports/import-book';
import { importRow } from '@mocks/world/imports/import-test-rows';
import { sandboxPerFile } from './sandbox-per-file';
import type { TokenOptions } from './test-signer';

const now = () => Date.UTC(2026, 0, 15, 9, 0, 0);
const SELLER: TokenOptions = { role: 'seller', companyId: 1001, sub: 'usr-ayse' };
const file = sandboxPerFile(now, { seed: 7 });
const call = file.client('marketplace', SELLER);
const post = (route: string, body: object) => call<ImportApplyAnswer>(`1001/imports/${route}`, { method: 'POST', body });

describe('an import batch sent twice', () => {
  it('changes nothing the second time and answers what the first answered', async () => {
    const world = file.sandbox().world;
    const catalog = catalogOf(world, 1001)!;
    const variant = catalog.variants[7]!;
    const rows = [
      { sku: variant.sku, price: variant.price + 1, retailPrice: variant.price + 1, stock: 4 },
      { sku: 'NOPE', price: 1, retailPrice: 1, stock: 1 },
    ];
    const before = { version: catalog.version, prices: priceUpdatesToday(world, 1001, now()) };
    const first = await post('stock-price', { rows, batchId: 'tx-twice:0' });
    expect(first.status).toBe(200);
    expect(first.body.results.map((result) => result.ok)).toEqual([true, false]);
    expect({ version: catalog.version, prices: priceUpdatesToday(world, 1001, now()) }).toEqual({ version: before.version + 1, prices: before.prices + 1 });

    variant.stock = 9; // changed since (a later batch, a quick edit): the batch sent again must not set it back
    const again = await post('stock-price', { rows, batchId: 'tx-twice:0' });
    expect(again).toEqual(first);
    expect(variant.stock).toBe(9);
    expect({ version: catalog.version, prices: priceUpdatesToday(world, 1001, now()) }).toEqual({ version: before.version + 1, prices: before.prices + 1 });

    expect((await post('stock-price', { rows, batchId: 'tx-twice:1' })).status).toBe(200); // another batch applies
    expect(variant.stock).toBe(4);
  });

  it('creates a product once when its batch is sent again', async () => {
    const world = file.sandbox().world;
    const rows = [importRow(world, 1001, 'ONCE-1', { spu: 'SPU-ONCE' })];
    const catalog = catalogOf(world, 1001)!;
    const products = catalog.products.length;
    const first = await post('product-variants', { rows, batchId: 'tx-create:3' });
    const again = await post('product-variants', { rows, batchId: 'tx-create:3' });
    expect(first.body.results[0]).toMatchObject({ ok: true });
    expect(again.body).toEqual(first.body);
    expect(catalog.products.length).toBe(products + 1);
    expect(catalog.variants.filter((variant) => variant.sku === 'ONCE-1')).toHaveLength(1);
  });

  it('refuses another body under a used id, and applies every call without an id', async () => {
    const variant = catalogOf(file.sandbox().world, 1001)!.variants[8]!;
    const row = { sku: variant.sku, fulfillmentDay: 3 };
    expect((await post('fulfillment-days', { rows: [row], batchId: 'tx-other:0' })).status).toBe(200);
    expect(await post('fulfillment-days', { rows: [{ ...row, fulfillmentDay: 5 }], batchId: 'tx-other:0' })).toMatchObject({
      status: 409,
      body: { error: 'batchIdReused' },
    });
    expect(await post('fulfillment-days', { rows: [row], batchId: '' })).toMatchObject({ status: 400 });
    const stockRow = { sku: variant.sku, price: variant.price, retailPrice: variant.retailPrice, stock: 11 };
    await post('stock-price', { rows: [stockRow] });
    variant.stock = 2;
    await post('stock-price', { rows: [stockRow] });
    expect(variant.stock).toBe(11);
  });
});
