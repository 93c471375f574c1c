import { describe, expect, it } from 'vitest';
import type { ProductStatusAnswer } from '@contract/admin-products/admin-tools';
import type { ImportApplyAnswer } from '@contract/downstream/catalog-imports';
import { isPriceBlocked } from '@mocks/world/catalog/admin-products-tools';
import { catalogOf } from '@mocks/world/catalog/catalog-access';
import { sandboxPerFile } from './sandbox-per-file';
import type { TokenOptions } from './test-signer';

const now = () => Date.UTC(2026, 0, 15, 9, 0, 0);
const file = sandboxPerFile(now);

const ADMIN: TokenOptions = { role: 'admin', sub: 'usr-admin' };
const ACTING: TokenOptions = { role: 'seller', sub: 'usr-ayse', companyId: 1001, actor: 'usr-admin' };
const call = file.client('marketplace', ADMIN, '/v1/admin/');
const codesOf = (answer: ImportApplyAnswer) => answer.results.map((result) => (result.ok ? 'ok' : result.reasons.map((reason) => reason.code).join()));

const liveVariants = (companyId: number) => {
  const catalog = catalogOf(file.sandbox().world, companyId)!;
  const live = new Set(catalog.products.filter((product) => !product.deletedAt).map((product) => product.id));
  return catalog.variants.filter((variant) => live.has(variant.productId));
};

describe('sandbox marketplace: the staff tools’ file rows', () => {
  it('blocks and lifts category blocks as the list’s buttons do, refusing what names nothing', async () => {
    const restricted = () => catalogOf(file.sandbox().world, 1002)!.restricted.map((entry) => entry.categoryId);
    const categoryId = catalogOf(file.sandbox().world, 1002)!.products[0]!.categoryId;
    const rows = [
      { companyId: 1002, categoryId, action: 'block', reason: 'Brand authorisation missing' },
      { companyId: 4242, categoryId, action: 'block', reason: 'x' },
      { companyId: 1002, categoryId: 99_999, action: 'block', reason: 'x' },
      { companyId: 1002, categoryId, action: 'block', reason: '' },
      { companyId: 1002, categoryId, action: 'block', reason: 'Checked', checkOnly: true },
    ];
    const answer = await call<ImportApplyAnswer>('category-block-rows', { body: { rows } });
    expect(codesOf(answer.body)).toEqual(['ok', 'imports.reasons.companyUnknown', 'imports.reasons.categoryUnknown', 'validation.fillOutField', '']);
    expect(restricted()).toContain(categoryId);
    expect(catalogOf(file.sandbox().world, 1002)!.restricted.find((entry) => entry.categoryId === categoryId)?.reason).toBe('Brand authorisation missing');
    const lifted = await call<ImportApplyAnswer>('category-block-rows', {
      body: { rows: [0, 1].map(() => ({ companyId: 1002, categoryId, action: 'unblock', reason: '' })) },
    });
    expect(codesOf(lifted.body)).toEqual(['ok', 'imports.reasons.categoryNotBlocked']);
    expect(restricted()).not.toContain(categoryId);
  });

  it('blocks a price by variant id or SKU as Block price does; a SKU of another variant or company is refused', async () => {
    const [first, second] = liveVariants(1003);
    const rows = [
      { companyId: 1003, variantId: first!.id, sku: '', action: 'block', reason: 'Price check' },
      { companyId: 1003, variantId: null, sku: second!.sku, action: 'block', reason: 'Price check' },
      { companyId: 1003, variantId: first!.id, sku: second!.sku, action: 'block', reason: 'Price check' },
      { companyId: 1001, variantId: null, sku: second!.sku, action: 'block', reason: 'Price check' },
      { companyId: 1003, variantId: 1, sku: '', action: 'unblock', reason: '' },
    ];
    const answer = await call<ImportApplyAnswer>('product-tools/price-block-rows', { body: { rows } });
    expect(codesOf(answer.body)).toEqual([
      'ok',
      'ok',
      'imports.reasons.variantSkuMismatch',
      'imports.reasons.toolSkuUnknown',
      'imports.reasons.variantUnknown',
    ]);
    expect(answer.body.results[1]).toMatchObject({ ok: true, variantId: second!.id, syncSku: second!.sku });
    expect([first, second].map((variant) => isPriceBlocked(file.sandbox().world, 1003, variant!.id))).toEqual([true, true]);
    await call('product-tools/price-block-rows', { body: { rows: [{ ...rows[0], action: 'unblock', reason: '' }] } });
    expect(isPriceBlocked(file.sandbox().world, 1003, first!.id)).toBe(false);
  });

  it('locks and unlocks on a marketplace as Lock and Unlock do, with their refusals as reasons', async () => {
    const variant = liveVariants(1004).find((candidate) => candidate.marketplaces.length > 0)!;
    const marketplace = variant.marketplaces[0]!.marketplace;
    const elsewhere = (['trendyol', 'hepsiburada', 'noon-ae', 'noon-sa', 'noon-eg'] as const).find(
      (code) => !variant.marketplaces.some((state) => state.marketplace === code),
    );
    const lock = { companyId: 1004, variantId: variant.id, sku: '', marketplace, action: 'lock', reason: 'Counterfeit report' };
    const rows = [lock, lock, ...(elsewhere ? [{ ...lock, marketplace: elsewhere }] : [])];
    const answer = await call<ImportApplyAnswer>('product-tools/lock-update-rows', { body: { rows } });
    expect(codesOf(answer.body)).toEqual(['ok', 'errors.variantAlreadyLocked', ...(elsewhere ? ['adminProductTools.notOnMarketplace'] : [])]);
    expect(variant.locks.at(-1)).toMatchObject({ marketplace, state: 'locked', lockReason: 'Counterfeit report' });
    const unlock = { ...lock, action: 'unlock', reason: '' };
    const lifted = await call<ImportApplyAnswer>('product-tools/lock-update-rows', { body: { rows: [unlock, unlock] } });
    expect(codesOf(lifted.body)).toEqual(['ok', 'errors.variantNotLocked']);
    expect((await call('product-tools/lock-update-rows', { body: { rows: [lock] }, token: ACTING })).status).toBe(403);
  });

  it('enables or disables a whole product: every variant takes the status, and the product’s log says why', async () => {
    const product = catalogOf(file.sandbox().world, 1005)!.products.find((candidate) => !candidate.deletedAt && candidate.status === 'active')!;
    const path = `product-tools/companies/1005/products/${product.id}/status`;
    const answer = await call<ProductStatusAnswer>(path, { body: { status: 'inactive', reason: 'Recall by the brand' } });
    const variants = catalogOf(file.sandbox().world, 1005)!.variants.filter((variant) => variant.productId === product.id);
    expect(answer.body).toEqual({ companyId: 1005, productId: product.id, status: 'inactive', variants: variants.length });
    expect([product.status, ...variants.map((variant) => variant.status)].every((status) => status === 'inactive')).toBe(true);
    const logs = Object.values(catalogOf(file.sandbox().world, 1005)!.addedLogs).flat();
    expect(logs.some((entry) => JSON.stringify(entry).includes('Recall by the brand'))).toBe(true);
    expect((await call(`product-tools/companies/1001/products/${product.id}/status`, { body: { status: 'active', reason: 'x' } })).status).toBe(404);
    expect((await call(path, { body: { status: 'active', reason: '' } })).status).toBe(400);
  });
});
