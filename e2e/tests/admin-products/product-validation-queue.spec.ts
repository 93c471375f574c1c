/** /admin/product-validation against the real BFF, sandbox and Redis: an admin re-validates a product that failed on a marketplace. */
import type { APIRequestContext } from '@playwright/test';
import type { AdminValidationAnswer } from '@contract/admin-products/admin-validation';
import { ADMIN_PRODUCT_VALIDATION_ROUTES } from '@contract/admin-products/admin-validation.routes';
import { expect, test } from '../../support/fixtures';
import { AdminProductValidationPage } from '../../pages/admin-products-page';

/** A generated company no other e2e test acts as or pins: re-validating changes its catalogue's marketplace states. */
const COMPANY = 1014;
const queueOf = async (request: APIRequestContext) =>
  (await (await request.get(`${ADMIN_PRODUCT_VALIDATION_ROUTES.list.path}?companyId=${COMPANY}&pageSize=100`)).json()) as AdminValidationAnswer;

test.describe('the validation queue', () => {
  test.use({ signedInAs: 'admin' });

  test('an admin re-validates a failed product and it leaves the queue', async ({ page, texts }) => {
    const before = await queueOf(page.request);
    const [failed] = before.items;
    expect(failed, 'the seeded company has products failing marketplace validation').toBeDefined();
    const queue = new AdminProductValidationPage(page, texts);
    await queue.openFor(COMPANY);
    const row = queue.rowOf(failed!.productName, failed!.marketplace);
    await expect(row).toContainText(failed!.reasons[0]!);
    await expect(row).toContainText(failed!.companyName);
    const sent = page.waitForResponse(
      (answer) => answer.url().endsWith(ADMIN_PRODUCT_VALIDATION_ROUTES.revalidate.path) && answer.request().method() === 'POST',
    );
    await queue.revalidate(row);
    expect((await sent).status()).toBe(200);
    await expect(page.getByText(texts.t('adminProductValidation.revalidate.done'))).toBeVisible();
    await expect(row).toHaveCount(0);
    const after = await queueOf(page.request);
    expect(after.total).toBe(before.total - 1);
    expect(after.items.some((item) => item.productId === failed!.productId && item.marketplace === failed!.marketplace)).toBe(false);
  });
});
