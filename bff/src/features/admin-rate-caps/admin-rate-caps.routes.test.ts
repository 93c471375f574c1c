/** /admin/mp-rate-cap/ through the BFF: the caps, a change audited, a company's own cap, and the seller's save held to the cap. */
import { ADMIN_RATE_CAP_ROUTES as ROUTES } from '@contract/admin-rate-caps/rate-cap.routes';
import type { RateCapListAnswer, RateCapRow } from '@contract/admin-rate-caps/rate-cap.types';
import { AUDIT_ROUTES } from '@contract/audit/audit.routes';
import type { AuditListAnswer } from '@contract/audit/audit.types';
import { MARKETPLACE_SALES_ROUTES } from '@contract/catalog/marketplace-sales.routes';
import type { MarketplaceSettingsAnswer } from '@contract/catalog/marketplace-settings.api';
import { TestBrowser } from '../../test/browser';
import type { Harness } from '../../test/harness';
import { harnessPerFile } from '../../test/harness-per-file';

const SAVE = { enabled: true, shippingProvider: 'aramex', refundMethod: 'returnToSeller', translateToEnglish: false } as const;

describe('admin rate caps', () => {
  let h: Harness;
  let admin: TestBrowser;
  harnessPerFile(async (harness, browser) => {
    h = harness;
    admin = browser;
    await admin.signIn('admin@demo.tezgah.dev', true);
  });
  const list = async (search = '') => (await (await admin.call(ROUTES.list, { search })).json()) as RateCapListAnswer;
  const auditOf = async (action: string) =>
    ((await (await admin.call(AUDIT_ROUTES.list, { search: `action=${action}` })).json()) as AuditListAnswer).items.filter(
      (entry) => entry.kind === 'outcome' && entry.status === 200,
    );

  it('lists every group’s cap with the companies above it; a lower cap is audited and counts those it leaves above', async () => {
    const noon = (await list()).items.find((row) => row.channelGroup === 'noon')!;
    expect(noon.marketplaces).toEqual(['noon-ae', 'noon-sa', 'noon-eg']);
    const changed = await admin.call(ROUTES.setCap, { params: { channelGroup: 'noon' }, body: { cap: 20 } });
    expect(changed.status).toBe(200);
    expect((await changed.json()) as RateCapRow).toMatchObject({ cap: 20, companiesAbove: noon.governedRates.filter((rate) => rate > 20).length });
    expect(await auditOf('adminRateCap.setCap')).toHaveLength(1);
    expect((await admin.call(ROUTES.setCap, { params: { channelGroup: 'noon' }, body: { cap: -1 } })).status).toBe(400);
  });

  it('gives a company its own cap, named in the audit trail, and removes it', async () => {
    const set = await admin.call(ROUTES.setOwnCap, { params: { channelGroup: 'trendyol', companyId: 1002 }, body: { cap: 11 } });
    expect(((await set.json()) as RateCapRow).company).toMatchObject({ companyId: 1002, ownCap: 11, cap: 11 });
    expect((await list('tab=ownCaps')).items.map((row) => row.company?.companyId)).toEqual([1002]);
    const [entry] = await auditOf('adminRateCap.setOwnCap');
    expect(entry).toMatchObject({ companyId: 1002, targets: { channelGroup: 'trendyol', companyId: '1002' } });
    expect((await admin.call(ROUTES.removeOwnCap, { params: { channelGroup: 'trendyol', companyId: 1002 } })).status).toBe(200);
    expect((await list('tab=ownCaps')).total).toBe(0);
    expect((await admin.call(ROUTES.removeOwnCap, { params: { channelGroup: 'trendyol', companyId: 1002 } })).status).toBe(404);
  });

  it('refuses the seller’s Marketplace Sales save above the cap that applies, and accepts one at it', async () => {
    expect((await admin.call(ROUTES.setCap, { params: { channelGroup: 'noon' }, body: { cap: 19.5 } })).status).toBe(200);
    const seller = new TestBrowser(h.app);
    await seller.actAs(1001);
    const read = (await (await seller.call(MARKETPLACE_SALES_ROUTES.settings)).json()) as MarketplaceSettingsAnswer;
    expect(read.rateCaps).toMatchObject({ 'noon-ae': 19.5, 'noon-sa': 19.5, 'noon-eg': 19.5 });
    const above = await seller.call(MARKETPLACE_SALES_ROUTES.save, { params: { marketplace: 'noon-sa' }, body: { ...SAVE, rate: 19.75 } });
    expect(above.status).toBe(409);
    expect(await above.json()).toEqual({
      code: 'marketplaceRateAboveCap',
      message: 'The rate is above the highest rate allowed on this marketplace.',
      fields: { rate: 'marketplaceSales.rateAboveCap' },
    });
    const at = await seller.call(MARKETPLACE_SALES_ROUTES.save, { params: { marketplace: 'noon-sa' }, body: { ...SAVE, rate: 19.5 } });
    expect(at.status).toBe(200);
    expect(((await at.json()) as MarketplaceSettingsAnswer).settings.filter((setting) => setting.rate === 19.5)).toHaveLength(3);
  });

  it('is staff’s alone: an admin acting as a seller is refused', async () => {
    const acting = new TestBrowser(h.app);
    await acting.actAs(1001);
    expect((await acting.call(ROUTES.list)).status).toBe(403);
    expect((await acting.call(ROUTES.setCap, { params: { channelGroup: 'noon' }, body: { cap: 10 } })).status).toBe(403);
  });
});
