import { ORDER_TABS } from '@contract/orders/order.tabs';
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { listOrders } from '../../support/orders-api';
import { OrdersListPage } from '../../pages/orders-list-page';

const searchOf = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams.entries());
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('the orders list as a seller', () => {
  test.use({ signedInAs: 'ayse' });

  // Shipped orders change in no other orders test (they cannot be cancelled), so the pages stay the same throughout.
  test('tab, filters and page survive a reload, and Back walks the URL states back', async ({ page, texts }) => {
    const orders = new OrdersListPage(page, texts);
    const filters = { tab: 'shipped', marketplace: 'trendyol', customer: 'e' } as const;
    const secondPage = await listOrders(page.request, { ...filters, page: 2 });
    expect(secondPage.total, 'the filters leave more than one page').toBeGreaterThan(secondPage.pageSize);
    const expectedIds = secondPage.items.map((row) => row.id);

    await orders.goto();
    await expect(orders.tab('readyForPackaging')).toHaveAttribute('aria-selected', 'true');
    await orders.openTab('shipped');
    expect(searchOf(page)).toEqual({ tab: 'shipped' });

    await orders.chooseChannel('trendyol');
    await orders.customer.fill('e');
    await orders.apply.click();
    await expect.poll(() => searchOf(page)).toEqual(filters);
    await orders.settled();

    await orders.openPage(2);
    await expect.poll(() => searchOf(page)).toEqual({ ...filters, page: '2' });
    await expect.poll(() => orders.rowIds()).toEqual(expectedIds);

    const url = page.url();
    await page.reload();
    await orders.settled();
    expect(page.url()).toBe(url);
    await expect(orders.tab('shipped')).toHaveAttribute('aria-selected', 'true');
    await expect(orders.salesChannel).toHaveValue('trendyol');
    await expect(orders.customer).toHaveValue('e');
    await expect(orders.pageButton(2)).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => orders.rowIds()).toEqual(expectedIds);

    await page.goBack();
    await expect.poll(() => searchOf(page)).toEqual(filters);
    await expect(orders.pageButton(1)).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => orders.rowIds()).not.toEqual(expectedIds);

    await page.goBack();
    await expect.poll(() => searchOf(page)).toEqual({ tab: 'shipped' });
    await expect(orders.customer).toHaveValue('');
    await expect(orders.salesChannel).toHaveValue('');
    await expect(orders.tab('shipped')).toHaveAttribute('aria-selected', 'true');

    await page.goBack();
    await expect(page).toHaveURL(OrdersListPage.path);
    await expect(orders.tab('readyForPackaging')).toHaveAttribute('aria-selected', 'true');
  });

  test('a Hepsiburada order id without its leading zero is not applied and says why', async ({ page, texts }) => {
    const { t } = texts;
    const orders = new OrdersListPage(page, texts);
    await orders.goto();
    await expect(orders.filterText(t('orders.filters.marketplaceOrderIdHint'))).toBeVisible();

    await orders.chooseChannel('hepsiburada');
    await orders.marketplaceOrderId.fill('123456789');
    await orders.apply.click();
    await expect(orders.filterText(t('validation.hepsiburadaLeadingZero'))).toBeVisible();
    await expect(orders.marketplaceOrderId).toHaveAttribute('aria-invalid', 'true');
    await expect(orders.marketplaceOrderId).toHaveAccessibleDescription(new RegExp(escape(t('validation.hepsiburadaLeadingZero'))));
    expect(searchOf(page)).toEqual({});

    await orders.marketplaceOrderId.fill('0123456789');
    await orders.apply.click();
    await expect.poll(() => searchOf(page)).toEqual({ marketplace: 'hepsiburada', marketplaceOrderId: '0123456789' });
    await expect(orders.filterText(t('validation.hepsiburadaLeadingZero'))).toHaveCount(0);
    await expect(orders.marketplaceOrderId).toHaveAttribute('aria-invalid', 'false');
  });

  test('a date range over 10 days is not applied and says so', async ({ page, texts }) => {
    const orders = new OrdersListPage(page, texts);
    await orders.goto();
    await orders.dateFrom.fill('2026-11-01');
    await orders.dateTo.fill('2026-11-12');
    await orders.apply.click();
    await expect(orders.filterText('The date range cannot exceed 10 days.')).toBeVisible();
    await expect(orders.dateFrom).toHaveAttribute('aria-invalid', 'true');
    expect(searchOf(page)).toEqual({});

    await orders.dateTo.fill('2026-11-10');
    await orders.apply.click();
    await expect.poll(() => searchOf(page)).toEqual({ from: '2026-11-01', to: '2026-11-10' });
    await expect(orders.filterText('The date range cannot exceed 10 days.')).toHaveCount(0);
  });
});

test.describe('the orders list in Turkish', () => {
  test.use({ signedInAs: 'ayse', uiLang: 'tr' });

  test('shows the Turkish tab names', async ({ page, texts }) => {
    const orders = new OrdersListPage(page, texts);
    await orders.goto();
    await expect(orders.heading).toHaveText('Siparişler');
    // Each tab is its name followed by its count (counts in Turkish number format, e.g. 2.053).
    await expect(orders.tabs).toHaveText(ORDER_TABS.map((id) => new RegExp(`^${escape(texts.t(`orders.tabs.${id}`))}\\s*[\\d.]+$`)));
    await expect(orders.tab('readyForPackaging')).toContainText('Paketlemeye Hazır');
  });

  test('the date range problem is in Turkish', async ({ page, texts }) => {
    const orders = new OrdersListPage(page, texts);
    await orders.goto();
    await orders.dateFrom.fill('2026-11-01');
    await orders.dateTo.fill('2026-11-20');
    await orders.apply.click();
    await expect(orders.filterText('Tarih aralığı 10 günü geçemez.')).toBeVisible();
    await expect(orders.filterText(texts.t('validation.dateRangeTooLong'))).toBeVisible();
    expect(searchOf(page)).toEqual({});
  });
});
