import { API } from '@contract/api/paths';
import type { MeResponse } from '@contract/api/session';
import { claimTypeLink } from '@contract/dashboard/dashboard.links';
import { expect, test } from '../../support/fixtures';
import { waitingClaims } from '../../support/claims-api';
import { ClaimsPage } from '../../pages/claims-page';

// Read-only on Ayşe's claims.

test.describe('the claims to decide', () => {
  test.use({ signedInAs: 'ayse' });

  test('open on Waiting, as many as the badge, each counting down to its deadline, the reason in English and in view at 1440 px', async ({ page, texts }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const badge = ((await (await page.request.get(API.me)).json()) as MeResponse).user.counts!.claims;
    const [soonest] = await waitingClaims(page.request);
    const claims = new ClaimsPage(page, texts);
    await claims.openList();
    await expect(page.getByTestId('tab-waiting')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('tab-count-waiting')).toHaveText(String(badge));
    const row = claims.row(soonest!.id);
    await expect(row).toBeVisible();
    await expect(row.getByTestId('countdown')).toBeVisible();
    await expect(row).toContainText(soonest!.reasonEn);
    const reason = await claims.list.getByTestId('column-reason').boundingBox();
    expect(reason!.x + reason!.width).toBeLessThanOrEqual(1440);
  });

  test('the dashboard’s claim-type link still counts every claim of the type, on All', async ({ page, texts }) => {
    const claims = new ClaimsPage(page, texts);
    await page.goto(claimTypeLink('return'));
    await expect(page.getByTestId('tab-all')).toHaveAttribute('aria-selected', 'true');
    await expect(claims.list.getByTestId('list-loading')).toHaveCount(0);
    for (const row of await claims.rows.all()) await expect(row).toContainText(texts.t('claims.types.return'));
  });
});
