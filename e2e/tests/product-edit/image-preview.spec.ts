import { expect, test } from '../../support/fixtures';
import { findProduct } from '../../support/products-api';
import { ProductEditPage } from '../../pages/product-edit-page';

const AYSE_COMPANY = 1001;
/** A 1×1 PNG. */
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test.describe('the image upload preview', () => {
  test.use({ signedInAs: 'ayse' });

  test("shows the chosen file under the portal's own CSP, with no violation", async ({ page, texts }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const product = await findProduct(page.request, AYSE_COMPANY, (answer) => answer.variants.length >= 1);
    const edit = new ProductEditPage(page, texts);
    await edit.open(product.product.id, '?tab=images');
    await page.getByTestId('image-upload').first().locator('input[type=file]').setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: PIXEL });
    const preview = page.getByTestId('image-preview').first();
    await expect(preview).toBeVisible();
    await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1);
    expect(violations).toEqual([]);
  });
});
