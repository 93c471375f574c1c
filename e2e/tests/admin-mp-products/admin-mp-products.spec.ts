import { PUBLIC_PATHS } from '@contract/routes';
import { expect, test } from '../../support/fixtures';
import { AdminMpProductsPage } from '../../pages/admin-mp-products-page';
import { MpProductsPage } from '../../pages/mp-products-page';

test.describe('admin marketplace products', () => {
  // Opening a company acts as its seller, and the way back switches again.
  test.use({ signedInAs: 'admin', ownSession: true });

  test('the mp-products round trip keeps the search', async ({ page, texts, shell }) => {
    const admin = new AdminMpProductsPage(page, texts);
    const companyPage = await admin.open('?companyId=1002');
    const row = companyPage.items[0]!;
    expect(row.companyId).toBe(1002);

    const searched = admin.listAnswer();
    await admin.sku.fill(row.sku);
    await admin.apply.click();
    await expect(page).toHaveURL(/[?&]sku=/);
    expect((await searched).items.every((item) => item.companyId === 1002 && item.sku.includes(row.sku))).toBe(true);
    await admin.settled();
    const adminUrl = page.url();

    await admin.openAsSeller(row.companyName).click();
    const seller = new MpProductsPage(page, texts);
    await expect(page).toHaveURL(`${MpProductsPage.path}?sku=${encodeURIComponent(row.sku)}`);
    await expect(shell.actingAsBanner).toBeVisible();
    await seller.settled();
    await expect(seller.sku).toHaveValue(row.sku);

    const back = page.getByTestId('back-to-admin-mp-products');
    await expect(back).toHaveAttribute('href', `${PUBLIC_PATHS.adminBack}?target=mp-products`);
    await back.click();
    await expect(page).toHaveURL(adminUrl);
    await expect(shell.actingAsBanner).toHaveCount(0);
    await admin.settled();
    await expect(admin.sku).toHaveValue(row.sku);
    await expect(admin.rows.first()).toContainText(row.sku);
  });

  test('the list opened without a search takes the remembered one back', async ({ page, texts }) => {
    const admin = new AdminMpProductsPage(page, texts);
    await admin.goto('?companyId=1003&tab=salable');
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('mpProductSearch') ?? 'null'))).toEqual({ companyId: '1003', tab: 'salable' });
    await admin.goto();
    await expect(page).toHaveURL(`${AdminMpProductsPage.path}?companyId=1003&tab=salable`);
  });
});
