/**
 * Brand tools against the real BFF, sandbox and Redis: a duplicate written another way (Turkish capitals, a dot) is
 * found, merged into the kept brand after its name is typed again (the BFF refusing it without), and a brand crossed.
 * It changes the brands of a generated company no other e2e test reads.
 */
import type { BrandListAnswer } from '@contract/catalog/brand.api';
import { ADMIN_BRAND_ROUTES } from '@contract/admin-brands/admin-brand.routes';
import { BRAND_ROUTES } from '@contract/catalog/brand.routes';
import { fillPath } from '@contract/api/route-def';
import { AdminBrandToolsPage } from '../../pages/admin-brands-page';
import { writeHeaders } from '../../support/api';
import { expect, test } from '../../support/fixtures';

const COMPANY = 1022;

test.describe('brand tools', () => {
  test.use({ signedInAs: 'admin' });

  test('finds a duplicate written another way and merges it into the kept brand once its name is typed again', async ({
    page,
    texts,
    requestAs,
    baseURL,
  }, testInfo) => {
    const seller = await requestAs('admin', COMPANY);
    const brands = (await (await seller.get(`${BRAND_ROUTES.list.path}?pageSize=100`)).json()) as BrandListAnswer;
    const kept = brands.items[0]!;
    const duplicateName = `${kept.name.toLocaleUpperCase('tr')}${'.'.repeat(testInfo.retry + 1)}`;
    const added = await seller.post(BRAND_ROUTES.add.path, {
      headers: writeHeaders(baseURL!),
      data: { name: duplicateName, remoteId: null, status: 'active', imageUrl: null, crossings: [] },
    });
    expect(added.status()).toBe(201);

    const admin = await requestAs('admin');
    const refused = await admin.post(fillPath(ADMIN_BRAND_ROUTES.merge.path, { id: kept.id }), {
      headers: writeHeaders(baseURL!),
      data: { confirmation: duplicateName },
    });
    expect(refused.status()).toBe(422);

    const screen = new AdminBrandToolsPage(page, texts);
    await screen.goto(`?tab=duplicates&companyId=${COMPANY}&q=${encodeURIComponent(kept.name)}`);
    await expect(screen.row(kept.name)).toBeVisible();
    await expect(screen.row(duplicateName)).toBeVisible();

    await screen.mergeButton(kept.name).click();
    await expect(screen.mergeDialog.getByTestId('merge-brand')).toContainText(duplicateName);
    await screen.confirmInput.fill(duplicateName);
    await expect(screen.confirmSubmit).toBeDisabled();
    await screen.confirmInput.fill(kept.name);
    await screen.confirmSubmit.click();
    await expect(screen.mergeDialog).toHaveCount(0);
    await expect(page).not.toHaveURL(/action=merge/);
    await screen.settled();
    await expect(screen.row(duplicateName)).toHaveCount(0);
    const after = (await (await seller.get(`${BRAND_ROUTES.list.path}?pageSize=100`)).json()) as BrandListAnswer;
    expect(after.items.map((brand) => brand.name)).not.toContain(duplicateName);
  });

  test('crosses a brand to a marketplace’s brand', async ({ page, texts }) => {
    const screen = new AdminBrandToolsPage(page, texts);
    await screen.goto(`?companyId=${COMPANY}&sort=id`);
    const name = (await screen.rows.first().getByRole('cell').first().textContent())!.trim();
    await screen.crossButton(name).click();
    await screen.crossDialog.getByLabel(texts.t('adminBrands.cross.marketplace'), { exact: true }).selectOption({ label: texts.t('marketplaces.noon-eg') });
    await screen.crossDialog.getByLabel(texts.t('adminBrands.cross.remoteBrandId')).fill('NEG-501');
    await screen.crossDialog.getByLabel(texts.t('adminBrands.cross.remoteBrandName')).fill('Noon Mısır Markası');
    await screen.crossDialog.getByRole('button', { name: texts.t('adminBrands.cross.submit'), exact: true }).click();
    await expect(screen.crossDialog).toHaveCount(0);
    await expect(page).toHaveURL(`${AdminBrandToolsPage.path}?companyId=${COMPANY}&sort=id`);
    await expect(screen.row(name)).toContainText(texts.t('marketplaces.noon-eg'));
  });
});
