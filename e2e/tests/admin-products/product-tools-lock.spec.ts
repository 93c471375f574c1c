/** /admin/product-tools against the real BFF, sandbox and Redis: an admin locks a variant with a reason, and the seller sees it locked. */
import type { ProductToolsAnswer } from '@contract/admin-products/admin-tools';
import { ADMIN_PRODUCT_TOOLS_ROUTES } from '@contract/admin-products/admin-tools.routes';
import { actAsByApi } from '../../support/api';
import { expect, test } from '../../support/fixtures';
import { AdminProductToolsPage } from '../../pages/admin-products-page';
import { MpProductsPage } from '../../pages/mp-products-page';

/** A generated company no other e2e test acts as or pins: one of its variants gets a lock. */
const COMPANY = 1022;
const REASON = 'Counterfeit report under review';

test.describe('locking a variant on a marketplace', () => {
  test.use({ signedInAs: 'admin', ownSession: true });
  test.describe.configure({ timeout: 90_000 });

  test('an admin locks a variant with a reason, and acting as the seller sees it locked', async ({ page, texts, baseURL }) => {
    const { t } = texts;
    const search = (await (await page.request.get(`${ADMIN_PRODUCT_TOOLS_ROUTES.search.path}?companyId=${COMPANY}&pageSize=25`)).json()) as ProductToolsAnswer;
    const variant = search.items.find((row) => row.locks.length > 0 && row.locks.every((entry) => entry.lock === null))!;
    expect(variant, 'the company has a variant locked nowhere').toBeDefined();
    const { marketplace } = variant.locks[0]!;

    // A search across companies reads every company's catalogue; on a fresh sandbox the first one generates them all
    // and may outlast the downstream timeout, so the search is warmed up before the screen asks it.
    const acrossCompanies = `${ADMIN_PRODUCT_TOOLS_ROUTES.search.path}?q=${encodeURIComponent(variant.sku)}`;
    await expect(async () => expect((await page.request.get(acrossCompanies)).status()).toBe(200)).toPass({ timeout: 60_000 });
    const tools = new AdminProductToolsPage(page, texts);
    await tools.search(variant.sku);
    const row = tools.rows.filter({ hasText: variant.sku });
    await expect(row.getByTestId('tool-company')).toHaveText(`${variant.companyName} #${COMPANY}`);
    const locked = page.waitForResponse((answer) => answer.url().endsWith('/lock') && answer.request().method() === 'POST');
    await tools.lock(row, marketplace, REASON);
    expect((await locked).status()).toBe(200);
    await expect(row.getByTestId('tool-locked-on')).toContainText(REASON);

    await actAsByApi(page.request, baseURL!, COMPANY);
    const seller = new MpProductsPage(page, texts);
    await seller.goto(`?tab=all&marketplace=${marketplace}&sku=${encodeURIComponent(variant.sku)}`);
    await expect(seller.rows).toHaveCount(1);
    await expect(seller.rows.getByTestId('mp-status')).toHaveText(t('mpProducts.statuses.locked'));
    await expect(seller.rows.getByTestId('mp-lock')).toHaveAttribute('title', t('mpProducts.lock.reason', { reason: REASON }));
  });
});
