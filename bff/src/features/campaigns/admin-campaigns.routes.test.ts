/** /admin/campaigns through the BFF: every company's campaigns for staff only, and a cancel on a company's behalf, audited with the admin and the company. */
import { ADMIN_CAMPAIGN_ROUTES as ROUTES } from '@contract/campaigns/admin-campaign.routes';
import type { CampaignDetailAnswer, CampaignListAnswer } from '@contract/campaigns/campaign.api';
import { fillPath } from '@contract/api/route-def';
import { AUDIT_ROUTES } from '@contract/audit/audit.routes';
import type { AuditListAnswer } from '@contract/audit/audit.types';
import { TestBrowser } from '../../test/browser';
import type { Harness } from '../../test/harness';
import { harnessPerFile } from '../../test/harness-per-file';

let h: Harness;
let admin: TestBrowser;
harnessPerFile(async (harness, fresh) => {
  h = harness;
  admin = fresh;
  await admin.signIn('admin@demo.tezgah.dev', true);
});

describe('GET /api/admin/campaigns', () => {
  it('lists every company’s campaigns with their company, and one company’s with the filter', async () => {
    const all = (await (await admin.get(`${ROUTES.list.path}?pageSize=100`)).json()) as CampaignListAnswer;
    expect(new Set(all.items.map((row) => row.companyId))).toEqual(new Set([1001, 1002, 1003]));
    expect(all.items.every((row) => row.companyName !== '')).toBe(true);
    const one = (await (await admin.get(`${ROUTES.list.path}?companyId=1002&tab=active`)).json()) as CampaignListAnswer;
    expect(one.items.length).toBeGreaterThan(0);
    expect(one.items.every((row) => row.companyId === 1002 && row.state === 'active')).toBe(true);
  });

  it('is staff work: a seller and an admin acting as a seller are refused', async () => {
    const seller = new TestBrowser(h.app);
    await seller.signIn('ayse@demo.tezgah.dev');
    expect((await seller.get(ROUTES.list.path)).status).toBe(403);
    await admin.actAs(1001);
    expect((await admin.get(ROUTES.list.path)).status).toBe(403);
  });
});

describe('POST /api/admin/campaigns/:companyId/:campaignId/cancel', () => {
  it('cancels another company’s campaign on its behalf; the seller sees it and the audit names the admin and the company', async () => {
    const page = (await (await admin.get(`${ROUTES.list.path}?companyId=1002&tab=active`)).json()) as CampaignListAnswer;
    const row = page.items[0]!;
    const cancelled = await admin.post(fillPath(ROUTES.cancel.path, { companyId: 1002, campaignId: row.id }));
    expect(cancelled.status).toBe(200);
    expect(((await cancelled.json()) as CampaignDetailAnswer).campaign.state).toBe('waitForCancel');

    const seller = new TestBrowser(h.app);
    await seller.signIn('omar@demo.tezgah.dev');
    const seen = (await (await seller.get(`/api/campaigns/${row.id}`)).json()) as CampaignDetailAnswer;
    expect(seen.campaign.state).toBe('waitForCancel');

    const audit = (await (await admin.get(`${AUDIT_ROUTES.list.path}?companyId=1002`)).json()) as AuditListAnswer;
    const outcome = audit.items.find((entry) => entry.kind === 'outcome' && entry.targets.campaignId === String(row.id));
    expect(outcome).toMatchObject({ adminEmail: 'admin@demo.tezgah.dev', companyId: 1002, status: 200 });
    expect(outcome?.action).toBe('adminCampaign.cancel');

    const again = await admin.post(fillPath(ROUTES.cancel.path, { companyId: 1002, campaignId: row.id }));
    expect(await again.json()).toMatchObject({ code: 'campaignNotCancellable' });
  });

  it('answers not-found for a campaign the company does not have', async () => {
    const other = (await (await admin.get(`${ROUTES.list.path}?companyId=1001`)).json()) as CampaignListAnswer;
    expect((await admin.post(fillPath(ROUTES.cancel.path, { companyId: 1002, campaignId: other.items[0]!.id }))).status).toBe(404);
  });
});
