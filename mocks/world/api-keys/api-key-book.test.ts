import { createWorld } from '../world';
import { emptyCompanyBooks } from '../empty-world';
import { apiKeysOf } from './api-key-book';
import { companyOfApiKey, createApiKey, listApiKeys } from './api-key-operations';

const NOW = Date.UTC(2026, 10, 20, 9, 0, 0);

describe('the API key book', () => {
  it('seeds two keys per company from the seed alone, hashes only, ids in the company’s space', () => {
    const [a, b] = [createWorld({ now: NOW }), createWorld({ now: NOW })];
    expect(apiKeysOf(a, 1002)).toEqual(apiKeysOf(b, 1002));
    const keys = apiKeysOf(a, 1002)!;
    expect(keys.map((key) => key.name)).toEqual(['ERP integration', 'Stock sync']);
    expect(keys.every((key) => /^[0-9a-f]{64}$/.test(key.hash) && key.id > 1002 * 1000 && key.id < 1003 * 1000)).toBe(true);
    expect(keys.every((key) => Date.parse(key.createdAt) < NOW)).toBe(true);
    expect(apiKeysOf(a, 424242)).toBeUndefined();
  });

  it('holds no keys in the empty scenario', () => {
    expect(listApiKeys(emptyCompanyBooks(createWorld({ now: NOW })), 1001).items).toEqual([]);
  });

  it('finds the company of a key it made, and no company for the prefix or a seeded hash', async () => {
    const world = createWorld({ now: NOW });
    const made = await createApiKey(world, 1003, { name: 'Sync' }, NOW);
    if (!('created' in made)) throw new Error('refused');
    expect(await companyOfApiKey(world, made.created.key, NOW + 1000)).toBe(1003);
    expect(await companyOfApiKey(world, made.created.key.slice(0, 12), NOW)).toBeNull();
    expect(await companyOfApiKey(world, apiKeysOf(world, 1003)![0]!.hash, NOW)).toBeNull();
    expect(listApiKeys(world, 1003).items.find((key) => key.name === 'Sync')?.lastUsedAt).toBe(new Date(NOW + 1000).toISOString());
  });
});
