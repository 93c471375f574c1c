/**
 * /admin/order-claim-tools/index against the real BFF, sandbox and Redis: staff decide a claim waiting for them, and
 * the seller sees its new status and the staff's note on /claims.
 */
import type { OrderClaimToolsAnswer } from '@contract/admin-orders/order-claim-tools';
import { ADMIN_ORDER_CLAIM_TOOLS_ROUTES } from '@contract/admin-orders/order-claim-tools.routes';
import { companyOf, demoAccount } from '../../support/accounts';
import { expect, test } from '../../support/fixtures';
import { AdminOrderClaimToolsPage } from '../../pages/admin-orders-page';
import { ClaimsPage } from '../../pages/claims-page';

/** Omar's company: no other test pins its claims waiting for staff, and a decision leaves the badge (claims waiting for the seller) as it was. */
const COMPANY = companyOf(demoAccount('omar')).id;
const NOTE = 'The marketplace confirmed the damage; refund the customer.';

test.describe('deciding a claim in Waiting Admin', () => {
  test.use({ signedInAs: 'admin', ownSession: true });

  test('staff approve it with a note, and the seller sees it waiting for accounting with the note', async ({ page, texts, browser, workerSession }) => {
    const queue = (await (await page.request.get(`${ADMIN_ORDER_CLAIM_TOOLS_ROUTES.search.path}?companyId=${COMPANY}`)).json()) as OrderClaimToolsAnswer;
    const claim = queue.items[0]!;
    expect(claim, 'the company has a claim waiting for staff').toMatchObject({ kind: 'claim', status: 'waitingAdmin' });

    const tools = new AdminOrderClaimToolsPage(page, texts);
    await tools.goto(`?companyId=${COMPANY}`);
    const row = tools.row(claim.reference);
    await expect(row.getByTestId('tool-company')).toHaveText(`${claim.companyName} #${COMPANY}`);
    const decided = page.waitForResponse((answer) => answer.url().endsWith('/decision') && answer.request().method() === 'POST');
    await tools.decide(row, 'approve', NOTE);
    expect((await decided).status()).toBe(200);
    await expect(tools.dialog).toHaveCount(0);
    await expect(row, 'the claim leaves the staff queue').toHaveCount(0);

    const seller = await browser.newContext({ storageState: { cookies: (await workerSession('omar', null)).cookies, origins: [] } });
    try {
      const sellerPage = await seller.newPage();
      const claims = new ClaimsPage(sellerPage, texts);
      await claims.openList(`?tab=waitingAccounting&number=${claim.reference}`);
      await expect(claims.row(claim.id)).toBeVisible();
      await claims.open(claim.id);
      await expect(claims.statusBadge).toHaveText(claims.statusText('waitingAccounting'));
      await expect(sellerPage.getByTestId('field-adminNote')).toContainText(NOTE);
    } finally {
      await seller.close();
    }
  });
});
