import { describe, expect, it } from 'vitest';
import type { BrandAnswer, BrandListAnswer } from '@contract/catalog/brand.api';
import type { CategoryDetailAnswer, CategoryTreeAnswer } from '@contract/catalog/category.api';
import type { CategoryListAnswer } from '@contract/catalog/category.query';
import type { CategoryCrossAnswer, MarketplaceCategoryListAnswer } from '@contract/catalog/crossing.api';
import type { MappingHealthAnswer } from '@contract/catalog/mapping-health';
import { sandboxPerFile } from './sandbox-per-file';
import type { TokenOptions } from './test-signer';

const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);
const file = sandboxPerFile(() => NOW, { seed: 11 });
const AYSE: TokenOptions = { role: 'seller', companyId: 1001, sub: 'usr-ayse' };
const STAFF: TokenOptions = { role: 'admin', sub: 'usr-admin' };

const call = file.client('marketplace', AYSE);

describe('sandbox brands', () => {
  it("lists and edits the company's own brands, refuses a name in use and another company's token", async () => {
    const list = await call<BrandListAnswer>('1001/brands?pageSize=5');
    expect(list.status).toBe(200);
    expect(list.body.items.every((brand) => brand.companyId === 1001)).toBe(true);
    expect((await call('1002/brands')).status).toBe(403);
    const body = { name: 'Sandbox Brand', remoteId: null, status: 'active', imageUrl: null, crossings: [] };
    const added = await call<BrandAnswer>('1001/brands', { body });
    expect(added.status).toBe(201);
    expect(await call('1001/brands', { body })).toMatchObject({ status: 409, body: { error: 'brandNameInUse', fields: { name: 'errors.brandNameInUse' } } });
    const edited = await call<BrandAnswer>(`1001/brands/${added.body.brand.id}`, { method: 'PUT', body: { ...body, status: 'inactive' } });
    expect(edited.body.brand.status).toBe('inactive');
    expect((await call(`1001/brands/${added.body.brand.id}`, { token: { role: 'seller', companyId: 1002, sub: 'usr-omar' } })).status).toBe(403);
    expect((await call('1002/brands/1')).status).toBe(403);
    expect(await call('1001/brands', { body: { ...body, name: '' } })).toMatchObject({
      status: 400,
      body: { error: 'validation', fields: { name: 'validation.fillOutField' } },
    });
  });
});

describe('sandbox categories', () => {
  it('lets sellers read the tree, the list, a detail, crossings and health', async () => {
    expect((await call<CategoryTreeAnswer>('1001/categories/tree')).body.nodes.length).toBeGreaterThan(100);
    expect((await call<CategoryListAnswer>('1001/categories?q=t-shirts')).body.items.map((row) => row.id)).toContain(104);
    expect((await call<CategoryDetailAnswer>('1001/categories/104')).body.category.name).toBe('T-Shirts');
    expect(await call('1001/categories/99999')).toMatchObject({ status: 404, body: { error: 'categoryNotFound' } });
    expect((await call<CategoryCrossAnswer>('1001/categories/104/cross')).body.marketplaces).toHaveLength(5);
    expect((await call<MappingHealthAnswer>('1001/mapping-health')).body.items).toHaveLength(5);
    expect((await call<MarketplaceCategoryListAnswer>('1001/marketplace-categories?marketplace=noon-ae&q=t-shirts')).body.total).toBeGreaterThan(0);
    expect((await call('1001/marketplace-categories')).status).toBe(400);
    expect((await call('1001/restricted-categories')).status).toBe(200);
    expect((await call('1001/old-attributes')).status).toBe(200);
  });

  it('refuses category management and crossing to a seller token, and lets staff do them', async () => {
    const body = { name: 'Sandbox Parent', nameTr: 'Sandbox Üst', remoteId: 'SBX-1', parentId: null, status: 'active' };
    expect((await call('1001/categories', { body })).status).toBe(403);
    expect((await call('1001/categories/104/crossings/noon-ae', { method: 'PUT', body: { remoteCategoryId: 'NC00728', syncMode: 'once' } })).status).toBe(403);
    expect((await call('1001/categories/104', { method: 'DELETE' })).status).toBe(403);

    const parent = await call<CategoryDetailAnswer>('1001/categories', { body, token: STAFF });
    expect(parent.status).toBe(201);
    const child = await call<CategoryDetailAnswer>('1001/categories', {
      body: { ...body, name: 'Sandbox Child', remoteId: 'SBX-2', parentId: parent.body.category.id },
      token: STAFF,
    });
    expect(await call(`1001/categories/${parent.body.category.id}`, { method: 'DELETE', token: STAFF })).toMatchObject({
      status: 409,
      body: { error: 'categoryHasChildren' },
    });
    expect((await call(`1001/categories/${parent.body.category.id}?deleteAnyway=true`, { method: 'DELETE', token: STAFF })).status).toBe(204);
    expect((await call<CategoryDetailAnswer>(`1001/categories/${child.body.category.id}`)).body.category).toMatchObject({ parentId: null, parentName: null });
    expect(await call('1001/categories', { body: { ...body, parentId: 99999 }, token: STAFF })).toMatchObject({
      status: 400,
      body: { error: 'categoryTreeInvalid', fields: { parentId: 'errors.categoryTreeInvalid' } },
    });

    const crossed = await call<CategoryCrossAnswer>('1001/categories/104/crossings/noon-ae', {
      method: 'PUT',
      body: { remoteCategoryId: 'NC00728', syncMode: 'once' },
      token: STAFF,
    });
    expect(crossed.body.marketplaces.find((cross) => cross.marketplace === 'noon-ae')?.crossing?.status).toBe('crossed');
    const attribute = await call<CategoryCrossAnswer>('1001/categories/104/crossings/noon-ae/attributes/1', { method: 'DELETE', token: STAFF });
    expect(attribute.status).toBe(200);
    expect(
      await call('1001/categories/104/crossings/noon-ae/attributes/1/values/1001', { method: 'PUT', body: { remoteValueId: 'black' }, token: STAFF }),
    ).toMatchObject({ status: 400, body: { error: 'validation', fields: { _: 'validation.crossAttributeFirst' } } });
    expect(await call('1001/categories/104/crossings/amazon', { method: 'DELETE', token: STAFF })).toMatchObject({ status: 404 });
    expect(
      await call('1001/categories/104/crossings/noon-ae/attributes/30', { method: 'PUT', body: { remoteAttributeId: 'colour' }, token: STAFF }),
    ).toMatchObject({ status: 404, body: { error: 'attributeNotFound' } });
  });
});
