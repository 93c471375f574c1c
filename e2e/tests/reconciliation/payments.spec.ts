import { expect, test } from '../../support/fixtures';
import { money, paymentsOf } from '../../support/accounting-api';
import { PaymentsPage } from '../../pages/payments-page';

test.describe('payments as a plain seller', () => {
  test.use({ signedInAs: 'li' });

  test('cannot open /payments: the route leads to not-authorized', async ({ page, texts, shell }) => {
    await page.goto(PaymentsPage.path);
    await expect(page).toHaveURL(/\/misc\/not-authorized$/);
    await expect(shell.notAuthorizedHeading).toBeVisible();
    await expect(new PaymentsPage(page, texts).list).toHaveCount(0);
    expect((await page.request.get('/api/payments')).status()).toBe(403);
  });
});

test.describe('payments as an admin acting as the seller', () => {
  test.use({ signedInAs: 'admin', actingAs: 1003 });

  test('lists the payments and opens one’s details', async ({ page, texts }) => {
    const { t, language } = texts;
    const { items } = await paymentsOf(page.request, {});
    expect(items.length).toBeGreaterThan(0);
    const payments = new PaymentsPage(page, texts);
    await payments.goto();
    await expect(payments.rows).toHaveCount(items.length);
    const first = items[0]!;
    const row = payments.row(first.id);
    await expect(row).toContainText(first.reference);
    await expect(row).toContainText(money(first.amount, first.currency, language));
    await expect(row).toContainText(t(`payments.status.${first.status}`));

    await row.getByRole('link').first().click();
    await expect(payments.detailHeading(first.reference)).toBeVisible();
    await expect(payments.field('amount')).toContainText(money(first.amount, first.currency, language));
    await expect(payments.field('status')).toContainText(t(`payments.status.${first.status}`));
    await expect(payments.field('period')).toBeVisible();
  });
});
