import { describe, expect, it } from 'vitest';
import type { StockPreview, StockZeroResult } from '@contract/admin-stock-tools/stock-tools.types';
import type { ImportApplyAnswer } from '@contract/downstream/catalog-imports';
import { catalogOf } from '@mocks/world/catalog/catalog-access';
import { sandboxPerFile } from './sandbox-per-file';
import type { TokenOptions } from './test-signer';

const now = () => Date.UTC(2026, 0, 15, 9, 0, 0);
const file = sandboxPerFile(now);

const ADMIN: TokenOptions = { role: 'admin', sub: 'usr-admin' };
const ACTING: TokenOptions = { role: 'seller', sub: 'usr-ayse', companyId: 1001, actor: 'usr-admin' };
const call = file.client('marketplace', ADMIN, '/v1/');

const liveVariantsOf = (companyId: number) => {
  const catalog = catalogOf(file.sandbox().world, companyId)!;
  const live = new Set(catalog.products.filter((product) => !product.deletedAt).map((product) => product.id));
  return catalog.variants.filter((variant) => live.has(variant.productId));
};

describe('sandbox marketplace: stock tools', () => {
  it('previews every scope with its counts and the company’s name to confirm, for an admin token only', async () => {
    const preview = await call<StockPreview>('companies/1001/stock-tools/preview');
    expect(preview.status).toBe(200);
    const [all, ...marketplaces] = preview.body.scopes;
    const live = liveVariantsOf(1001);
    expect(all).toMatchObject({ scope: 'all', variants: live.length, units: live.reduce((sum, variant) => sum + variant.stock, 0) });
    expect(marketplaces.length).toBeGreaterThan(0);
    expect(all!.sample.length).toBeLessThanOrEqual(5);
    expect(preview.body.confirmation).toBe(preview.body.companyName);
    expect((await call('companies/1001/stock-tools/preview', { token: ACTING })).status).toBe(403);
    expect((await call('companies/999999/stock-tools/preview')).status).toBe(404);
  });

  it('zeroes the variants listed on one marketplace and leaves the others', async () => {
    const { body } = await call<StockPreview>('companies/1002/stock-tools/preview');
    const scope = body.scopes[1]!;
    const listed = (variant: ReturnType<typeof liveVariantsOf>[number]) => variant.marketplaces.some((state) => state.marketplace === scope.scope);
    const othersBefore = liveVariantsOf(1002)
      .filter((variant) => !listed(variant))
      .map((variant) => variant.stock);
    const zeroed = await call<StockZeroResult>('companies/1002/stock-tools/zero', { body: { scope: scope.scope } });
    expect(zeroed.body).toEqual({ variants: scope.inStock, units: scope.units });
    expect(
      liveVariantsOf(1002)
        .filter(listed)
        .every((variant) => variant.stock === 0),
    ).toBe(true);
    expect(
      liveVariantsOf(1002)
        .filter((variant) => !listed(variant))
        .map((variant) => variant.stock),
    ).toEqual(othersBefore);
    expect((await call('companies/1002/stock-tools/zero', { body: { scope: 'amazon' } })).status).toBe(400);
  });

  it('sets stock from rows by company and SKU; refuses what names nothing or a marketplace the variant is not on', async () => {
    const [first, second] = liveVariantsOf(1003);
    const [other] = liveVariantsOf(1005);
    // 1005 sells on the Noon channels only.
    const otherBefore = other!.stock;
    const rows = [
      { companyId: 1003, sku: first!.sku, marketplace: 'all', stock: 42 },
      { companyId: 4242, sku: first!.sku, marketplace: 'all', stock: 1 },
      { companyId: 1003, sku: 'NO-SUCH-SKU', marketplace: 'all', stock: 1 },
      { companyId: 1005, sku: other!.sku, marketplace: 'trendyol', stock: 7 },
      { companyId: 1003, sku: second!.sku, marketplace: 'trendyol', stock: 0 },
    ];
    const answer = await call<ImportApplyAnswer>('admin/stock-rows', { body: { rows } });
    expect(answer.body.results.map((result) => (result.ok ? 'ok' : result.reasons.map((reason) => reason.code).join()))).toEqual([
      'ok',
      'imports.reasons.companyUnknown',
      'imports.reasons.skuUnknown',
      'imports.reasons.stockNotListed',
      'ok',
    ]);
    expect([first!.stock, second!.stock]).toEqual([42, 0]);
    expect(other!.stock).toBe(otherBefore);
    expect((await call('admin/stock-rows', { body: { rows }, token: ACTING })).status).toBe(403);
  });
});
