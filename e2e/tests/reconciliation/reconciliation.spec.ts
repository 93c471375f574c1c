import { expect, test } from '../../support/fixtures';
import { money, reconciliationOf } from '../../support/accounting-api';
import { ReconciliationDetailPage, ReconciliationPage } from '../../pages/reconciliation-page';

// Li's company (OneClick Electronics): no other e2e test changes its orders, so what the API says now holds.
test.describe('reconciliation as a seller', () => {
  test.use({ signedInAs: 'li' });

  test('shows the current period’s totals and lines, then a past period and its details', async ({ page, texts }) => {
    const { t, language } = texts;
    const current = await reconciliationOf(page.request, { tab: 'current' });
    const period = current.period!;
    const screen = new ReconciliationPage(page, texts);
    await screen.goto();
    await expect(screen.tab('current')).toHaveAttribute('aria-selected', 'true');
    await expect(screen.total('sales')).toContainText(t('reconciliation.totals.sales'));
    await expect(screen.total('sales')).toContainText(money(period.totals.sales, period.currency, language));
    await expect(screen.total('salesCommission')).toContainText(money(period.totals.salesCommission, period.currency, language));
    await expect(screen.total('payable')).toContainText(money(period.totals.payable, period.currency, language));
    await expect(screen.rows).toHaveCount(Math.min(period.lineCount, 25));
    await expect(screen.rows.first()).toContainText(money(current.items[0]!.total, period.currency, language));

    await screen.tab('past').click();
    await screen.settled();
    const past = await reconciliationOf(page.request, { tab: 'past' });
    await expect(screen.periodSelect).toHaveValue(String(past.period!.id));
    await expect(screen.total('payable')).toContainText(money(past.period!.totals.payable, period.currency, language));
    const older = past.periods.filter((candidate) => candidate.kind === 'past').at(-2)!;
    await screen.periodSelect.selectOption(String(older.id));
    await expect(page).toHaveURL(new RegExp(`period=${older.id}`));
    await screen.settled();
    await expect(screen.total('payable')).toContainText(money(older.totals.payable, older.currency, language));

    await screen.detailsLink.click();
    const details = new ReconciliationDetailPage(page, texts);
    await expect(details.screen).toBeVisible();
    await expect(details.panel('summary').getByTestId('total-refunds')).toContainText(money(older.totals.refunds, older.currency, language));
    await details.tab('lines').click();
    await expect(details.panel('lines').getByTestId('data-row')).toHaveCount(Math.min(older.lineCount, 25));
    await details.tab('payment').click();
    await expect(details.panel('payment').getByTestId('field-amount')).toContainText(money(older.totals.payable, older.currency, language));
  });

  test('filters the lines by type and says why a date range over 10 days is refused', async ({ page, texts }) => {
    const { t } = texts;
    const screen = new ReconciliationPage(page, texts);
    await screen.goto('?tab=past&type=penalty');
    const penalties = await reconciliationOf(page.request, { tab: 'past', type: 'penalty' });
    await expect(screen.rows).toHaveCount(Math.min(penalties.total, 25));
    for (const row of await screen.rows.all()) await expect(row).toContainText(t('reconciliation.types.penalty'));
    await screen.goto('?from=2026-01-01&to=2026-01-20');
    await expect(page.getByTestId('filter-bar').getByText(t('validation.dateRangeTooLong'), { exact: true })).toBeVisible();
  });
});
