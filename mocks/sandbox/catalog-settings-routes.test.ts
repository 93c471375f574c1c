import { describe, expect, it } from 'vitest';
import type { MarketplaceSettingsAnswer } from '@contract/catalog/marketplace-settings.api';
import type { MpProductListAnswer } from '@contract/catalog/mp-product.query';
import { sandboxPerFile } from './sandbox-per-file';
import type { TokenOptions } from './test-signer';

const now = () => Date.UTC(2026, 0, 15, 9, 0, 0);
const file = sandboxPerFile(now, { seed: 7 });
const SELLER: TokenOptions = { role: 'seller', companyId: 1001, sub: 'usr-ayse' };
const ACTING: TokenOptions = { ...SELLER, actor: 'usr-admin' };
const VALID = { enabled: true, rate: 22, shippingProvider: 'fedex', refundMethod: 'returnToSeller', translateToEnglish: false };

const call = file.client('marketplace', SELLER);

describe('sandbox marketplace settings', () => {
  it('are read by the company and written only by staff acting for it', async () => {
    expect((await call<MarketplaceSettingsAnswer>('1001/marketplace-settings')).body.settings).toHaveLength(5);
    expect((await call('1002/marketplace-settings')).status).toBe(403);
    const bySeller = await call('1001/marketplace-settings/noon-eg', { method: 'PUT', body: VALID });
    expect(bySeller).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    const byStaff = await call<MarketplaceSettingsAnswer>('1001/marketplace-settings/noon-eg', { method: 'PUT', body: VALID, token: ACTING });
    expect(byStaff.status).toBe(200);
    expect(byStaff.body.settings.filter((setting) => setting.rate === 22).map((setting) => setting.marketplace)).toEqual(['noon-ae', 'noon-sa', 'noon-eg']);
  });

  it('refuses bad bodies, an unknown marketplace and a missing global configuration with the contract codes', async () => {
    const zero = await call('1001/marketplace-settings/trendyol', { method: 'PUT', body: { ...VALID, rate: 0 }, token: ACTING });
    expect(zero).toEqual({ status: 400, body: { error: 'marketplaceRateInvalid', message: 'Please enter a rate value bigger than zero.' } });
    expect((await call('1001/marketplace-settings/mars', { method: 'PUT', body: VALID, token: ACTING })).status).toBe(404);
    const gulf = await call('1002/marketplace-settings/hepsiburada', { method: 'PUT', body: VALID, token: { ...ACTING, companyId: 1002, sub: 'usr-omar' } });
    expect(gulf).toMatchObject({ status: 409, body: { error: 'marketplaceNotConfigured' } });
  });
});

describe('sandbox marketplace products', () => {
  it('pages with the service page size and refuses a bad id list', async () => {
    const list = await call<MpProductListAnswer>('1001/mp-products?pageSize=2000');
    expect(list.status).toBe(200);
    expect(list.body.items.length).toBe(Math.min(2000, list.body.total));
    expect((await call('1001/mp-products?productId=1,x')).status).toBe(400);
    expect((await call('1003/mp-products')).status).toBe(403);
  });
});
