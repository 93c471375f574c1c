import { claimTypeLink, orderStageLink, packageStateLink } from '@contract/dashboard/dashboard.links';
import { ORDER_STAGES } from '@contract/dashboard/dashboard.types';
import { expect, test } from '../../support/fixtures';
import { DASHBOARD_WIDGETS, DashboardPage } from '../../pages/dashboard-page';
import { OrdersListPage } from '../../pages/orders-list-page';

test.describe('the dashboard of a seller', () => {
  test.use({ signedInAs: 'ayse' });

  test('renders every widget with the figures the BFF answers', async ({ page, texts }) => {
    const dashboard = new DashboardPage(page, texts);
    await dashboard.goto();
    for (const id of DASHBOARD_WIDGETS) await expect(dashboard.widget(id)).toBeVisible();
    await expect(dashboard.widget('gmv').locator('canvas')).toBeVisible();
    await expect(dashboard.asOf).toBeVisible();
    const answer = await dashboard.answer();
    expect(answer.companyId).toBe(1001);
    for (const stage of ORDER_STAGES) {
      await expect(dashboard.link('orderStages', stage)).toHaveText(texts.t(`dashboard.orderStages.labels.${stage}`));
    }
    await expect(dashboard.count('packageStates', 'delivered')).toHaveText(dashboard.number(answer.packageStates.delivered));
    await expect(dashboard.count('claimTypes', 'return')).toHaveText(dashboard.number(answer.claimTypes.return));
    await expect(dashboard.count('questionStates', 'awaitingMerchant')).toHaveText(dashboard.number(answer.questionStates.awaitingMerchant));
  });

  test('keeps the GMV range in the URL', async ({ page, texts }) => {
    const dashboard = new DashboardPage(page, texts);
    await dashboard.goto('?range=month');
    await expect(page.getByTestId('dashboard-gmv-range-month')).toHaveAttribute('aria-pressed', 'true');
    await page.getByTestId('dashboard-gmv-range-year').click();
    await expect(page).toHaveURL(/\?range=year$/);
    await page.reload();
    await expect(page.getByTestId('dashboard-gmv-range-year')).toHaveAttribute('aria-pressed', 'true');
  });

  test('a figure opens its list on the matching tab', async ({ page, texts }) => {
    const dashboard = new DashboardPage(page, texts);
    await dashboard.goto();
    await dashboard.link('orderStages', 'shipped').click();
    await expect(page).toHaveURL(orderStageLink('shipped'));
    const orders = new OrdersListPage(page, texts);
    await orders.settled();
    await expect(orders.tab('shipped')).toHaveAttribute('aria-selected', 'true');

    await dashboard.goto();
    await dashboard.link('packageStates', 'delivered').click();
    await expect(page).toHaveURL(packageStateLink('delivered'));
    await expect(page.getByTestId('tab-delivered')).toHaveAttribute('aria-selected', 'true');
  });

  test('a claim type opens the claims list with its filter, counting the same claims', async ({ page, texts }) => {
    const dashboard = new DashboardPage(page, texts);
    await dashboard.goto();
    const returns = dashboard.number((await dashboard.answer()).claimTypes.return);
    await dashboard.link('claimTypes', 'return').click();
    await expect(page).toHaveURL(claimTypeLink('return'));
    await expect(page.getByTestId('tab-all')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('list-claims').getByLabel(texts.t('claims.filters.type'))).toHaveValue('return');
    await expect(page.getByTestId('tab-count-all')).toHaveText(returns);
  });
});

test.describe('the dashboard in Turkish', () => {
  test.use({ signedInAs: 'omar', uiLang: 'tr' });

  test('shows the widgets, labels and numbers in Turkish', async ({ page, texts }) => {
    const dashboard = new DashboardPage(page, texts);
    await dashboard.goto();
    const answer = await dashboard.answer();
    expect(answer.currency).toBe('USD');
    await expect(dashboard.widget('rejectedReasons').getByRole('heading')).toHaveText(texts.t('dashboard.rejectedReasons.title'));
    await expect(dashboard.link('packageStates', 'inTransit')).toHaveText(texts.t('dashboard.packageStates.labels.inTransit'));
    await expect(dashboard.count('orderStages', 'completed')).toHaveText(dashboard.number(answer.orderStages.completed));
    await expect(dashboard.asOf).toContainText('itibarıyla');
  });
});
