import { API } from '@contract/api/paths';
import { writeHeaders } from '../../support/api';
import { expect, test } from '../../support/fixtures';
import { findProduct } from '../../support/products-api';
import { ProductEditPage } from '../../pages/product-edit-page';

const AYSE_COMPANY = 1001;

test.describe('the variant form', () => {
  test.use({ signedInAs: 'ayse' });

  test('refuses retail price below price with its message under the field, and sends nothing', async ({ page, texts, baseURL }) => {
    const product = await findProduct(page.request, AYSE_COMPANY, (answer) => answer.variants.length >= 2);
    const variant = product.variants[0]!;
    const edit = new ProductEditPage(page, texts);
    await edit.open(product.product.id, '?tab=variants');
    await edit.editButton(variant.id).click();
    await expect(edit.dialog('editVariant')).toBeVisible();
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT') sent.push(request.url());
    });

    await edit.fill('editVariant', { price: '250', retailPrice: '249.99' });
    await edit.submit('editVariant').click();
    await expect(edit.variantError('editVariant', 'retailPrice')).toHaveText(texts.t('validation.retailBelowPrice'));
    await expect(edit.dialog('editVariant')).toBeVisible();
    await expect(edit.variantField('editVariant', 'retailPrice')).toHaveValue('249.99');
    expect(sent).toEqual([]);

    // The BFF refuses the same body on its own, with the same words on the same field.
    const body = { ...variant, price: 250, retailPrice: 249.99 };
    const refused = await page.request.put(`${API.productEdit}/${product.product.id}/variants/${variant.id}`, { data: body, headers: writeHeaders(baseURL!) });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).fields).toMatchObject({ retailPrice: 'validation.retailBelowPrice' });
  });

  test('refuses deci 0 with a zero dimension, then saves once the dimension is set', async ({ page, texts }) => {
    const product = await findProduct(
      page.request,
      AYSE_COMPANY,
      (answer) =>
        answer.variants.length >= 2 &&
        answer.attributes.every(
          (attribute) => !attribute.mandatory || answer.variants[1]!.attributes.some((value) => value.attributeId === attribute.attributeId && value.value),
        ),
    );
    const variant = product.variants[1]!;
    const edit = new ProductEditPage(page, texts);
    await edit.open(product.product.id, `?tab=variants&action=editVariant&variantId=${variant.id}`);
    await expect(edit.dialog('editVariant')).toBeVisible();

    await edit.fill('editVariant', { deci: '0', weightGrams: '300', heightMm: '0', widthMm: '120', lengthMm: '200' });
    await edit.submit('editVariant').click();
    await expect(edit.variantError('editVariant', 'heightMm')).toHaveText(texts.t('validation.deciZeroDimensions'));
    await expect(edit.dialog('editVariant')).toBeVisible();

    const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().endsWith(`/variants/${variant.id}`));
    await edit.fill('editVariant', { heightMm: '40' });
    await edit.submit('editVariant').click();
    expect((await saved).status()).toBe(200);
    await expect(edit.dialog('editVariant')).toBeHidden();
    await expect(edit.toast('productEdit.variants.saved')).toBeVisible();
    await expect(edit.variantCard(variant.id).getByTestId('field-heightMm')).toContainText('40');
  });
});
