import { fillPath } from '@contract/api/route-def';
import type { MarketplaceSettingBody, MarketplaceSettingsAnswer } from '@contract/catalog/marketplace-settings.api';
import type { MarketplaceSetting } from '@contract/catalog/marketplace-settings';
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import { MARKETPLACE_SALES_ROUTES } from '@contract/catalog/marketplace-sales.routes';
import { TestBrowser } from '../../test/browser';
import type { Harness } from '../../test/harness';
import { harnessPerFile } from '../../test/harness-per-file';

const body = (setting: MarketplaceSetting, patch: Partial<MarketplaceSettingBody> = {}): MarketplaceSettingBody => ({
  enabled: setting.enabled,
  rate: setting.rate,
  shippingProvider: setting.shippingProvider,
  refundMethod: setting.refundMethod,
  translateToEnglish: setting.translateToEnglish,
  ...patch,
});
const settingOf = (answer: MarketplaceSettingsAnswer, code: MarketplaceCode) => answer.settings.find((setting) => setting.marketplace === code)!;

describe('marketplace sales', () => {
  let h: Harness;
  let staff: TestBrowser;
  const read = async (browser = staff) => (await (await browser.call(MARKETPLACE_SALES_ROUTES.settings)).json()) as MarketplaceSettingsAnswer;

  harnessPerFile(
    async (harness, made) => {
      h = harness;
      staff = made;
      await staff.actAs(1001);
    },
    {},
    { world: 'seeded' },
  );

  it('lists one setting per marketplace, in the marketplaces order', async () => {
    const answer = await read();
    expect(answer.marketplaces.map((marketplace) => marketplace.code)).toEqual(['hepsiburada', 'noon-ae', 'noon-sa', 'noon-eg', 'trendyol']);
    expect(answer.settings.map((setting) => setting.marketplace)).toEqual(answer.marketplaces.map((marketplace) => marketplace.code));
  });

  it('saves on Noon UAE for every Noon channel, as the admin acting, and leaves the others', async () => {
    const before = await read();
    const saved = await staff.call(MARKETPLACE_SALES_ROUTES.save, {
      params: { marketplace: 'noon-ae' },
      body: body(settingOf(before, 'noon-ae'), { rate: 21.5, shippingProvider: 'dhl', translateToEnglish: true }),
    });
    expect(saved.status).toBe(200);
    const after = (await saved.json()) as MarketplaceSettingsAnswer;
    for (const code of ['noon-ae', 'noon-sa', 'noon-eg'] as const) {
      expect(settingOf(after, code)).toMatchObject({
        rate: 21.5,
        shippingProvider: 'dhl',
        translateToEnglish: true,
        updatedAt: new Date(h.clock()).toISOString(),
      });
    }
    expect(settingOf(after, 'hepsiburada')).toEqual(settingOf(before, 'hepsiburada'));
    expect(await read()).toEqual(after);
    const put = h.downstreamRequests.find(({ request }) => request.method === 'PUT');
    expect(new URL(put!.request.url).pathname).toBe('/v1/companies/1001/marketplace-settings/noon-ae');
    expect(h.claims.at(-2)?.payload.act).toEqual({ sub: 'usr-admin' });
  });

  it('refuses a rate of zero and a missing shipping provider with the spec texts, before any downstream call', async () => {
    const trendyol = settingOf(await read(), 'trendyol');
    expect(trendyol.shippingProvider).toBeNull();
    // The audit trail records the staff member's attempts; no other service is called.
    const serviceCalls = () => h.downstreamRequests.filter(({ service }) => service !== 'audit').length;
    const calls = serviceCalls();
    const noProvider = await staff.call(MARKETPLACE_SALES_ROUTES.save, { params: { marketplace: 'trendyol' }, body: body(trendyol, { rate: 12 }) });
    expect(noProvider.status).toBe(400);
    expect(await noProvider.json()).toEqual({
      code: 'shippingProviderRequired',
      message: 'Please select a shipping provider.',
      fields: { shippingProvider: 'validation.shippingProviderRequired' },
    });
    const zero = await staff.call(MARKETPLACE_SALES_ROUTES.save, {
      params: { marketplace: 'trendyol' },
      body: body(trendyol, { rate: 0, shippingProvider: 'aras' }),
    });
    expect(await zero.json()).toEqual({
      code: 'marketplaceRateInvalid',
      message: 'Please enter a rate value bigger than zero.',
      fields: { rate: 'validation.rateAboveZero' },
    });
    expect(serviceCalls()).toBe(calls);
    expect(settingOf(await read(), 'trendyol')).toEqual(trendyol);
  });

  it('refuses a marketplace without the global configuration, and an unknown one', async () => {
    const gulf = new TestBrowser(h.app);
    await gulf.actAs(1002);
    const hepsiburada = settingOf(await read(gulf), 'hepsiburada');
    expect(hepsiburada.globallyConfigured).toBe(false);
    const refused = await gulf.call(MARKETPLACE_SALES_ROUTES.save, {
      params: { marketplace: 'hepsiburada' },
      body: body(hepsiburada, { rate: 10, shippingProvider: 'hepsijet' }),
    });
    expect(refused.status).toBe(409);
    expect((await refused.json()).code).toBe('marketplaceNotConfigured');
    expect(
      (
        await gulf.send('POST', fillPath(MARKETPLACE_SALES_ROUTES.save.path, { marketplace: 'amazon' }), {
          body: body(hepsiburada, { rate: 10, shippingProvider: 'aras' }),
        })
      ).status,
    ).toBe(404);
  });

  it('is for an admin acting as the seller only: the seller and staff not acting are refused', async () => {
    const seller = new TestBrowser(h.app);
    await seller.signIn('ayse@demo.tezgah.dev');
    expect((await seller.call(MARKETPLACE_SALES_ROUTES.settings)).status).toBe(403);
    expect((await seller.call(MARKETPLACE_SALES_ROUTES.save, { params: { marketplace: 'noon-ae' }, json: {} })).status).toBe(403);
    const admin = new TestBrowser(h.app);
    await admin.signIn('admin@demo.tezgah.dev', true);
    expect((await admin.call(MARKETPLACE_SALES_ROUTES.settings)).status).toBe(403);
  });
});
