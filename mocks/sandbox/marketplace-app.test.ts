import { describe, expect, it } from 'vitest';
import { sandboxPerFile } from './sandbox-per-file';
import type { TokenOptions } from './test-signer';

const file = sandboxPerFile(() => Date.UTC(2026, 0, 15, 9, 0, 0), { seed: 5 });
const call = file.client('marketplace', {});
const counts = (companyId: number | string, token: TokenOptions) => call(`${companyId}/counts`, { token });

describe('marketplace counts scoping', () => {
  it('lets a seller read its own company counts only', async () => {
    const own = await counts(1001, { role: 'seller', companyId: 1001, sub: 'usr-ayse' });
    expect(own.status).toBe(200);
    expect(own.body).toEqual(file.sandbox().world.counts[1001]);
    expect(await counts(1002, { role: 'seller', companyId: 1001, sub: 'usr-ayse' })).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    expect((await counts(1002, { role: 'seller', sub: 'usr-x' })).status).toBe(403);
    expect((await counts(1001, { role: 'editor', sub: 'usr-editor' })).status).toBe(403);
  });

  it('lets admin and service tokens read across companies', async () => {
    expect((await counts(1002, { role: 'admin', sub: 'usr-admin' })).body).toEqual(file.sandbox().world.counts[1002]);
    expect((await counts(1003, { role: 'service' })).status).toBe(200);
    expect((await counts(9999, { role: 'admin', sub: 'usr-admin' })).status).toBe(404);
    expect((await counts('abc', { role: 'admin', sub: 'usr-admin' })).status).toBe(404);
  });
});
