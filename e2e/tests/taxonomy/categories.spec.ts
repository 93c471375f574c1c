import { expect, test } from '../../support/fixtures';
import { CategoryPages } from '../../pages/category-pages';

/** Anadolu Tekstil (Ayşe's company); the tree itself is shared by every company. */
const ACTED_AS = 1001;

test.describe('category management by an admin acting as the seller', () => {
  test.use({ signedInAs: 'admin', actingAs: ACTED_AS });

  test("deleting a parent asks 'Delete Anyway', and its child then shows no parent", async ({ page, texts }) => {
    // A long flow of many round trips: it gets the slow-test budget.
    test.slow();
    const { t } = texts;
    const stamp = Date.now();
    const categories = new CategoryPages(page, texts);
    await categories.gotoList();
    await categories.addCategory.click();
    const parentForm = categories.form('create');
    await parentForm.fill({ name: `E2E Parent ${stamp}`, nameTr: `E2E Üst ${stamp}`, remoteId: '' });
    await parentForm.submit.click();
    await expect(parentForm.root.getByText(t('validation.remoteIdRequired'), { exact: true })).toBeVisible();
    await parentForm.field('remoteId').fill(`E2E-P-${stamp}`);
    await parentForm.submit.click();
    await expect(categories.heading(`E2E Parent ${stamp}`)).toBeVisible();
    const parentId = await categories.currentId();

    await categories.action('addChild').click();
    const childForm = categories.form('addChild');
    await expect(childForm.field('parent')).toHaveValue(String(parentId));
    await childForm.fill({ name: `E2E Child ${stamp}`, nameTr: `E2E Alt ${stamp}`, remoteId: `E2E-C-${stamp}` });
    await childForm.submit.click();
    await expect(categories.heading(`E2E Child ${stamp}`)).toBeVisible();
    const childId = await categories.currentId();
    await expect(categories.field('parent')).toContainText(`E2E Parent ${stamp}`);
    await expect(categories.field('pathEn')).toHaveText(new RegExp(`E2E Parent ${stamp} > E2E Child ${stamp}$`));

    await categories.gotoDetail(parentId);
    await expect(categories.heading(`E2E Parent ${stamp}`)).toBeVisible();
    await categories.action('delete').click();
    const dialog = categories.dialog('delete');
    await expect(dialog.getByTestId('delete-has-children')).toContainText(`E2E Child ${stamp}`);
    await expect(dialog.getByTestId('dialog-submit')).toHaveText(t('categories.delete.anyway'));
    await dialog.getByTestId('dialog-submit').click();
    await expect(page).toHaveURL(/\/categories$/);
    await expect(categories.toast('categories.delete.done')).toBeVisible();

    await categories.gotoDetail(childId);
    await expect(categories.heading(`E2E Child ${stamp}`)).toBeVisible();
    await expect(categories.field('parent')).toHaveText(new RegExp(t('categories.fields.noParent').replace(/[()]/g, '\\$&')));
    await expect(categories.field('pathEn')).toHaveText(new RegExp(`E2E Child ${stamp}$`));
    await categories.gotoDetail(parentId);
    await expect(categories.notFound).toHaveText(t('errors.categoryNotFound'));
  });
});

test.describe('categories as a seller', () => {
  test.use({ signedInAs: 'ayse' });

  test('browses the tree and a category, read only', async ({ page, texts }) => {
    const categories = new CategoryPages(page, texts);
    await categories.gotoList();
    await expect(page.getByTestId('mapping-health')).toBeVisible();
    await expect(categories.addCategory).toHaveCount(0);
    await page.getByTestId('tree-filter').fill('T-Shirts');
    await page.getByTestId('tree-link-104').click();
    await expect(categories.heading('T-Shirts')).toBeVisible();
    await expect(categories.action('cross')).toBeVisible();
    await expect(categories.action('delete')).toHaveCount(0);
    await categories.action('cross').click();
    await expect(page.getByTestId('cross-panel-hepsiburada')).toBeVisible();
    await expect(page.getByTestId('cross-category')).toHaveCount(0);
  });
});
