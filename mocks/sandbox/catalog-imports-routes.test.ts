import { describe, expect, it } from 'vitest';
import type { ImportApplyAnswer, ImportLookupAnswer, ImportTemplateAnswer } from '@contract/downstream/catalog-imports';
import type { TemplateCategoryAnswer } from '@contract/imports/import.api';
import { catalogOf } from '@mocks/world/catalog/catalog-access';
import { BANNED_IMPORT_COMPANY_ID, SUSPENDED_IMPORT_COMPANY_ID } from '@mocks/world/imports/import-book';
import { importRow } from '@mocks/world/imports/import-test-rows';
import { sandboxPerFile } from './sandbox-per-file';
import type { TokenOptions } from './test-signer';

const now = () => Date.UTC(2026, 0, 15, 9, 0, 0);
const SELLER: TokenOptions = { role: 'seller', companyId: 1001, sub: 'usr-ayse' };
const ACTING: TokenOptions = { ...SELLER, actor: 'usr-admin' };
const ADMIN: TokenOptions = { role: 'admin', sub: 'usr-admin' };

const file = sandboxPerFile(now, { seed: 7 });
const sandbox = () => file.sandbox();
const call = file.client('marketplace', SELLER);

describe('sandbox import state', () => {
  it('is read by the company and written only by staff', async () => {
    expect(await call('1001/imports/state')).toEqual({ status: 200, body: { state: 'allowed' } });
    expect((await call('1002/imports/state')).status).toBe(403);
    expect(await call('1001/imports/state', { method: 'PUT', body: { state: 'banned' } })).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    expect((await call('1001/imports/state', { method: 'PUT', body: { state: 'closed' }, token: ACTING })).status).toBe(400);
    const banned = await call('1003/imports/state', { method: 'PUT', body: { state: 'banned' }, token: ADMIN });
    expect(banned).toEqual({ status: 200, body: { state: 'banned' } });
    expect(await call('1003/imports/lookup', { method: 'POST', body: { skus: [] }, token: ADMIN })).toEqual({
      status: 403,
      body: { error: 'importBanned', message: 'This company is not allowed to import products/variants.' },
    });
    expect((await call('1003/imports/state', { method: 'PUT', body: { state: 'allowed' }, token: ADMIN })).body).toEqual({ state: 'allowed' });
  });

  it('refuses every other call with 403 while suspended or banned', async () => {
    const suspended: TokenOptions = { role: 'seller', companyId: SUSPENDED_IMPORT_COMPANY_ID, sub: 'usr-x' };
    const path = `${SUSPENDED_IMPORT_COMPANY_ID}/imports`;
    expect((await call(`${path}/state`, { token: suspended })).body).toEqual({ state: 'suspended' });
    for (const [route, body] of [
      ['lookup', { skus: [] }],
      ['stock-price', { rows: [] }],
      ['fulfillment-days', { rows: [] }],
      ['product-variants', { rows: [] }],
    ] as const) {
      expect(await call(`${path}/${route}`, { method: 'POST', body, token: suspended })).toEqual({
        status: 403,
        body: { error: 'importSuspended', message: 'Products/variants import functionality is disabled temporarily' },
      });
    }
    expect((await call(`${path}/template/104`, { token: suspended })).status).toBe(403);
    expect((await call(`${path}/template-categories?search=shirt`, { token: suspended })).status).toBe(403);
    const banned = await call(`${BANNED_IMPORT_COMPANY_ID}/imports/template-categories?search=shirt`, {
      token: { ...suspended, companyId: BANNED_IMPORT_COMPANY_ID },
    });
    expect(banned).toMatchObject({ status: 403, body: { error: 'importBanned' } });
  });
});

describe('sandbox import batches', () => {
  it('looks SKUs up and applies stock/price and fulfillment-day rows in order', async () => {
    const variant = catalogOf(sandbox().world, 1001)!.variants[5]!;
    const lookup = await call<ImportLookupAnswer>('1001/imports/lookup', { method: 'POST', body: { skus: [variant.sku, 'NOPE'] } });
    expect(lookup.status).toBe(200);
    expect(lookup.body.items.map((item) => item.sku)).toEqual([variant.sku]);
    expect(lookup.body.skuCount).toBeGreaterThan(100);
    const rows = [
      { sku: variant.sku, price: variant.price, retailPrice: variant.price, stock: 4 },
      { sku: 'NOPE', price: 1, retailPrice: 1, stock: 1 },
    ];
    const applied = await call<ImportApplyAnswer>('1001/imports/stock-price', { method: 'POST', body: { rows } });
    expect(applied.body.results.map((result) => result.ok)).toEqual([true, false]);
    expect(variant.stock).toBe(4);
    const days = await call<ImportApplyAnswer>('1001/imports/fulfillment-days', { method: 'POST', body: { rows: [{ sku: variant.sku, fulfillmentDay: 6 }] } });
    expect(days.body.results[0]).toMatchObject({ ok: true, variantId: variant.id });
  });

  it('creates products from product/variant rows', async () => {
    const rows = [importRow(sandbox().world, 1001, 'SBX-1', { spu: 'SPU-SBX' }), importRow(sandbox().world, 1001, 'SBX-2', { spu: 'SPU-SBX' })];
    const created = await call<ImportApplyAnswer>('1001/imports/product-variants', { method: 'POST', body: { rows } });
    expect(created.status).toBe(200);
    const [a, b] = created.body.results;
    expect(a!.ok && b!.ok && a!.productId === b!.productId).toBe(true);
  });

  it('answers 400 to a body of another shape or more than 1,000 rows', async () => {
    const row = { sku: 'A', price: 1, retailPrice: 1, stock: 1 };
    const refused = (fields: Record<string, string>) => ({ status: 400, body: { error: 'bad_request', fields } });
    const tooMany = await call('1001/imports/stock-price', { method: 'POST', body: { rows: Array.from({ length: 1001 }, () => row) } });
    expect(tooMany).toMatchObject(refused({ rows: 'validation.tooManyRows' }));
    expect(await call('1001/imports/stock-price', { method: 'POST', body: { rows: [{ ...row, price: '1' }] } })).toMatchObject(
      refused({ 'rows[0].price': 'validation.number' }),
    );
    expect(await call('1001/imports/fulfillment-days', { method: 'POST', body: { rows: [{ sku: 7, fulfillmentDay: 1 }] } })).toMatchObject(
      refused({ 'rows[0].sku': expect.any(String) }),
    );
    expect((await call('1001/imports/lookup', { method: 'POST', body: { skus: 'A' } })).status).toBe(400);
    const bad = { ...importRow(sandbox().world, 1001, 'SBX-9'), status: 'gone' };
    expect(await call('1001/imports/product-variants', { method: 'POST', body: { rows: [bad] } })).toMatchObject(
      refused({ 'rows[0].status': 'validation.required' }),
    );
    const ok = await call<ImportApplyAnswer>('1001/imports/stock-price', { method: 'POST', body: { rows: Array.from({ length: 1000 }, () => row) } });
    expect(ok.body.results).toHaveLength(1000);
  });
});

describe('sandbox import templates', () => {
  it('answer a leaf category template and refuse a branch', async () => {
    const categoryId = importRow(sandbox().world, 1001, 'x').categoryId;
    const template = await call<ImportTemplateAnswer>(`1001/imports/template/${categoryId}`);
    expect(template.status).toBe(200);
    expect(template.body.category.id).toBe(categoryId);
    expect(template.body.attributes.some((attribute) => attribute.mandatory)).toBe(true);
    expect(await call('1001/imports/template/101')).toMatchObject({ status: 404, body: { error: 'categoryNotFound' } });
  });

  it('find categories by a marketplace category and refuse an unknown marketplace', async () => {
    const found = await call<TemplateCategoryAnswer>('1001/imports/template-categories?search=shirt&marketplace=noon-ae');
    expect(found.status).toBe(200);
    expect(found.body.items.length).toBeGreaterThan(0);
    expect(found.body.items.every((item) => item.marketplace === 'noon-ae')).toBe(true);
    expect((await call('1001/imports/template-categories?search=shirt&marketplace=mars')).status).toBe(400);
  });
});
