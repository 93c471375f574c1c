import { describe, expect, it } from 'vitest';
import type { AttributeDetail } from '@contract/admin-taxonomy/admin-attribute.api';
import type { AttributeListAnswer } from '@contract/admin-taxonomy/admin-attribute.query';
import type { AdminCategoryListAnswer } from '@contract/admin-taxonomy/admin-category.query';
import type { CategoryRow } from '@contract/catalog/category.query';
import type { RestrictedCategory } from '@contract/catalog/taxonomy.types';
import { sandboxPerFile } from './sandbox-per-file';
import type { TokenOptions } from './test-signer';

const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);
const STAFF: TokenOptions = { role: 'admin', sub: 'usr-admin' };
const SELLER: TokenOptions = { role: 'seller', companyId: 1001, sub: 'usr-ayse' };
const ACTING: TokenOptions = { ...SELLER, actor: 'usr-admin' };
const file = sandboxPerFile(() => NOW, { seed: 11 });
const call = file.client('marketplace', STAFF, '/v1/admin/');
const body = { name: 'Sandbox Staff', nameTr: 'Kum Havuzu', remoteId: 'SB-S', parentId: null, status: 'active' };

describe('sandbox staff taxonomy', () => {
  it('answers admin tokens only, a seller’s or an acting admin’s seller token 403', async () => {
    expect((await call<AdminCategoryListAnswer>('categories?pageSize=5')).status).toBe(200);
    expect((await call('categories/tree', { token: SELLER })).status).toBe(403);
    expect((await call('categories', { body, token: ACTING })).status).toBe(403);
  });

  it('adds, reads and edits with the seller side’s rules, and refuses a missing category 404', async () => {
    const added = await call<CategoryRow>('categories', { body });
    expect(added).toMatchObject({ status: 201, body: { name: 'Sandbox Staff' } });
    const moved = await call<CategoryRow>(`categories/${added.body.id}`, { method: 'PUT', body: { ...body, parentId: added.body.id } });
    expect(moved).toMatchObject({ status: 400, body: { error: 'categoryTreeInvalid' } });
    expect((await call(`categories/999999`)).body).toMatchObject({ error: 'categoryNotFound' });
    expect((await call(`categories/999999`)).status).toBe(404);
  });

  it('blocks and unblocks a category per company; an unknown company is 404', async () => {
    const blocked = await call<RestrictedCategory>('companies/1001/category-blocks/104', { method: 'PUT', body: { reason: 'Counterfeit risk' } });
    expect(blocked).toMatchObject({ status: 200, body: { categoryId: 104, reason: 'Counterfeit risk' } });
    const rows = await call<AdminCategoryListAnswer>('categories?companyId=1001&q=104');
    expect(rows.body.items.find((row) => row.id === 104)?.blocked).toBe(true);
    expect((await call('companies/1001/category-blocks/104', { method: 'DELETE' })).status).toBe(204);
    expect((await call('companies/1001/category-blocks/104', { method: 'DELETE' })).status).toBe(404);
    expect((await call('companies/999999/category-blocks/104', { method: 'PUT', body: { reason: 'x' } })).status).toBe(404);
  });
});

describe('sandbox staff attributes', () => {
  it('adds an attribute and a value, counts where an attribute is mandatory, and refuses a missing one 404', async () => {
    const added = await call<AttributeDetail>('attributes', { body: { name: 'Fabric', nameTr: 'Kumaş', remoteId: '', type: 'list', status: 'active' } });
    expect(added).toMatchObject({ status: 201, body: { remoteId: null, values: [], categoryCount: 0, mandatoryCount: 0 } });
    const valued = await call<AttributeDetail>(`attributes/${added.body.id}/values`, { body: { name: 'Silk', nameTr: 'İpek' } });
    expect(valued.body.values.map((value) => value.name.tr)).toEqual(['İpek']);
    const colour = await call<AttributeListAnswer>('attributes?q=1&pageSize=5');
    expect(colour.body.items.find((row) => row.id === 1)?.mandatoryCount).toBeGreaterThan(0);
    expect(await call('attributes/999999')).toMatchObject({ status: 404, body: { error: 'attributeNotFound' } });
    expect((await call('attributes', { token: SELLER })).status).toBe(403);
  });
});
