import { API_KEY_ROUTES } from '@contract/api-keys/api-key.routes';
import type { SellerApiOrdersAnswer } from '@contract/api-keys/seller-api';
import type { OrderListAnswer } from '@contract/orders/order.api';
import { expect, test } from '../../support/fixtures';
import { writeHeaders } from '../../support/api';
import { ApiSettingsPage } from '../../pages/api-settings-page';

// Keys are made in Omar's company (1002): no other test pins its API keys.

const ordersQuery = 'page=1&pageSize=25';

test.describe('API keys', () => {
  test.use({ signedInAs: 'omar' });

  test('a key made here reads the company’s orders from the seller API, and is refused once deleted', async ({ page, texts, request, requestAs }) => {
    const screen = new ApiSettingsPage(page, texts);
    await screen.open();
    const baseUrl = (await screen.baseUrl.textContent())!;
    expect(baseUrl).toMatch(/^http:\/\/.+\/seller-api\/v1$/);
    await expect(page.getByTestId('seller-api-curl')).toContainText(`${baseUrl}/orders`);

    const name = `E2E reader ${Date.now().toString(36)}`;
    const key = await screen.createKey(name);
    await expect(screen.row(name)).toContainText(key.slice(0, 12));
    await expect(screen.row(name)).toContainText(texts.t('apiSettings.never'));
    await expect(page.locator('body')).not.toContainText(key);

    const answer = await request.get(`${baseUrl}/orders?${ordersQuery}`, { headers: { Authorization: `Bearer ${key}` } });
    expect(answer.status()).toBe(200);
    const orders = (await answer.json()) as SellerApiOrdersAnswer;
    const own = (await (await page.request.get(`/api/orders?tab=all&sort=-orderDate&${ordersQuery}`)).json()) as OrderListAnswer;
    expect(orders.items.length).toBeGreaterThan(0);
    expect(orders.total).toBe(own.total);
    expect(orders.items.map((order) => order.id)).toEqual(own.items.map((order) => order.id));
    const ayse = await requestAs('ayse');
    const theirs = (await (await ayse.get(`/api/orders?tab=all&sort=-orderDate&${ordersQuery}`)).json()) as OrderListAnswer;
    const theirIds = new Set(theirs.items.map((order) => order.id));
    expect(theirIds.size).toBeGreaterThan(0);
    expect(orders.items.some((order) => theirIds.has(order.id))).toBe(false);

    await screen.open();
    await expect(screen.row(name)).not.toContainText(texts.t('apiSettings.never'));

    await screen.deleteKey(name);
    const refused = await request.get(`${baseUrl}/orders`, { headers: { Authorization: `Bearer ${key}` } });
    expect(refused.status()).toBe(401);
    expect(await refused.json()).toMatchObject({ error: 'unauthorized', message: expect.any(String) });
    expect((await request.get(`${baseUrl}/orders`)).status()).toBe(401);
  });
});

test.describe('API keys while an admin acts as the seller', () => {
  test.use({ signedInAs: 'admin', actingAs: 1002 });

  test('are shown read-only, saying why, and the BFF refuses a new one', async ({ page, texts, baseURL }) => {
    const screen = new ApiSettingsPage(page, texts);
    await screen.open();
    await expect(screen.readOnly).toHaveText(texts.t('apiSettings.readOnly'));
    await expect(screen.rows.first()).toBeVisible();
    await expect(screen.screen.getByTestId('action-create')).toHaveCount(0);
    await expect(screen.rows.first().getByRole('button')).toHaveCount(0);
    const refused = await page.request.post(API_KEY_ROUTES.create.path, { headers: writeHeaders(baseURL!), data: { name: 'Staff key' } });
    expect(refused.status()).toBe(403);
  });
});
