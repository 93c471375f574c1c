/**
 * The dashboard's cache against the real BFF. The accounting service is taken down for one generated company only
 * (its connections dropped), so tests running in parallel keep their own services; the whole-listener stop is
 * covered by bff/src/features/dashboard/dashboard.integration.test.ts.
 */
import { API } from '@contract/api/paths';
import type { DashboardAnswer } from '@contract/dashboard/dashboard.types';
import { createWorld } from '@mocks/world/world';
import { setServiceForCompany } from '../../support/dev-services';
import { expect, test } from '../../support/fixtures';
import { DashboardCachePage } from '../../pages/dashboard-cache-page';
import { DashboardPage } from '../../pages/dashboard-page';

/** Generated companies no other e2e test acts as. */
const OUTAGE_COMPANY = 1012;
const CLEARED_COMPANY = 1015;
const FRESH_WINDOW_MS = Number(process.env.E2E_DASHBOARD_FRESH_SECONDS ?? 3) * 1000;
const companyName = (id: number) => createWorld({ now: 0 }).companies.find((company) => company.id === id)!.name;

test.describe('with the accounting service down', () => {
  test.use({ signedInAs: 'admin', actingAs: OUTAGE_COMPANY });

  test('the dashboard still shows the cached figures with their time', async ({ page, texts, baseURL }) => {
    const dashboard = new DashboardPage(page, texts);
    await dashboard.goto();
    await expect(dashboard.widget('gmv')).toBeVisible();
    await setServiceForCompany(page.request, baseURL!, 'accounting', 'down', OUTAGE_COMPANY);
    try {
      let cached!: DashboardAnswer;
      await expect(async () => {
        cached = await dashboard.answer();
        expect(cached).toMatchObject({ companyId: OUTAGE_COMPANY, stale: true });
      }, 'the figures turn stale past the fresh window').toPass({ timeout: FRESH_WINDOW_MS + 12_000 });
      expect(Date.now() - Date.parse(cached.asOf)).toBeGreaterThanOrEqual(FRESH_WINDOW_MS);
      await page.reload();
      await expect(dashboard.staleNotice).toBeVisible();
      await expect(dashboard.asOf).toBeVisible();
      const asOfText = await dashboard.asOf.textContent();
      await expect(dashboard.widget('gmv').locator('canvas')).toBeVisible();
      await expect(dashboard.count('orderStages', 'completed')).toHaveText(dashboard.number(cached.orderStages.completed));
      await page.reload();
      await expect(dashboard.staleNotice).toBeVisible();
      await expect(dashboard.asOf).toHaveText(asOfText!);
      expect(await dashboard.answer()).toEqual(cached);
    } finally {
      await setServiceForCompany(page.request, baseURL!, 'accounting', 'up', OUTAGE_COMPANY);
    }
  });
});

test.describe('the admin dashboard cache tool', () => {
  test.use({ signedInAs: 'admin' });

  test('lists a company’s cached dashboard and clears it', async ({ page, texts, requestAs }) => {
    expect((await (await requestAs('admin', CLEARED_COMPANY)).get(API.dashboard)).status()).toBe(200);
    const name = companyName(CLEARED_COMPANY);
    const tool = new DashboardCachePage(page, texts);
    await tool.goto();
    await expect(tool.row(name)).toHaveCount(1);
    await expect(tool.row(name)).toContainText(String(CLEARED_COMPANY));
    await tool.clear(name);
    await expect(page.getByTestId('toast').filter({ hasText: texts.t('adminDashboardCache.clearedOne') })).toBeVisible();
    await expect(tool.row(name)).toHaveCount(0);
    await tool.refresh();
    await expect(tool.row(name)).toHaveCount(0);
  });
});
