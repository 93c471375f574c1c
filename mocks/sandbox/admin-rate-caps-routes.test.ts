import { describe, expect, it } from 'vitest';
import type { RateCapListAnswer, RateCapRow } from '@contract/admin-rate-caps/rate-cap.types';
import { sandboxPerFile } from './sandbox-per-file';
import type { TokenOptions } from './test-signer';

const now = () => Date.UTC(2026, 0, 15, 9, 0, 0);
const file = sandboxPerFile(now);

const ADMIN: TokenOptions = { role: 'admin', sub: 'usr-admin' };
const ACTING: TokenOptions = { role: 'seller', sub: 'usr-ayse', companyId: 1001, actor: 'usr-admin' };
const call = file.client('marketplace', ADMIN, '/v1/');
const SAVE = { enabled: true, shippingProvider: 'aramex', refundMethod: 'returnToSeller', translateToEnglish: false };

describe('sandbox marketplace: rate caps', () => {
  it('lists every group’s cap for an admin token only', async () => {
    const listed = await call<RateCapListAnswer>('admin/rate-caps?companyId=1001');
    expect(listed.status).toBe(200);
    expect(listed.body.items.map((row) => [row.channelGroup, row.company?.companyId])).toEqual([
      ['hepsiburada', 1001],
      ['noon', 1001],
      ['trendyol', 1001],
    ]);
    expect((await call('admin/rate-caps', { token: ACTING })).status).toBe(403);
    expect((await call('admin/rate-caps/noon', { method: 'PUT', body: { cap: 20 }, token: ACTING })).status).toBe(403);
  });

  it('changes a cap, which the seller’s save is then refused above, naming the rate field', async () => {
    expect((await call<RateCapRow>('admin/rate-caps/noon', { method: 'PUT', body: { cap: 18 } })).body).toMatchObject({ channelGroup: 'noon', cap: 18 });
    const refused = await call('companies/1001/marketplace-settings/noon-eg', { method: 'PUT', body: { ...SAVE, rate: 18.5 }, token: ACTING });
    expect(refused).toEqual({
      status: 409,
      body: {
        error: 'marketplaceRateAboveCap',
        message: 'The rate is above the highest rate allowed on this marketplace.',
        fields: { rate: 'marketplaceSales.rateAboveCap' },
      },
    });
    expect((await call('companies/1001/marketplace-settings/noon-eg', { method: 'PUT', body: { ...SAVE, rate: 18 }, token: ACTING })).status).toBe(200);
  });

  it('refuses a bad cap, an unknown group and an unknown company', async () => {
    expect((await call('admin/rate-caps/noon', { method: 'PUT', body: { cap: 0 } })).status).toBe(400);
    expect((await call('admin/rate-caps/amazon', { method: 'PUT', body: { cap: 10 } })).status).toBe(404);
    expect((await call('admin/rate-caps/noon/companies/4242', { method: 'PUT', body: { cap: 10 } })).status).toBe(404);
    expect((await call('admin/rate-caps/noon/companies/1001', { method: 'DELETE' })).status).toBe(404);
  });
});
