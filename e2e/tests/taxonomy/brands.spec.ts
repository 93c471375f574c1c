import { expect, test } from '../../support/fixtures';
import { BrandFormPage, BrandsListPage } from '../../pages/brand-pages';

test.describe('brands as a seller', () => {
  test.use({ signedInAs: 'ayse' });

  test('adds a brand with a crossing, then edits it; the list finds it by name', async ({ page, texts }) => {
    // A long flow of many round trips: it gets the slow-test budget.
    test.slow();
    const { t } = texts;
    const name = `E2E Brand ${Date.now()}`;
    const list = new BrandsListPage(page, texts);
    await list.goto();
    await list.add.click();

    const form = new BrandFormPage(page, texts);
    await expect(form.heading('routes.brandNew')).toBeVisible();
    await form.submit.click();
    await expect(form.form.getByText(t('validation.fillOutField'), { exact: true })).toBeVisible();

    await form.name.fill(name);
    await form.remoteId.fill('E2E-77');
    await form.imageUrl.fill('https://img.example.test/e2e.png');
    await form.cross('trendyol', 'TY-E2E', name.toUpperCase());
    await form.submit.click();

    await expect(form.toast('brands.form.added')).toBeVisible();
    await expect(form.heading('routes.brandEdit')).toBeVisible();
    await expect(page).toHaveURL(/\/brands\/\d+$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    await expect(form.id).toContainText(id);
    await expect(form.name).toHaveValue(name);
    await expect(page.locator('#crossing-trendyol')).toBeChecked();
    await expect(page.getByTestId('input-crossings.trendyol.remoteBrandId')).toHaveValue('TY-E2E');
    await expect(form.crossingRow('trendyol')).not.toContainText(t('brands.crossing.never'));

    await form.name.fill(`${name} Co`);
    await form.status.selectOption('inactive');
    await page.locator('#crossing-trendyol').uncheck();
    await form.submit.click();
    await expect(form.toast('brands.form.saved')).toBeVisible();
    await page.reload();
    await expect(form.name).toHaveValue(`${name} Co`);
    await expect(form.status).toHaveValue('inactive');
    await expect(page.locator('#crossing-trendyol')).not.toBeChecked();
    await expect(form.crossingRow('trendyol')).not.toContainText(t('brands.crossing.never'));

    await list.goto();
    await list.searchFor(`${name} Co`);
    await expect(list.rows).toHaveCount(1);
    await expect(list.row(`${name} Co`)).toContainText(t('brands.status.inactive'));
  });

  test('refuses a name the company already uses', async ({ page, texts }) => {
    const list = new BrandsListPage(page, texts);
    await list.goto();
    const existing = (await list.rows.first().getByRole('link').nth(1).innerText()).trim();
    await page.goto('/brands/new');
    const form = new BrandFormPage(page, texts);
    await form.name.fill(existing.toUpperCase());
    await form.submit.click();
    await expect(page.getByTestId('error-alert')).toHaveText(texts.t('errors.brandNameInUse'));
    await expect(page).toHaveURL(/\/brands\/new$/);
  });
});
