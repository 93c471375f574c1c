import { expect, type Locator, type Page } from '@playwright/test';
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import { pathOf } from '@contract/routes';
import type { Texts } from '../support/texts';

export type CrossDialog = 'crossCategory' | 'uncrossCategory' | 'crossAttribute' | 'uncrossAttribute' | 'uncrossValue';

/** /categories/:categoryId/cross: a tab per marketplace, their category, our attributes and values mapped to theirs. */
export class CategoryCrossPage {
  constructor(
    readonly page: Page,
    readonly texts: Texts,
  ) {}

  async goto(categoryId: number, marketplace: MarketplaceCode): Promise<void> {
    await this.page.goto(`${pathOf('categoryCross', { categoryId })}?marketplace=${marketplace}`);
    await expect(this.panel(marketplace)).toBeVisible();
  }

  panel(marketplace: MarketplaceCode): Locator {
    return this.page.getByTestId(`cross-panel-${marketplace}`);
  }

  get categoryStatus(): Locator {
    return this.page.getByTestId('category-cross-status');
  }

  attributeStatus(attributeId: number): Locator {
    return this.page.getByTestId(`attribute-status-${attributeId}`);
  }

  crossStatusText(status: 'crossed' | 'uncrossed' | 'never'): string {
    return this.texts.t(`categories.crossStatus.${status}`);
  }

  button(testId: string): Locator {
    return this.page.getByTestId(testId);
  }

  dialog(name: CrossDialog): Locator {
    return this.page.getByTestId(`dialog-${name}`);
  }

  async confirm(name: CrossDialog): Promise<void> {
    await this.dialog(name).getByTestId('dialog-submit').click();
    await expect(this.dialog(name)).toBeHidden();
  }

  /** In the cross dialog: search their categories, pick one by its path and id, choose the sync mode, cross. */
  async crossCategory(search: string, option: { path: string; id: string }, mode: 'once' | 'forever'): Promise<void> {
    const { t } = this.texts;
    const dialog = this.dialog('crossCategory');
    await dialog.getByTestId('cross-search').fill(search);
    await dialog.getByLabel(t('categories.cross.option', option), { exact: true }).check();
    await dialog.getByLabel(`${t(`categories.syncMode.${mode}`)}: ${t(`categories.syncModeHint.${mode}`)}`, { exact: true }).check();
    await this.confirm('crossCategory');
  }

  get missingMandatory(): Locator {
    return this.page.getByTestId('missing-mandatory');
  }

  valuesSection(attributeId: number): Locator {
    return this.page.getByTestId(`values-section-${attributeId}`);
  }
}
