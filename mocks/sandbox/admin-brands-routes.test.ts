import { describe, expect, it } from 'vitest';
import type { BrandMergePreview } from '@contract/admin-brands/admin-brand.api';
import type { AdminBrandListAnswer } from '@contract/admin-brands/admin-brand.query';
import { addDuplicateBrand } from '@mocks/world/catalog/admin-brand-test-data';
import { sandboxPerFile } from './sandbox-per-file';
import type { TokenOptions } from './test-signer';

const now = () => Date.UTC(2026, 0, 15, 9, 0, 0);
const file = sandboxPerFile(now);

const ADMIN: TokenOptions = { role: 'admin', sub: 'usr-admin' };
const ACTING: TokenOptions = { role: 'seller', sub: 'usr-ayse', companyId: 1001, actor: 'usr-admin' };
const call = file.client('marketplace', ADMIN, '/v1/admin/');

describe('sandbox marketplace: brands across companies', () => {
  it('lists brands for an admin token only', async () => {
    const answer = await call<AdminBrandListAnswer>('brands?companyId=1002');
    expect(answer.status).toBe(200);
    expect(answer.body.items.every((row) => row.companyId === 1002)).toBe(true);
    expect((await call('brands', { token: ACTING })).status).toBe(403);
  });

  it('previews and merges a brand’s duplicates; a second merge is 409 brandNoDuplicates', async () => {
    const { original, duplicate } = addDuplicateBrand(file.sandbox().world, 1003);
    const preview = await call<BrandMergePreview>(`brands/${original.id}/merge`);
    expect(preview.body.merged.map((row) => row.id)).toEqual([duplicate.id]);
    expect((await call(`brands/${original.id}/merge`, { method: 'POST', token: ACTING })).status).toBe(403);
    expect(await call(`brands/${original.id}/merge`, { method: 'POST' })).toMatchObject({ status: 200, body: { movedProducts: 2, removedBrands: 1 } });
    expect(await call(`brands/${original.id}/merge`, { method: 'POST' })).toMatchObject({ status: 409, body: { error: 'brandNoDuplicates' } });
    expect((await call('brands/999999999/merge')).status).toBe(404);
  });

  it('crosses a brand, refusing a body without the marketplace brand', async () => {
    const list = await call<AdminBrandListAnswer>('brands?companyId=1002');
    const id = list.body.items[0]!.id;
    expect((await call(`brands/${id}/crossings/noon-ae`, { method: 'PUT', body: { remoteBrandId: '' } })).status).toBe(400);
    const crossed = await call<{ brand: AdminBrandListAnswer['items'][number] }>(`brands/${id}/crossings/noon-ae`, {
      method: 'PUT',
      body: { remoteBrandId: 'N-9', remoteBrandName: 'Noon Nine' },
    });
    expect(crossed.body.brand.crossings).toContainEqual(expect.objectContaining({ marketplace: 'noon-ae', remoteBrandId: 'N-9', status: 'crossed' }));
  });
});
