import { API } from '@contract/api/paths';
import { marketplaceLogQueryToRaw, type MarketplaceLogAnswer, type MarketplaceLogListAnswer, type MarketplaceLogListQuery } from '@contract/logs/log.query';
import { pathOf } from '@contract/routes';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { MarketplaceLogsPage } from '../../pages/marketplace-logs-page';

const searchOf = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams.entries());

async function listLogs(request: APIRequestContext, query: Partial<MarketplaceLogListQuery>): Promise<MarketplaceLogListAnswer> {
  const response = await request.get(API.marketplaceLogs, { params: marketplaceLogQueryToRaw(query) });
  expect(response.status()).toBe(200);
  return (await response.json()) as MarketplaceLogListAnswer;
}

// Li's company: no other e2e test writes to its orders or products, so its logs stay as seeded while these run.
test.describe('a seller on Marketplace Logs', () => {
  test.use({ signedInAs: 'li' });

  test('filters the error tab to order logs; an order log links to its order', async ({ page, texts }) => {
    // Three list loads and the order's page: more than the default budget on a busy machine.
    test.slow();
    const { t } = texts;
    const expected = await listLogs(page.request, { tab: 'error', referenceType: 'order' });
    expect(expected.total, 'the company has order errors').toBeGreaterThan(0);
    const screen = new MarketplaceLogsPage(page, texts);
    await screen.goto();
    await expect(screen.tab('all')).toHaveAttribute('aria-selected', 'true');
    await screen.openTab('error');
    await screen.chooseReferenceType('order');
    await screen.apply.click();
    await expect.poll(() => searchOf(page)).toEqual({ tab: 'error', referenceType: 'order' });
    await screen.settled();
    await expect(screen.tabCount('error')).toHaveText(expected.tabCounts.error.toLocaleString('en-GB'));
    expect(new Set(await screen.levels())).toEqual(new Set([t('marketplaceLogs.levels.error')]));
    await expect(screen.rows).toHaveCount(Math.min(expected.total, expected.pageSize));
    for (const row of await screen.rows.all()) await expect(row).toContainText(t('marketplaceLogs.referenceTypes.order'));

    const first = expected.items[0]!;
    const reference = screen.references().first();
    await expect(reference).toHaveText(first.referenceId);
    await expect(reference).toHaveAttribute('href', pathOf('orderDetail', { orderId: first.referenceId }));
    await reference.click();
    await expect(page).toHaveURL(pathOf('orderDetail', { orderId: first.referenceId }));
    await expect(page.getByRole('heading', { name: t('orders.detail.title', { id: first.referenceId }), level: 1 })).toBeVisible();
  });

  test('opens a Log Detail by its URL, with every field, and closes it', async ({ page, texts }) => {
    const { t } = texts;
    const [variantLog] = (await listLogs(page.request, { referenceType: 'variant', page: 3, pageSize: 10 })).items;
    const detail = (await (await page.request.get(`${API.marketplaceLogs}/${variantLog!.id}`)).json()) as MarketplaceLogAnswer;
    expect(detail).toEqual(variantLog);
    const screen = new MarketplaceLogsPage(page, texts);
    await screen.goto(`?referenceType=variant&action=log&item=${detail.id}`);
    await expect(screen.dialog).toBeVisible();
    await expect(screen.dialog.getByText(t('marketplaceLogs.detail.title', { id: detail.id }))).toBeVisible();
    await expect(screen.dialog.getByTestId('log-full-text')).toHaveText(detail.log);
    await expect(screen.dialog.getByTestId('log-hash')).toHaveText(detail.hash);
    await expect(screen.dialog.getByTestId('log-level')).toHaveText(t(`marketplaceLogs.levels.${detail.level}`));
    await expect(screen.dialog.getByTestId('field-marketplace')).toContainText(t(`marketplaces.${detail.marketplace}`));
    await expect(screen.dialog.getByTestId('field-referenceType')).toContainText(t('marketplaceLogs.referenceTypes.variant'));
    await expect(screen.dialog.getByTestId('log-reference')).toHaveAttribute('href', pathOf('productEdit', { productId: detail.productId! }));
    // The footer's Close (the header's × bears the same name).
    await screen.dialog
      .getByRole('button', { name: t('common.close'), exact: true })
      .last()
      .click();
    await expect(screen.dialog).toHaveCount(0);
    expect(searchOf(page)).toEqual({ referenceType: 'variant' });
  });

  test('a row opens its Log Detail; an unknown log says so', async ({ page, texts }) => {
    const screen = new MarketplaceLogsPage(page, texts);
    await screen.goto('?tab=warning');
    const firstText = await screen.rows.first().getByTestId('log-text').textContent();
    await screen.rows.first().getByTestId('log-level').click();
    await expect(screen.dialog.getByTestId('log-full-text')).toHaveText(firstText ?? '');
    expect(searchOf(page)).toMatchObject({ tab: 'warning', action: 'log' });
    await page.goBack();
    await expect(screen.dialog).toHaveCount(0);
    await screen.goto('?action=log&item=999999999');
    await expect(screen.dialog.getByTestId('log-not-found')).toHaveText(texts.t('errors.notFound'));
  });

  test('refuses a date range over 10 days before asking the server', async ({ page, texts }) => {
    const screen = new MarketplaceLogsPage(page, texts);
    await screen.goto();
    await screen.from.fill('2026-01-01');
    await screen.to.fill('2026-01-20');
    await screen.apply.click();
    await expect(screen.filterBar.getByText(texts.t('validation.dateRangeTooLong'))).toBeVisible();
    expect(searchOf(page)).toEqual({});
  });
});
