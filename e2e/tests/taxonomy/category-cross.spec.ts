import { taxonomyOf } from '@mocks/world/catalog/taxonomy';
import { createWorld } from '@mocks/world/world';
import { expect, test } from '../../support/fixtures';
import { CategoryCrossPage } from '../../pages/category-cross-page';

// Women's T-Shirts, never crossed to Noon UAE in the seeded world; no other test crosses it (the world is shared).
const TSHIRTS = 104;
const COLOUR = 1;
const BLACK = 1001;
const noonTshirts = taxonomyOf(createWorld({ now: 0 })).marketplaceCategories.find(
  (category) => category.marketplace === 'noon-ae' && category.isLeaf && category.name === 'T-Shirts',
)!;

test.describe('category cross by an admin acting as the seller', () => {
  test.use({ signedInAs: 'admin', actingAs: 1001 });

  test('crosses and uncrosses the category, an attribute and a value', async ({ page, texts }) => {
    // A long flow of many round trips: it gets the slow-test budget.
    test.slow();
    const { t } = texts;
    const cross = new CategoryCrossPage(page, texts);
    await cross.goto(TSHIRTS, 'noon-ae');
    await expect(cross.categoryStatus).toHaveText(cross.crossStatusText('never'));

    await cross.button('cross-category').click();
    await cross.crossCategory('t-shirts', { path: noonTshirts.path, id: noonTshirts.id }, 'once');
    await expect(cross.categoryStatus).toHaveText(cross.crossStatusText('crossed'));
    await expect(page.getByTestId('toast').filter({ hasText: t('categories.cross.crossed') })).toBeVisible();
    await expect(cross.attributeStatus(COLOUR)).toHaveText(cross.crossStatusText('crossed'));

    await cross.button(`uncross-attribute-${COLOUR}`).click();
    await cross.confirm('uncrossAttribute');
    await expect(cross.attributeStatus(COLOUR)).toHaveText(cross.crossStatusText('uncrossed'));
    await expect(cross.missingMandatory).toContainText('Colour');

    await cross.button(`cross-attribute-${COLOUR}`).click();
    await cross
      .dialog('crossAttribute')
      .getByLabel(t('categories.cross.theirAttribute'), { exact: true })
      .selectOption({ label: t('categories.cross.mandatoryOption', { name: 'Colour' }) });
    await cross.confirm('crossAttribute');
    await expect(cross.attributeStatus(COLOUR)).toHaveText(cross.crossStatusText('crossed'));
    await expect(cross.missingMandatory).toHaveCount(0);

    await cross.button(`values-${COLOUR}`).click();
    const values = cross.valuesSection(COLOUR);
    await expect(values.getByTestId(`value-crossed-${BLACK}`)).toHaveText('Black');
    await values.getByTestId(`value-select-${BLACK}`).selectOption({ label: 'Navy' });
    await values.getByTestId(`cross-value-${BLACK}`).click();
    await expect(values.getByTestId(`value-crossed-${BLACK}`)).toHaveText('Navy');
    await values.getByTestId(`uncross-value-${BLACK}`).click();
    await cross.confirm('uncrossValue');
    await expect(values.getByTestId(`value-uncrossed-${BLACK}`)).toHaveText(cross.crossStatusText('never'));

    await cross.button('uncross-category').click();
    await cross.confirm('uncrossCategory');
    await expect(cross.categoryStatus).toHaveText(cross.crossStatusText('uncrossed'));
    await expect(cross.attributeStatus(COLOUR)).toHaveText(cross.crossStatusText('uncrossed'));

    await page.reload();
    await expect(cross.categoryStatus).toHaveText(cross.crossStatusText('uncrossed'));
  });
});
