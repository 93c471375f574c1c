import { describe, expect, it } from 'vitest';
import type { AdminValidationAnswer, RevalidateAnswer, ValidationAccessAnswer, ValidationCompaniesAnswer } from '@contract/admin-products/admin-validation';
import { sandboxPerFile } from './sandbox-per-file';
import type { TokenOptions } from './test-signer';

const now = () => Date.UTC(2026, 0, 15, 9, 0, 0);
const file = sandboxPerFile(now);

const ADMIN: TokenOptions = { role: 'admin', sub: 'usr-admin' };
const AYSE: TokenOptions = { role: 'seller', sub: 'usr-ayse', companyId: 1001 };
const OMAR: TokenOptions = { role: 'seller', sub: 'usr-omar', companyId: 1002 };
const admin = file.client('marketplace', ADMIN, '/v1/admin/product-validation');
const company = file.client('marketplace', AYSE);

describe('sandbox marketplace: the validation queue', () => {
  it('lists products in the error state per marketplace, with the marketplace’s reasons', async () => {
    const answer = await admin<AdminValidationAnswer>('?companyId=1001&pageSize=100');
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBeGreaterThan(0);
    const catalog = file.sandbox().world.catalogs[1001]!;
    for (const row of answer.body.items) {
      const failing = catalog.variants.filter(
        (v) => v.productId === row.productId && v.marketplaces.some((m) => m.marketplace === row.marketplace && m.status === 'error'),
      );
      expect(failing.map((v) => v.sku).sort()).toEqual([...row.skus].sort());
    }
  });

  it('re-validates a row: its variants go back to processing, and a second time is refused', async () => {
    const [row] = (await admin<AdminValidationAnswer>('?companyId=1003')).body.items;
    const item = { companyId: row!.companyId, productId: row!.productId, marketplace: row!.marketplace };
    const sent = await admin<RevalidateAnswer>('/revalidate', { body: { items: [item, { ...item, productId: 1 }] } });
    expect(sent.body).toEqual({ revalidated: 1, skipped: 1 });
    const states = file
      .sandbox()
      .world.catalogs[1003]!.variants.filter((v) => v.productId === item.productId)
      .flatMap((v) => v.marketplaces.filter((m) => m.marketplace === item.marketplace));
    expect(states.some((state) => state.status === 'error')).toBe(false);
    const again = await admin('/revalidate', { body: { items: [item] } });
    expect(again).toMatchObject({ status: 409, body: { error: 'validationNotFailing' } });
  });

  it('refuses seller tokens', async () => {
    expect((await admin('', { token: AYSE })).status).toBe(403);
    expect((await admin('/companies', { token: AYSE })).status).toBe(403);
  });
});

describe('sandbox marketplace: who sees seller Product Validation', () => {
  it('answers each company its own access, and refuses the seller list of a company not on the list', async () => {
    expect((await company<ValidationAccessAnswer>('1001/product-validation/access')).body).toEqual({ enabled: true });
    expect((await company<ValidationAccessAnswer>('1002/product-validation/access', { token: OMAR })).body).toEqual({ enabled: false });
    expect((await company('1002/product-validation', { token: OMAR })).status).toBe(403);
    expect((await company('1002/product-validation/access')).status).toBe(403);
  });

  it('adds and removes companies; an unknown company is 404', async () => {
    const added = await admin<ValidationCompaniesAnswer>('/companies/1002', { method: 'PUT' });
    expect(added.body.items.map((entry) => entry.companyId)).toEqual([1001, 1002]);
    expect((await company('1002/product-validation', { token: OMAR })).status).toBe(200);
    const removed = await admin<ValidationCompaniesAnswer>('/companies/1002', { method: 'DELETE' });
    expect(removed.body.items).toEqual([{ companyId: 1001, companyName: 'Anadolu Tekstil' }]);
    expect((await admin('/companies/999999', { method: 'PUT' })).status).toBe(404);
  });
});
