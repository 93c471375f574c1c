import { describe, expect, it } from 'vitest';
import type { CommissionListAnswer, CommissionRate } from '@contract/admin-commissions/commission.types';
import type { ImportApplyAnswer } from '@contract/downstream/catalog-imports';
import { taxonomyOf } from '@mocks/world/catalog/taxonomy';
import { sandboxPerFile } from './sandbox-per-file';
import type { TokenOptions } from './test-signer';

const now = () => Date.UTC(2026, 0, 15, 9, 0, 0);
const file = sandboxPerFile(now);

const ADMIN: TokenOptions = { role: 'admin', sub: 'usr-admin' };
const ACTING: TokenOptions = { role: 'seller', sub: 'usr-ayse', companyId: 1001, actor: 'usr-admin' };
const call = file.client('accounting', ADMIN, '/v1/admin/');
const leaf = () => taxonomyOf(file.sandbox().world).categories.find((category) => category.isLeaf)!;

describe('sandbox accounting: commission rates', () => {
  it('lists the rates for an admin token only', async () => {
    const listed = await call<CommissionListAnswer>('commissions?marketplace=hepsiburada&pageSize=10');
    expect(listed.status).toBe(200);
    expect(listed.body.items).toHaveLength(10);
    expect(listed.body.items[0]).toMatchObject({ marketplace: 'hepsiburada', ratePercent: 12, setBy: null });
    expect((await call('commissions', { token: ACTING })).status).toBe(403);
  });

  it('changes one rate from now on, naming the admin; a parent category or a bad rate is refused', async () => {
    const { id } = leaf();
    const changed = await call<CommissionRate>(`commissions/${id}/trendyol`, { method: 'PUT', body: { ratePercent: 17.5 } });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      categoryId: id,
      marketplace: 'trendyol',
      ratePercent: 17.5,
      previousPercent: 15,
      appliesFrom: new Date(now()).toISOString(),
    });
    expect(changed.body.setBy).toMatch(/\S/);
    const parent = taxonomyOf(file.sandbox().world).categories.find((category) => !category.isLeaf)!;
    expect((await call(`commissions/${parent.id}/trendyol`, { method: 'PUT', body: { ratePercent: 10 } })).status).toBe(404);
    expect((await call(`commissions/${id}/trendyol`, { method: 'PUT', body: { ratePercent: 100.5 } })).status).toBe(400);
    expect((await call(`commissions/${id}/trendyol`, { method: 'PUT', body: { ratePercent: 10 }, token: ACTING })).status).toBe(403);
  });

  it('applies the file’s rows and answers each one', async () => {
    const { id } = leaf();
    const rows = [
      { marketplace: 'noon-sa', categoryId: id, ratePercent: 9 },
      { marketplace: 'noon-sa', categoryId: 99_999, ratePercent: 9 },
    ];
    const answer = await call<ImportApplyAnswer>('commission-rows', { body: { rows } });
    expect(answer.body.results.map((result) => result.ok)).toEqual([true, false]);
    expect((await call('commission-rows', { body: { rows: [{ marketplace: 'amazon', categoryId: id, ratePercent: 9 }] } })).status).toBe(400);
  });
});
