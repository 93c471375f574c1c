import { API } from '@contract/api/paths';
import { mpProductQueryToRaw, type MpProductListAnswer } from '@contract/catalog/mp-product.query';
import { PUBLIC_PATHS, pathOf } from '@contract/routes';
import { expect, test } from '../../support/fixtures';
import { MpProductsPage } from '../../pages/mp-products-page';

test.describe('a seller on Marketplace Products', () => {
  test.use({ signedInAs: 'omar' });

  test('filters a marketplace and a status tab, and each SKU links to its product', async ({ page, texts }) => {
    const { t } = texts;
    const expected = (await (
      await page.request.get(API.mpProducts, { params: mpProductQueryToRaw({ tab: 'salable', marketplace: 'noon-ae' }) })
    ).json()) as MpProductListAnswer;
    const screen = new MpProductsPage(page, texts);
    await screen.goto();
    await screen.chooseMarketplace('noon-ae');
    await screen.apply.click();
    await screen.settled();
    await screen.openTab('salable');
    await expect(page).toHaveURL(/tab=salable/);
    await expect(page).toHaveURL(/marketplace=noon-ae/);
    await expect(screen.tabCount('salable')).toHaveText(expected.tabCounts.salable.toLocaleString('en-GB'));
    expect(new Set(await screen.statuses())).toEqual(new Set([t('mpProducts.statuses.salable')]));
    const first = expected.items[0]!;
    await expect(screen.rows.first()).toContainText(t('marketplaces.noon-ae'));
    await expect(screen.rows.first().getByRole('link', { name: first.sku, exact: true })).toHaveAttribute(
      'href',
      pathOf('productEdit', { productId: first.productId }),
    );
  });

  test('says when product ids are not a comma-separated list', async ({ page, texts }) => {
    const screen = new MpProductsPage(page, texts);
    await screen.goto();
    await screen.productId.fill('101, abc');
    await screen.apply.click();
    await expect(screen.filterBar.getByText('Enter product IDs separated by commas, e.g. 101, 102.')).toBeVisible();
    await expect(page).not.toHaveURL(/productId=/);
  });
});

test.describe('an admin acting as the seller on Marketplace Products', () => {
  test.use({ signedInAs: 'admin', actingAs: 1002 });

  test('offers the way back to the admin marketplace products only while an admin search is remembered', async ({ page, texts, shell }) => {
    const screen = new MpProductsPage(page, texts);
    await screen.goto('?tab=error&marketplace=noon-sa');
    const onPage = page.getByTestId('back-to-admin-mp-products');
    await expect(page.getByTestId('data-row').first().or(page.getByTestId('list-empty'))).toBeVisible();
    await expect(onPage).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('mpProductSearch'))).toBeNull();
    await page.evaluate(() => localStorage.setItem('mpProductSearch', JSON.stringify({ sku: 'e2e' })));
    await page.reload();
    await expect(onPage).toHaveAttribute('href', `${PUBLIC_PATHS.adminBack}?target=mp-products`);
    const back = shell.sidebar.getByRole('link', { name: texts.t('menu.backToMpProducts'), exact: true });
    await expect(back).toHaveAttribute('href', `${PUBLIC_PATHS.adminBack}?target=mp-products`);
  });
});
