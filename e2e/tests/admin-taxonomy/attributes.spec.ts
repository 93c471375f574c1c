import { expect, test } from '../../support/fixtures';
import { AdminTaxonomyPage } from '../../pages/admin-taxonomy-page';

test.describe('attributes on the staff screen', () => {
  test.use({ signedInAs: 'admin' });

  test('adds an attribute with its names in both languages, adds a value, then deactivates it', async ({ page, texts }) => {
    test.slow();
    const stamp = Date.now();
    const staff = new AdminTaxonomyPage(page, texts);
    await staff.gotoAttributes(`?q=AT-${stamp}`);
    await staff.add.click();
    const form = staff.attributeForm('create');
    await form.getByLabel(texts.t('adminTaxonomy.attributeForm.name'), { exact: true }).fill(`Fabric ${stamp}`);
    await form.getByLabel(texts.t('adminTaxonomy.attributeForm.nameTr'), { exact: true }).fill(`Kumaş ${stamp}`);
    await form.getByLabel(texts.t('adminTaxonomy.attributeForm.remoteId'), { exact: true }).fill(`AT-${stamp}`);
    await form.getByTestId('dialog-submit').click();
    await expect(staff.toast('adminTaxonomy.attributes.added')).toBeVisible();
    const row = staff.row(`AT-${stamp}`);
    await expect(row).toContainText(`Kumaş ${stamp}`);

    await staff.rowButton(`AT-${stamp}`, 'values').click();
    const values = staff.attributeForm('values');
    await values.getByLabel(texts.t('adminTaxonomy.attributeForm.name'), { exact: true }).fill('Linen');
    await values.getByLabel(texts.t('adminTaxonomy.attributeForm.nameTr'), { exact: true }).fill('Keten');
    await values.getByTestId('dialog-submit').click();
    await expect(values.getByTestId('value-row')).toContainText('Keten');
    await page.keyboard.press('Escape');
    await expect(values).toHaveCount(0);

    await staff.rowButton(`AT-${stamp}`, 'deactivate').click();
    await expect(staff.toast('adminTaxonomy.attributes.statusChanged')).toBeVisible();
    await expect(row).toContainText(texts.t('categories.status.inactive'));
  });
});
