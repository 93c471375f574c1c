import { expect, test } from '../../support/fixtures';
import { findPackage, packageDetail } from '../../support/orders-api';
import { PackageDetailPage } from '../../pages/packages-detail-page';

test.describe('package label as a seller', () => {
  test.use({ signedInAs: 'ayse' });

  test('re-creating the label of a Packaged package asks first, then the label version goes up', async ({ page, texts }) => {
    const { t } = texts;
    const row = await findPackage(page.request, { tab: 'packaged', marketplace: 'noon-ae' }, (candidate) => candidate.status === 'packaged');
    const before = (await packageDetail(page.request, row.id)).package.labelVersion;
    const packagePage = new PackageDetailPage(page, texts);
    await packagePage.open(row.id);
    await expect(packagePage.statusBadge).toHaveText(t('packages.status.packaged'));
    await packagePage.openSection('documents');
    await expect(packagePage.fieldValue('labelVersion')).toHaveText(String(before));

    await expect(packagePage.action('recreateLabel')).toBeEnabled();
    await packagePage.action('recreateLabel').click();
    await expect(packagePage.recreateDialog).toContainText(t('packages.label.recreateConfirm'));
    await packagePage.recreateDialog.getByTestId('dialog-submit').click();
    await expect(packagePage.recreateDialog).toBeHidden();
    await expect(packagePage.toast('packages.label.recreated')).toBeVisible();
    await expect(packagePage.fieldValue('labelVersion')).toHaveText(String(before + 1));

    await page.reload();
    await expect(packagePage.fieldValue('labelVersion')).toHaveText(String(before + 1));
    expect((await packageDetail(page.request, row.id)).package.labelVersion).toBe(before + 1);
  });

  test("a Shipped package's re-create is disabled and says why", async ({ page, texts }) => {
    const { t } = texts;
    const row = await findPackage(page.request, { tab: 'shipped', marketplace: 'noon-sa' });
    const before = (await packageDetail(page.request, row.id)).package.labelVersion;
    const packagePage = new PackageDetailPage(page, texts);
    await packagePage.open(row.id);
    await expect(packagePage.statusBadge).toHaveText(t('packages.status.shipped'));
    await expect(packagePage.action('recreateLabel')).toBeDisabled();
    await expect(packagePage.reason('recreateLabel')).toHaveText(t('errors.packageNotAtSeller'));
    await expect(packagePage.action('recreateLabel')).toHaveAccessibleDescription(t('errors.packageNotAtSeller'));

    // The confirm reached through its URL: the BFF refuses and the label stays as it was.
    await page.goto(`${PackageDetailPage.path(row.id)}?action=recreate-label`);
    await packagePage.recreateDialog.getByTestId('dialog-submit').click();
    await expect(packagePage.recreateDialog.getByRole('alert')).toContainText(t('errors.packageNotAtSeller'));
    expect((await packageDetail(page.request, row.id)).package.labelVersion).toBe(before);
  });
});
