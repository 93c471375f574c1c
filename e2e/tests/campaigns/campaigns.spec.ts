/**
 * Campaigns against the real BFF, job runner and sandbox. A seller creates a campaign, uploads a SKU file to it while
 * it is Pending (one unknown SKU refused in its row), and is refused once it is Active; staff cancel another company's
 * campaign on its behalf, and the audit trail names both the admin and the company. Campaigns change no figures any
 * other test pins.
 */
import type { AuditListAnswer } from '@contract/audit/audit.types';
import type { CampaignListAnswer } from '@contract/campaigns/campaign.api';
import { CAMPAIGN_STEP_MS } from '@contract/campaigns/campaign.rules';
import { catalogOf } from '@mocks/world/catalog/catalog-access';
import { createWorld } from '@mocks/world/world';
import { writeHeaders } from '../../support/api';
import { demoAccount } from '../../support/accounts';
import { expect, test } from '../../support/fixtures';
import { xlsxFile } from '../../support/workbooks';
import { CampaignsPage } from '../../pages/campaigns-page';

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** SKUs of company 1003 listed on Hepsiburada, far past the seeded campaigns' variants (the first few dozen). */
function freeSkus(count: number): string[] {
  const catalog = catalogOf(createWorld({ now: 0 }), 1003)!;
  return catalog.variants
    .filter((variant) => variant.status === 'active' && variant.marketplaces.some((state) => state.marketplace === 'hepsiburada'))
    .slice(400, 400 + count)
    .map((variant) => variant.sku);
}

test.describe('Campaigns', () => {
  test.describe.configure({ timeout: 120_000 });

  test.describe('a seller', () => {
    test.use({ signedInAs: 'li' });

    test('creates a campaign, uploads a SKU file to it while Pending, and is refused once it is Active', async ({ page, texts, baseURL }) => {
      const { t } = texts;
      const screen = new CampaignsPage(page, texts);
      const [sku] = freeSkus(1);
      const name = `E2E campaign ${Date.now()}`;
      await screen.openList();
      const id = await screen.create({
        name,
        marketplace: 'hepsiburada',
        beginDate: isoDay(Date.now() + DAY),
        endDate: isoDay(Date.now() + 8 * DAY),
        discountRate: 15,
      });
      await expect(screen.state).toHaveAttribute('data-state', 'pending');

      const status = await screen.sendSkus(await xlsxFile('campaign-skus.xlsx', [['SKU'], [sku!], ['NO-SUCH-SKU-E2E']]));
      expect(status).toBe('warning');
      await expect(screen.outcome.getByTestId('sku-file-rows')).toContainText(t('campaigns.upload.row', { row: 3 }));
      await expect(screen.outcome.getByTestId('sku-file-rows')).toContainText(t('imports.reasons.skuUnknown'));
      await expect(screen.outcome.getByTestId('sku-error-file')).toBeVisible();
      await screen.closeDialog();
      await expect(screen.variants.getByTestId('campaign-variant')).toHaveCount(1);
      await expect(screen.variants).toContainText(sku!);

      // Beginning today, the marketplaces have activated it: Active from 5 minutes after the UTC day began (Activating
      // before that, which refuses SKUs the same way).
      await screen.moveBeginTo(isoDay(Date.now()));
      await expect(screen.state).toHaveAttribute('data-state', Date.now() % DAY < CAMPAIGN_STEP_MS + 60_000 ? /^(activating|active)$/ : 'active');
      await expect(page.getByTestId('action-uploadSkus')).toBeDisabled();
      await expect(page.getByText(t('errors.campaignNotPending'))).toBeVisible();

      const file = await xlsxFile('late.xlsx', [['SKU'], [sku!]]);
      const refused = await page.request.post(`/api/campaigns/${id}/sku-imports?name=late.xlsx&lang=en`, {
        headers: { ...writeHeaders(baseURL!), 'content-type': 'application/octet-stream' },
        data: file.buffer,
      });
      expect(refused.status()).toBe(409);
      expect(await refused.json()).toMatchObject({ code: 'campaignNotPending' });
    });
  });

  test.describe('staff', () => {
    test.use({ signedInAs: 'admin' });

    test('cancel another company’s campaign on its behalf, and the audit trail names the admin and the company', async ({ page, texts }) => {
      const { t } = texts;
      const company = demoAccount('omar').company!;
      await page.goto(`/admin/campaigns?companyId=${company.id}&tab=active`);
      const list = page.getByTestId('list-adminCampaigns');
      await expect(list.getByRole('heading', { name: t('routes.adminCampaigns'), level: 1 })).toBeVisible();
      const listed = (await (await page.request.get(`/api/admin/campaigns?companyId=${company.id}&tab=active`)).json()) as CampaignListAnswer;
      const campaign = listed.items[0]!;
      await list.getByTestId(`cancel-${campaign.id}`).click();
      const dialog = page.getByTestId('dialog-cancel');
      await expect(dialog.getByTestId('campaign-cancel-text')).toContainText(company.name);
      const cancelled = page.waitForResponse((response) => response.url().endsWith(`/api/admin/campaigns/${company.id}/${campaign.id}/cancel`));
      await dialog.getByTestId('dialog-submit').click();
      expect((await cancelled).status()).toBe(200);
      await expect(dialog).toBeHidden();
      await page.getByTestId('tab-waitForCancel').click();
      await expect(list.getByTestId('data-row').filter({ hasText: campaign.name })).toContainText(t('campaigns.states.waitForCancel'));

      const audit = (await (await page.request.get(`/api/admin/audit?companyId=${company.id}`)).json()) as AuditListAnswer;
      const outcome = audit.items.find((entry) => entry.kind === 'outcome' && entry.targets.campaignId === String(campaign.id));
      expect(outcome).toMatchObject({ adminEmail: demoAccount('admin').email, companyId: company.id, status: 200 });
    });
  });
});
