import { describe, expect, it } from 'vitest';
import type { LeadTimeListAnswer } from '@contract/admin-lead-times/lead-time.types';
import type { ImportApplyAnswer } from '@contract/downstream/catalog-imports';
import { catalogOf } from '@mocks/world/catalog/catalog-access';
import { sandboxPerFile } from './sandbox-per-file';
import type { TokenOptions } from './test-signer';

const now = () => Date.UTC(2026, 0, 15, 9, 0, 0);
const file = sandboxPerFile(now);

const ADMIN: TokenOptions = { role: 'admin', sub: 'usr-admin' };
const ACTING: TokenOptions = { role: 'seller', sub: 'usr-ayse', companyId: 1001, actor: 'usr-admin' };
const call = file.client('marketplace', ADMIN, '/v1/admin/');

describe('sandbox marketplace: lead times', () => {
  it('lists a company’s categories with their products’ days, for an admin token only', async () => {
    const listed = await call<LeadTimeListAnswer>('lead-times?companyId=1001&pageSize=100');
    expect(listed.status).toBe(200);
    const live = catalogOf(file.sandbox().world, 1001)!.products.filter((product) => !product.deletedAt);
    expect(listed.body.items.reduce((sum, row) => sum + row.products, 0)).toBe(live.length);
    expect((await call('lead-times?companyId=1001', { token: ACTING })).status).toBe(403);
    expect((await call('lead-times')).status).toBe(400);
  });

  it('sets the day of every product of a company in a category and below it; refuses what names nothing', async () => {
    const products = catalogOf(file.sandbox().world, 1002)!.products.filter((product) => !product.deletedAt);
    const categoryId = products[0]!.categoryId;
    const rows = [
      { companyId: 1002, categoryId, fulfillmentDay: 7 },
      { companyId: 4242, categoryId, fulfillmentDay: 7 },
      { companyId: 1002, categoryId: 99_999, fulfillmentDay: 7 },
      { companyId: 1002, categoryId, fulfillmentDay: 61 },
    ];
    const answer = await call<ImportApplyAnswer>('lead-time-rows', { body: { rows } });
    expect(answer.body.results.map((result) => result.ok)).toEqual([true, false, false, false]);
    expect(answer.body.results.slice(1).map((result) => (result.ok ? [] : result.reasons.map((reason) => reason.code)))).toEqual([
      ['imports.reasons.companyUnknown'],
      ['imports.reasons.categoryUnknown'],
      ['imports.reasons.numberAboveMax'],
    ]);
    expect(products.filter((product) => product.categoryId === categoryId).every((product) => product.fulfillmentDay === 7)).toBe(true);
  });

  it('refuses a row with a field of the wrong type with 400 naming it', async () => {
    const answer = await call<{ fields?: Record<string, string> }>('lead-time-rows', {
      body: { rows: [{ companyId: 1002, categoryId: 10, fulfillmentDay: '7' }] },
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fields ?? {})).toEqual([expect.stringMatching(/^rows\[0\]\./)]);
  });
});
