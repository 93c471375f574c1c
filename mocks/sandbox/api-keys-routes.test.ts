import { describe, expect, it } from 'vitest';
import { API_KEY_MARK, API_KEY_NAME_MAX, API_KEY_SHOWN_PREFIX, type ApiKeyServiceCreated, type ApiKeyServiceList } from '@contract/api-keys/api-key.api';
import { hashApiKey } from '@mocks/world/api-keys/api-key-secret';
import { sandboxPerFile } from './sandbox-per-file';
import type { TokenOptions } from './test-signer';

const AYSE: TokenOptions = { role: 'seller', companyId: 1001, sub: 'usr-ayse' };
const OMAR: TokenOptions = { role: 'seller', companyId: 1002, sub: 'usr-omar' };
const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);
const file = sandboxPerFile(() => NOW);
const { sandbox } = file;
const call = file.client('marketplace', AYSE);

describe('sandbox marketplace: API keys', () => {
  it('lists the seeded keys of the company by name and prefix, never a hash', async () => {
    const list = await call<ApiKeyServiceList>('1001/api-keys');
    expect(list.status).toBe(200);
    expect(list.body.items.map((key) => key.name)).toEqual(['Stok senkronizasyonu', 'ERP entegrasyonu']);
    for (const key of list.body.items) {
      expect(key.prefix).toMatch(new RegExp(`^${API_KEY_MARK}.{8}$`));
      expect(Object.keys(key).sort()).toEqual(['createdAt', 'id', 'lastUsedAt', 'name', 'prefix']);
    }
    expect((await call('1002/api-keys')).status).toBe(403);
  });

  it('makes a 256-bit key, answers it once and keeps only its SHA-256', async () => {
    const created = await call<ApiKeyServiceCreated>('1001/api-keys', { method: 'POST', body: { name: '  Warehouse robot  ' } });
    expect(created.status).toBe(201);
    const { key, name, id } = created.body.created;
    expect(name).toBe('Warehouse robot');
    expect(key).toMatch(/^tzg_[A-Za-z0-9_-]{43}$/);
    const record = sandbox().world.apiKeyBooks[1001]!.find((candidate) => candidate.id === id)!;
    expect(record.hash).toBe(await hashApiKey(key));
    expect(JSON.stringify(sandbox().world.apiKeyBooks)).not.toContain(key);
    expect(created.body.items.find((row) => row.id === id)).toMatchObject({ prefix: key.slice(0, API_KEY_SHOWN_PREFIX), lastUsedAt: null });
    const again = await call<ApiKeyServiceCreated>('1001/api-keys', { method: 'POST', body: { name: 'Another' } });
    expect(again.body.created.key).not.toBe(key);
  });

  it('refuses a missing, too long or taken name with the field, and tells keys of two companies apart', async () => {
    expect(await call('1001/api-keys', { method: 'POST', body: { name: '   ' } })).toMatchObject({
      status: 400,
      body: { error: 'validation', fields: { name: 'validation.apiKeyNameRequired' } },
    });
    expect(await call('1001/api-keys', { method: 'POST', body: { name: 'x'.repeat(API_KEY_NAME_MAX + 1) } })).toMatchObject({
      status: 400,
      body: { fields: { name: 'validation.apiKeyNameTooLong' } },
    });
    expect(await call('1001/api-keys', { method: 'POST', body: { name: 'erp ENTEGRASYONU' } })).toMatchObject({
      status: 400,
      body: { fields: { name: 'validation.apiKeyNameTaken' } },
    });
    expect((await call('1002/api-keys', { method: 'POST', token: OMAR, body: { name: 'ERP entegrasyonu' } })).status).toBe(201);
  });

  it('deletes a key of the company only; another company’s id is 404', async () => {
    const [first] = (await call<ApiKeyServiceList>('1002/api-keys', { token: OMAR })).body.items;
    expect((await call(`1001/api-keys/${first!.id}`, { method: 'DELETE' })).status).toBe(404);
    const after = await call<ApiKeyServiceList>(`1002/api-keys/${first!.id}`, { method: 'DELETE', token: OMAR });
    expect(after.status).toBe(200);
    expect(after.body.items.some((key) => key.id === first!.id)).toBe(false);
  });

  it('refuses creating and deleting keys to an admin acting as the seller', async () => {
    const acting: TokenOptions = { ...AYSE, actor: 'usr-admin' };
    expect(await call('1001/api-keys', { method: 'POST', token: acting, body: { name: 'Staff key' } })).toMatchObject({
      status: 403,
      body: { error: 'forbidden' },
    });
    expect((await call('1001/api-keys/1001001', { method: 'DELETE', token: acting })).status).toBe(403);
    expect((await call<ApiKeyServiceList>('1001/api-keys', { token: acting })).status).toBe(200);
  });
});
