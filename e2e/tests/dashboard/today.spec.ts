/**
 * Today at the top of the dashboard, against the real BFF and sandbox: the seller acts from it and the item leaves
 * the list without a page reload (the SPA goes back through the sidebar), and the list agrees with the badges.
 * Each test acts as a generated company no other e2e test uses.
 */
import type { Page } from '@playwright/test';
import { API } from '@contract/api/paths';
import type { MeResponse } from '@contract/api/session';
import type { TodayAnswer } from '@contract/today/today.types';
import { expect, test } from '../../support/fixtures';
import { ClaimsPage } from '../../pages/claims-page';
import { DashboardPage } from '../../pages/dashboard-page';
import { QuestionsPage } from '../../pages/questions-page';

const QUESTION_COMPANY = 1016;
const ORDER_COMPANY = 1018;
const CLAIM_COMPANY = 1019;

const todayOf = async (page: Page) => (await (await page.request.get(API.today)).json()) as TodayAnswer;
const claimsBadge = async (page: Page) => ((await (await page.request.get(API.me)).json()) as MeResponse).user.counts.claims;

test.describe('answering from Today', () => {
  test.use({ signedInAs: 'admin', actingAs: QUESTION_COMPANY });

  test('the most urgent question opens its reply, and once answered it leaves the list', async ({ page, texts, shell }) => {
    const dashboard = new DashboardPage(page, texts);
    await dashboard.goto();
    const first = page.getByTestId('today-item').and(page.locator('[data-group="questions"]')).first();
    await expect(first).toBeVisible();
    const key = (await first.getAttribute('data-key'))!;
    await first.getByTestId('today-link').click();
    const questions = new QuestionsPage(page, texts);
    await questions.action('reply').click();
    await questions.replyDialog.getByLabel(texts.t('questions.reply.text')).fill('Yes, it ships today.');
    const answered = page.waitForResponse((response) => /\/api\/questions\/\d+\/reply$/.test(new URL(response.url()).pathname));
    await questions.replyDialog.getByTestId('dialog-submit').click();
    expect((await answered).status()).toBe(200);
    await shell.menuLink('dashboard').click();
    await expect(page.getByTestId('today-item').first()).toBeVisible();
    await expect(page.locator(`[data-testid="today-item"][data-key="${key}"]`)).toHaveCount(0);
  });
});

test.describe('the order of Today', () => {
  test.use({ signedInAs: 'admin', actingAs: ORDER_COMPANY });

  test('a late order item stands above an item due tomorrow, and opens the orders list on its tab and filter', async ({ page, texts }) => {
    await new DashboardPage(page, texts).goto();
    await expect(page.getByTestId('today-item').first()).toBeVisible();
    const rows = await page
      .getByTestId('today-item')
      .evaluateAll((items) => items.map((item) => ({ reason: item.dataset.reason, deadline: item.dataset.deadline })));
    const now = Date.now();
    const late = rows.findIndex((row) => row.reason === 'itemLate');
    const tomorrow = rows.findIndex((row) => row.deadline !== undefined && Date.parse(row.deadline) > now + 86_400_000);
    expect(late).toBeGreaterThanOrEqual(0);
    expect(tomorrow).toBeGreaterThan(late);
    await page.locator('[data-testid="today-item"][data-reason="itemLate"]').first().getByTestId('today-link').click();
    await expect(page).toHaveURL(/\/orders\?.*tab=\w+.*marketplaceOrderId=/);
  });
});

test.describe('deciding a claim', () => {
  test.use({ signedInAs: 'admin', actingAs: CLAIM_COMPANY });

  test('the badge and the list agree before and after', async ({ page, texts, shell }) => {
    const dashboard = new DashboardPage(page, texts);
    await dashboard.goto();
    const before = await claimsBadge(page);
    expect((await todayOf(page)).totals?.claims).toBe(before);
    const first = page.getByTestId('today-item').and(page.locator('[data-group="claims"]')).first();
    const key = (await first.getAttribute('data-key'))!;
    await first.getByTestId('today-link').click();
    const claims = new ClaimsPage(page, texts);
    await claims.action('approve').click();
    await claims.approveDialog.getByTestId('dialog-submit').click();
    await expect(claims.statusBadge).toHaveText(claims.statusText('requestApproved'));
    await shell.menuLink('dashboard').click();
    await expect(shell.menuLinkWithCount('claims', before - 1)).toBeVisible();
    await expect(page.getByTestId('today-item').first()).toBeVisible();
    await expect(page.locator(`[data-testid="today-item"][data-key="${key}"]`)).toHaveCount(0);
    expect((await todayOf(page)).totals?.claims).toBe(before - 1);
  });
});
