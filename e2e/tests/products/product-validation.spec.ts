import { API } from '@contract/api/paths';
import type { ProductValidationAnswer } from '@contract/catalog/product-validation';
import { pathOf, PUBLIC_PATHS } from '@contract/routes';
import { expect, test } from '../../support/fixtures';

const PATH = pathOf('productValidation');

test.describe('Product Validation for a company on the list', () => {
  test.use({ signedInAs: 'ayse' });

  test('lists the failing products with the message and reasons, each linked to its edit page', async ({ page, texts }) => {
    const { t } = texts;
    const answer = (await (await page.request.get(API.productValidation)).json()) as ProductValidationAnswer;
    expect(answer.total, 'the seeded catalogue has products that fail').toBeGreaterThan(0);
    await page.goto(PATH);
    const list = page.getByTestId('list-productValidation');
    await expect(list.getByRole('heading', { name: t('routes.productValidation'), level: 1 })).toBeVisible();
    const rows = list.getByTestId('data-row');
    await expect(rows).toHaveCount(Math.min(answer.total, answer.pageSize));
    await expect(rows.first()).toContainText(t('productValidation.rowMessage'));
    const [first] = answer.items;
    const reason = first!.problems[0]!;
    await expect(rows.first().getByTestId('validation-problem').first()).toContainText(t(reason.reason as Parameters<typeof t>[0]));
    await rows.first().getByTestId('product-link').click();
    await expect(page).toHaveURL(pathOf('productEdit', { productId: first!.productId }));
  });
});

test.describe('Product Validation for a company not on the list', () => {
  test.use({ signedInAs: 'omar' });

  // The BFF's 403: products.routes.test.ts.
  test('is not available: the route redirects', async ({ page }) => {
    await page.goto(PATH);
    await expect(page).toHaveURL(PUBLIC_PATHS.notAuthorized);
  });
});
