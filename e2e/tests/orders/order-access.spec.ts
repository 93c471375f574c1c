import { API } from '@contract/api/paths';
import { writeHeaders } from '../../support/api';
import { expect, test } from '../../support/fixtures';
import { findOrder, listOrders } from '../../support/orders-api';
import { OrderDetailPage } from '../../pages/orders-detail-page';
import { OrdersListPage } from '../../pages/orders-list-page';

test.describe("a seller opening another company's order", () => {
  test.use({ signedInAs: 'ayse' });

  test('gets the not-found state, never its data', async ({ page, texts, requestAs }) => {
    const theirs = (await listOrders(await requestAs('omar'), { tab: 'shipped', pageSize: 10 })).items[0]!;
    const ours = await listOrders(page.request, { tab: 'shipped', pageSize: 100 });
    expect(ours.items.map((row) => row.customerName)).not.toContain(theirs.customerName);

    const detail = new OrderDetailPage(page, texts);
    await detail.goto(theirs.id);
    await expect(detail.notFound).toHaveText('No data was found.');
    await expect(detail.notFound).toHaveText(texts.t('errors.notFound'));
    await expect(detail.screen).toHaveCount(0);
    await expect(page.getByText(theirs.customerName)).toHaveCount(0);
    await expect(page.getByText(theirs.marketplaceOrderId)).toHaveCount(0);
    expect((await page.request.get(`${API.orders}/${theirs.id}`)).status()).toBe(404);
  });
});

test.describe('deleting an order', () => {
  test.describe('as an admin acting as the seller', () => {
    test.use({ signedInAs: 'admin', actingAs: 1001 });

    test('deletes a completed order after a confirm and lands on the list', async ({ page, texts }) => {
      const { t } = texts;
      const { order } = await findOrder(page.request, { tab: 'completed', marketplace: 'noon-sa' });
      const detail = new OrderDetailPage(page, texts);
      await detail.open(order.id);
      await detail.action('delete').click();
      await expect(detail.dialog('delete')).toContainText(t('orders.delete.confirm'));
      await detail.submit('delete').click();
      await expect(detail.toast('orders.delete.done')).toBeVisible();
      await expect.poll(async () => (await page.request.get(`${API.orders}/${order.id}`)).status()).toBe(404);

      await expect(page).toHaveURL(OrdersListPage.path);
      await expect(new OrdersListPage(page, texts).heading).toBeVisible();
      await expect(detail.heading(order.id)).toHaveCount(0);
      await detail.goto(order.id);
      await expect(detail.notFound).toHaveText(t('errors.notFound'));
    });
  });

  test.describe('as the seller', () => {
    test.use({ signedInAs: 'ayse' });

    test('has no delete action, and the BFF refuses the call', async ({ page, texts, baseURL }) => {
      const { order } = await findOrder(page.request, { tab: 'completed', marketplace: 'noon-eg' });
      const detail = new OrderDetailPage(page, texts);
      await detail.open(order.id, '?action=delete');
      await expect(detail.action('cancel')).toBeVisible();
      await expect(detail.action('delete')).toHaveCount(0);
      await expect(detail.dialog('delete')).toHaveCount(0);
      await expect(page.getByRole('button', { name: texts.t('orders.delete.action') })).toHaveCount(0);

      const refused = await page.request.delete(`${API.orders}/${order.id}`, { headers: writeHeaders(baseURL!) });
      expect(refused.status()).toBe(403);
      expect((await page.request.get(`${API.orders}/${order.id}`)).status()).toBe(200);
    });
  });
});
