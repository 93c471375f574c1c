import { expect, test } from '../../support/fixtures';
import { AdminTaxonomyPage } from '../../pages/admin-taxonomy-page';

test.describe('category management on the staff screens', () => {
  test.use({ signedInAs: 'admin' });

  test("a parent category delete needs 'Delete Anyway'", async ({ page, texts }) => {
    test.slow();
    const { t } = texts;
    const stamp = Date.now();
    const parent = { name: `Staff Parent ${stamp}`, nameTr: `Personel Üst ${stamp}`, remoteId: `ST-P-${stamp}` };
    const child = { name: `Staff Child ${stamp}`, nameTr: `Personel Alt ${stamp}`, remoteId: `ST-C-${stamp}` };
    const staff = new AdminTaxonomyPage(page, texts);

    await staff.gotoList(`?q=${stamp}`);
    await staff.add.click();
    const parentForm = staff.form('create');
    await parentForm.fill({ ...parent, remoteId: '' });
    await parentForm.submit.click();
    await expect(parentForm.root.getByText(t('validation.remoteIdRequired'), { exact: true })).toBeVisible();
    await parentForm.field('remoteId').fill(parent.remoteId);
    await parentForm.submit.click();
    await expect(staff.toast('adminTaxonomy.categories.added')).toBeVisible();
    await expect(staff.row(parent.remoteId)).toBeVisible();

    await staff.add.click();
    const childForm = staff.form('create');
    await childForm.fill(child);
    await childForm.field('parent').selectOption({ label: parent.name });
    await childForm.submit.click();
    await expect(staff.row(child.remoteId)).toContainText(`${parent.name} > ${child.name}`);

    await staff.rowAction(parent.remoteId, 'delete').click();
    const dialog = staff.dialog('delete');
    await expect(dialog.getByTestId('delete-preview')).toContainText(child.name);
    const submit = dialog.getByTestId('typed-confirm-submit');
    await expect(submit).toHaveText(t('adminTaxonomy.delete.anyway'));
    await expect(submit).toBeDisabled();
    await dialog.getByTestId('typed-confirm-input').fill(parent.remoteId);
    await submit.click();
    await expect(staff.toast('adminTaxonomy.delete.done')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(staff.row(parent.remoteId)).toHaveCount(0);
    await expect(staff.row(child.remoteId)).not.toContainText(parent.name);
  });
});

test.describe('the staff category screens refuse an admin acting as a seller', () => {
  test.use({ signedInAs: 'admin', actingAs: 1001 });

  test('an admin acting as a seller is sent to not-authorized', async ({ page }) => {
    await page.goto('/admin/category-tree');
    await expect(page).toHaveURL(/\/misc\/not-authorized$/);
  });
});
