import { describe, expect, it } from 'vitest';
import type { HardDeletePreview, HardDeleteStep } from '@contract/admin-hard-delete/hard-delete.types';
import { catalogOf } from '@mocks/world/catalog/catalog-access';
import { sandboxPerFile } from './sandbox-per-file';
import type { TokenOptions } from './test-signer';

const now = () => Date.UTC(2026, 0, 15, 9, 0, 0);
const file = sandboxPerFile(now);

const ADMIN: TokenOptions = { role: 'admin', sub: 'usr-admin' };
const ACTING: TokenOptions = { role: 'seller', sub: 'usr-ayse', companyId: 1001, actor: 'usr-admin' };
const call = file.client('marketplace', ADMIN);

describe('sandbox marketplace: hard delete', () => {
  it('previews a product list for an admin token, then deletes it for good', async () => {
    const product = catalogOf(file.sandbox().world, 1022)!.products[0]!;
    const preview = await call<HardDeletePreview>(`1022/hard-delete/preview?scope=products&targets=${product.id},999999`);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ companyName: 'Desert Rose Mobilya', unknown: ['999999'], confirmation: '1', counts: { products: 1 } });
    const step = await call<HardDeleteStep>('1022/hard-delete', { body: { scope: 'products', targets: [String(product.id)], limit: 50 } });
    expect(step.status).toBe(200);
    expect(step.body).toMatchObject({ deleted: { products: 1 }, remaining: 0 });
    expect(catalogOf(file.sandbox().world, 1022)!.products.some((candidate) => candidate.id === product.id)).toBe(false);
  });

  it('refuses seller tokens (an admin acting as one too), a bad body, a bad list and an unknown company', async () => {
    expect((await call('1001/hard-delete/preview?scope=catalog', { token: ACTING })).status).toBe(403);
    expect((await call('1001/hard-delete', { token: ACTING, body: { scope: 'catalog', limit: 1 } })).status).toBe(403);
    expect((await call('1022/hard-delete', { body: { scope: 'catalog', limit: 0 } })).status).toBe(400);
    expect((await call('1022/hard-delete/preview?scope=products&targets=abc')).status).toBe(400);
    expect((await call('999999/hard-delete/preview?scope=catalog')).status).toBe(404);
  });
});
