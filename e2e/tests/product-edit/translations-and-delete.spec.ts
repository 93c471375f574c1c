import { API } from '@contract/api/paths';
import { expect, test } from '../../support/fixtures';
import { badgeCounts, findProduct, productEdit } from '../../support/products-api';
import { DeletedProductsPage } from '../../pages/deleted-products-page';
import { ProductEditPage } from '../../pages/product-edit-page';

const AYSE_COMPANY = 1001;

test.describe('product edit as a seller', () => {
  test.use({ signedInAs: 'ayse' });
  // Each walks several pages (a reload, a redirect, the list) on a server that generates catalogues on first read.
  test.slow();

  test('refuses a 9-character translation name and accepts a 1-character Chinese one', async ({ page, texts }) => {
    const product = await findProduct(page.request, AYSE_COMPANY, (answer) =>
      answer.product.translations.every((row) => row.language !== 'zh' && row.language !== 'de'),
    );
    const id = product.product.id;
    const edit = new ProductEditPage(page, texts);
    await edit.open(id, '?tab=translations');
    const before = product.product.translations.length;

    const german = await edit.addTranslation('de', 'Neun Zeic');
    await edit.saveTranslations.click();
    await expect(german.getByTestId(`error-translations.${before}.name`)).toHaveText(texts.t('validation.textTooShort'));

    await german.getByLabel(texts.t('productEdit.translations.language'), { exact: true }).selectOption('zh');
    await german.getByLabel(texts.t('productEdit.translations.name'), { exact: true }).fill('衫');
    await expect(german.getByTestId(`error-translations.${before}.name`)).toHaveCount(0);
    const saved = page.waitForResponse(
      (response) => response.request().method() === 'PUT' && new URL(response.url()).pathname === `${API.productEdit}/${id}/translations`,
    );
    await edit.saveTranslations.click();
    expect((await saved).status()).toBe(200);
    await expect(edit.toast('productEdit.translations.saved')).toBeVisible();
    expect((await productEdit(page.request, id)).product.translations).toContainEqual({ language: 'zh', name: '衫', description: '' });

    await page.reload();
    await expect(edit.translationRow(before).getByLabel(texts.t('productEdit.translations.name'), { exact: true })).toHaveValue('衫');
  });

  test('deleting the last variant says so, removes the product, and it shows under Deleted Products with the badges moved', async ({ page, texts, shell }) => {
    const product = await findProduct(page.request, AYSE_COMPANY, (answer) => answer.variants.length === 1 && answer.product.status === 'active', 'end');
    const id = product.product.id;
    const variant = product.variants[0]!;
    const before = await badgeCounts(page.request);
    const edit = new ProductEditPage(page, texts);
    await edit.open(id, '?tab=variants');
    await shell.expand('products');
    await expect(shell.menuLinkWithCount('allProducts', before.activeProducts)).toBeVisible();
    await expect(shell.menuLinkWithCount('deletedProducts', before.deletedProducts)).toBeVisible();

    await edit.deleteButton(variant.id).click();
    await expect(edit.dialog('deleteVariant')).toContainText(texts.t('productEdit.variants.deleteIrreversible'));
    await expect(edit.dialog('deleteVariant')).toContainText(texts.t('productEdit.variants.deleteLast'));
    await edit.submit('deleteVariant').click();
    // Notices fade after a few seconds: this one is checked first.
    await expect(edit.toast('productEdit.variants.productDeleted')).toBeVisible();

    const deleted = new DeletedProductsPage(page, texts);
    await expect(deleted.heading(id)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/deleted-products/${id}$`));
    await expect(deleted.notice).toBeVisible();
    await expect(shell.menuLinkWithCount('allProducts', before.activeProducts - 1)).toBeVisible();
    await expect(shell.menuLinkWithCount('deletedProducts', before.deletedProducts + 1)).toBeVisible();

    await deleted.openList(`?productIds=${id}`);
    await expect(deleted.row(id)).toContainText(product.product.name);
    await expect(deleted.row(id)).toContainText(variant.sku);
    const gone = await page.request.get(`${API.productEdit}/${id}`);
    expect(((await gone.json()) as { product: { deletedAt: string | null } }).product.deletedAt).not.toBeNull();
  });
});
