/**
 * A full page load while the marketplace service is down is not a sign-out: the shell stays with its banner, each
 * screen shows its own error state, help stays readable, and after recovery the same tab works without signing in.
 * The service is taken down for one generated company only (its connections dropped), so parallel tests keep theirs.
 */
import { pathOf } from '@contract/routes';
import { setServiceForCompany } from '../../support/dev-services';
import { expect, test } from '../../support/fixtures';
import { ClaimsPage } from '../../pages/claims-page';
import { TutorialsPage } from '../../pages/help-page';

/** A generated company no other e2e test acts as. */
const OUTAGE_COMPANY = 1017;

test.describe('with the marketplace service down', () => {
  test.use({ signedInAs: 'admin', actingAs: OUTAGE_COMPANY });

  test('a reload of /claims keeps the shell and shows the error state; after recovery the same tab works', async ({ page, context, texts, baseURL }) => {
    // Two reloads, a second tab, the tutorials and the breaker's wait after recovery: more than a usual flow.
    test.slow();
    const claims = new ClaimsPage(page, texts);
    const banner = page.getByTestId('session-check-banner');
    const claimsBadge = page.getByTestId('menu-claims').locator('.badge');
    await claims.openList();
    await expect(claims.rows.first()).toBeVisible();
    await expect(claimsBadge).toBeVisible();

    await setServiceForCompany(page.request, baseURL!, 'marketplace', 'down', OUTAGE_COMPANY);
    try {
      await page.reload();
      await expect(page.getByTestId('main-layout')).toBeVisible();
      await expect(page.getByTestId('list-error')).toContainText(texts.t('claims.loadError'));
      await expect(banner).toContainText(texts.t('shell.sessionCheck.countsUnavailable'));
      await expect(claimsBadge).toHaveCount(0);
      expect(new URL(page.url()).pathname).toBe(pathOf('claims'));

      // A link from a mail opens a new tab: the same shell, never the sign-in page.
      const mailed = await context.newPage();
      await mailed.goto(pathOf('claims'));
      await expect(mailed.getByTestId('list-error')).toContainText(texts.t('claims.loadError'));
      await expect(mailed).toHaveURL(/\/claims$/);
      await mailed.close();

      // Help is needed most now: the tutorials are the portal's own texts.
      const tutorials = new TutorialsPage(page, texts);
      await tutorials.goto();
      await expect(tutorials.steps.first()).toBeVisible();
      await page.goBack();
      await expect(page.getByTestId('list-error')).toBeVisible();
    } finally {
      await setServiceForCompany(page.request, baseURL!, 'marketplace', 'up', OUTAGE_COMPANY);
    }

    // The BFF's circuit breaker may still refuse for a few seconds after the service is back: Retry until it lets through.
    await expect(async () => {
      if ((await page.getByTestId('list-error').count()) > 0) await page.getByTestId('list-retry').click({ timeout: 2_000 });
      await expect(claims.rows.first()).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    // The shell checks again by itself too; Retry does it now (unless that check came first).
    const retry = banner.getByRole('button', { name: texts.t('shell.sessionCheck.retry'), exact: true });
    await expect(async () => {
      if ((await banner.count()) > 0) await retry.click({ timeout: 2_000 });
      await expect(banner).toHaveCount(0, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(claimsBadge).toBeVisible();

    await page.reload();
    await expect(claims.rows.first()).toBeVisible();
    await expect(banner).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe(pathOf('claims'));
  });
});
