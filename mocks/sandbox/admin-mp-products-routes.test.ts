import { describe, expect, it } from 'vitest';
import type { AdminMpProductListAnswer } from '@contract/admin-mp-products/admin-mp-product.query';
import { sandboxPerFile } from './sandbox-per-file';
import type { TokenOptions } from './test-signer';

const now = () => Date.UTC(2026, 0, 15, 9, 0, 0);
const file = sandboxPerFile(now);

const ADMIN: TokenOptions = { role: 'admin', sub: 'usr-admin' };
const ACTING: TokenOptions = { role: 'seller', sub: 'usr-ayse', companyId: 1001, actor: 'usr-admin' };
const call = file.client('marketplace', ADMIN, '/v1/admin/');

describe('sandbox marketplace: marketplace products across companies', () => {
  it('lists rows of several companies for an admin token, with the company on each row', async () => {
    const answer = await call<AdminMpProductListAnswer>('mp-products?pageSize=100&companyId=1002');
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBeGreaterThan(0);
    expect(answer.body.items.every((row) => row.companyId === 1002 && row.companyName === 'Gulf Home Goods')).toBe(true);
  });

  it('refuses a seller token, even an admin acting as one, and a bad product-id list', async () => {
    expect((await call('mp-products', { token: ACTING })).status).toBe(403);
    expect((await call('mp-products', { token: { role: 'seller', sub: 'usr-ayse', companyId: 1001 } })).status).toBe(403);
    expect((await call('mp-products?productId=a,b')).status).toBe(400);
  });
});
