import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '@contract/api/paths';
import type { MarketplaceSettingsAnswer } from '@contract/catalog/marketplace-settings.api';
import type { MpProductListAnswer } from '@contract/catalog/mp-product.query';
import { DEMO_PASSWORD } from '@mocks/world/demo-accounts';
import { startMirage, type RunningMirage } from './server';
import type { MockScenario } from './scenarios';
import { api } from './test-client';

const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);
let mirage: RunningMirage;
const start = (scenario: MockScenario = 'default') => {
  mirage?.shutdown();
  mirage = startMirage({ scenario, environment: 'test', now: () => NOW });
};
const signIn = (email: string, path: string = API.loginUser) => api(path, { body: { email, password: DEMO_PASSWORD } });
const actAs = async (companyId: number) => {
  await signIn('admin@demo.tezgah.dev', API.loginAdmin);
  await api(API.actAs, { body: { companyId } });
};
const valid = { enabled: true, rate: 18, shippingProvider: 'aramex', refundMethod: 'returnToSeller', translateToEnglish: false };

beforeEach(() => {
  localStorage.clear();
  start();
});
afterEach(() => mirage.shutdown());

describe('Mirage marketplace sales', () => {
  it('is refused to the signed out and to a plain seller', async () => {
    expect((await api(API.marketplaceSales)).status).toBe(401);
    await signIn('ayse@demo.tezgah.dev');
    expect((await api(API.marketplaceSales)).status).toBe(403);
    expect((await api(`${API.marketplaceSales}/noon-ae`, { body: valid })).status).toBe(403);
  });

  it('saves a Noon channel for all three and refuses what the BFF refuses', async () => {
    await actAs(1001);
    const saved = await api<MarketplaceSettingsAnswer>(`${API.marketplaceSales}/noon-sa`, { body: valid });
    expect(saved.status).toBe(200);
    expect(saved.body.settings.filter((setting) => setting.rate === 18 && setting.shippingProvider === 'aramex').map((setting) => setting.marketplace))
      .toEqual(['noon-ae', 'noon-sa', 'noon-eg']);
    expect(await api(`${API.marketplaceSales}/trendyol`, { body: { ...valid, rate: 0 } })).toEqual({
      status: 400, body: { code: 'marketplaceRateInvalid', message: 'Please enter a rate value bigger than zero.', fields: { rate: 'validation.rateAboveZero' } },
    });
    expect((await api(`${API.marketplaceSales}/trendyol`, { body: { ...valid, shippingProvider: null } })).body).toMatchObject({ code: 'shippingProviderRequired' });
    expect((await api(`${API.marketplaceSales}/nowhere`, { body: valid })).status).toBe(404);
    await actAs(1002);
    expect(await api(`${API.marketplaceSales}/hepsiburada`, { body: valid })).toMatchObject({ status: 409, body: { code: 'marketplaceNotConfigured' } });
  });
});

describe('Mirage marketplace products', () => {
  it('lists the seller company rows, refuses a bad id list, and knows none in the empty scenario', async () => {
    await signIn('omar@demo.tezgah.dev');
    const list = await api<MpProductListAnswer>(`${API.mpProducts}?marketplace=noon-ae&pageSize=10`);
    expect(list.status).toBe(200);
    expect(list.body.items).toHaveLength(10);
    expect(list.body.items.every((row) => row.marketplace === 'noon-ae' && row.currency === 'AED')).toBe(true);
    expect((await api(`${API.mpProducts}?productId=x`)).body).toMatchObject({ code: 'validation', fields: { productId: 'validation.productIdList' } });
    start('empty');
    await signIn('omar@demo.tezgah.dev');
    expect((await api<MpProductListAnswer>(API.mpProducts)).body).toMatchObject({ items: [], total: 0 });
  });
});
