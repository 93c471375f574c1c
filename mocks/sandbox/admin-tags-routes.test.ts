import { describe, expect, it } from 'vitest';
import type { TagListAnswer, TagUsageAnswer } from '@contract/admin-tags/tag.api';
import type { ImportApplyAnswer } from '@contract/downstream/catalog-imports';
import { sandboxPerFile } from './sandbox-per-file';
import type { TokenOptions } from './test-signer';

const now = () => Date.UTC(2026, 0, 15, 9, 0, 0);
const file = sandboxPerFile(now);

const ADMIN: TokenOptions = { role: 'admin', sub: 'usr-admin' };
const ACTING: TokenOptions = { role: 'seller', sub: 'usr-ayse', companyId: 1001, actor: 'usr-admin' };
const call = file.client('marketplace', ADMIN, '/v1/admin/');

describe('sandbox marketplace: tags', () => {
  it('lists the seeded tags for an admin token only', async () => {
    const listed = await call<TagListAnswer>('tags');
    expect(listed.status).toBe(200);
    expect(listed.body.tabCounts.all).toBe(8);
    expect((await call('tags', { token: ACTING })).status).toBe(403);
    expect((await call('tags', { token: { role: 'seller', sub: 'usr-ayse', companyId: 1001 } })).status).toBe(403);
  });

  it('answers a tag-assign batch row by row: a checkOnly row is checked, never applied', async () => {
    const { body } = await call<TagListAnswer>('tags?q=Key%20account');
    const keyAccount = body.items[0]!;
    const carriers = file.sandbox().world.tagBook!.companyTags;
    const [first, second] = file
      .sandbox()
      .world.companies.filter((company) => !(carriers[company.id] ?? []).includes(keyAccount.id))
      .map((company) => company.id);
    const rows = [
      { tag: 'Key account', productId: null, sku: '', companyId: first, action: 'assign' },
      { tag: 'Key account', productId: null, sku: '', companyId: second, action: 'assign', checkOnly: true },
      { tag: 'Key account', productId: null, sku: '', companyId: 4242, action: 'assign' },
    ];
    const answer = await call<ImportApplyAnswer>('tag-rows', { body: { rows } });
    expect(answer.body.results.map((result) => result.ok)).toEqual([true, false, false]);
    expect(answer.body.results[2]).toMatchObject({ reasons: [{ code: 'adminTags.reasons.companyUnknown', params: { companyId: 4242 } }] });
    const usage = await call<TagUsageAnswer>(`tags/${keyAccount.id}/usage`);
    expect(carriers[first!]).toContain(keyAccount.id);
    expect(carriers[second!] ?? []).not.toContain(keyAccount.id);
    expect(usage.body.companies).toBe(keyAccount.usage + 1);
    expect((await call('tag-rows', { body: { rows: 'no' } })).status).toBe(400);
  });

  it('refuses a tag row of the wrong types with 400 naming its fields', async () => {
    const row = { tag: 'Key account', productId: '7', sku: '', companyId: null, action: 'tag' };
    expect(await call('tag-rows', { body: { rows: [row] } })).toMatchObject({
      status: 400,
      body: { error: 'bad_request', fields: { 'rows[0].productId': 'validation.number', 'rows[0].action': 'validation.required' } },
    });
  });

  it('answers 404 for an unknown tag', async () => {
    expect((await call('tags/9999/usage')).status).toBe(404);
    expect((await call('tags/9999', { method: 'DELETE' })).status).toBe(404);
  });
});
