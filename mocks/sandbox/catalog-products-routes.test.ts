import { describe, expect, it } from 'vitest';
import type { DeletedProductListAnswer } from '@contract/catalog/deleted-product.query';
import type { ProductEditAnswer } from '@contract/catalog/product.api';
import { catalogOf } from '@mocks/world/catalog/catalog-access';
import { variantsOfProduct } from '@mocks/world/catalog/product-detail';
import { sandboxPerFile } from './sandbox-per-file';
import type { TokenOptions } from './test-signer';

const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);
const AYSE: TokenOptions = { role: 'seller', companyId: 1001, sub: 'usr-ayse' };
const OMAR: TokenOptions = { role: 'seller', companyId: 1002, sub: 'usr-omar' };

const file = sandboxPerFile(() => NOW, { seed: 11 });
const sandbox = () => file.sandbox();
const call = file.client('marketplace', AYSE);

const liveProduct = (companyId: number) => {
  const catalog = catalogOf(sandbox().world, companyId)!;
  return catalog.products.find((product) => !product.deletedAt && variantsOfProduct(catalog, product.id).length > 0)!;
};

describe('sandbox product edit', () => {
  it("answers the company's product, and 404 for another company's product or a bad id; another company's path is 403", async () => {
    const product = liveProduct(1001);
    const answer = await call<ProductEditAnswer>(`1001/products/${product.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body.product.id).toBe(product.id);
    const omars = liveProduct(1002);
    expect(await call(`1001/products/${omars.id}`)).toMatchObject({ status: 404, body: { error: 'not_found' } });
    expect((await call(`1001/products/${omars.id}/variants/1`, { method: 'DELETE' })).status).toBe(404);
    expect((await call('1001/products/abc')).status).toBe(404);
    expect((await call(`1002/products/${omars.id}`)).status).toBe(403);
    expect((await call(`1002/products/${omars.id}`, { token: OMAR })).status).toBe(200);
  });

  it('refuses bad bodies with the fields at fault, business rules with 409', async () => {
    const product = liveProduct(1001);
    const bad = await call(`1001/products/${product.id}/translations`, {
      method: 'PUT',
      body: { translations: [{ language: 'de', name: 'kurz', description: '' }] },
    });
    expect(bad).toMatchObject({ status: 400, body: { error: 'validation', fields: { 'translations[0].name': 'validation.textTooShort' } } });
    const variant = variantsOfProduct(catalogOf(sandbox().world, 1001)!, product.id)[0]!;
    const image = await call(`1001/products/${product.id}/variants/${variant.id}/images`, {
      method: 'POST',
      body: { slot: 'extra', fileName: 'a.gif', contentBase64: 'R0lGODlh' },
    });
    expect(image).toMatchObject({ status: 400, body: { error: 'unsupportedFile', fields: { file: 'validation.imageExtension' } } });
    const wrongTypes = await call(`1001/products/${product.id}/variants/${variant.id}/images`, {
      method: 'POST',
      body: { slot: 'side', fileName: ['a.png'], contentBase64: 'iVBORw0KGgo=' },
    });
    expect(wrongTypes).toMatchObject({ status: 400, body: { error: 'validation', fields: { slot: 'validation.required', fileName: expect.any(String) } } });
  });

  it('lists deleted products and refuses a product-id list that is not one', async () => {
    const list = await call<DeletedProductListAnswer>('1001/deleted-products?pageSize=5');
    expect(list.status).toBe(200);
    expect(list.body.items.length).toBeGreaterThan(0);
    expect(list.body.items.every((row) => row.deletedAt !== '')).toBe(true);
    expect((await call(`1001/deleted-products/${list.body.items[0]!.id}`)).status).toBe(200);
    expect((await call(`1001/deleted-products/${liveProduct(1001).id}`)).status).toBe(404);
    expect((await call('1001/deleted-products?productIds=1,x')).status).toBe(400);
  });
});
