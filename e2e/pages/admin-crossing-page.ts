import { expect, type Locator, type Page } from '@playwright/test';
import type { CrossSyncMode } from '@contract/catalog/taxonomy.types';
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import { pathOf } from '@contract/routes';
import type { TextKey, Texts } from '../support/texts';

export type AdminCrossDialog = 'crossCategory' | 'uncrossCategory';

/** /admin/category-cross: the shared tree's leaves per marketplace, the mapping health above, cross and uncross by dialog. */
export class AdminCategoryCrossPage {
  readonly heading: Locator;

  constructor(
    readonly page: Page,
    readonly texts: Texts,
  ) {
    this.heading = page.getByRole('heading', { name: texts.t('routes.adminCategoryCross'), level: 1 });
  }

  async goto(search: Record<string, string>): Promise<void> {
    await this.page.goto(`${pathOf('adminCategoryCross')}?${new URLSearchParams(search).toString()}`);
    await expect(this.heading).toBeVisible();
  }

  /** A row's element by its test id (`cross-status`, `cross`, `uncross`, `sync`) and the row's key (`224-trendyol`); the table's, not the card's. */
  inRow(part: string, categoryId: number, marketplace: MarketplaceCode): Locator {
    return this.page.getByTestId('data-table').getByTestId(`${part}-${categoryId}-${marketplace}`);
  }

  companyPercent(marketplace: MarketplaceCode): Locator {
    return this.page.getByTestId(`company-percent-${marketplace}`);
  }

  percentText(percent: number): string {
    return this.texts.t('categories.health.percent', { percent });
  }

  dialog(name: AdminCrossDialog): Locator {
    return this.page.getByTestId(`dialog-${name}`);
  }

  async confirm(name: AdminCrossDialog): Promise<void> {
    await this.dialog(name).getByTestId('dialog-submit').click();
    await expect(this.dialog(name)).toBeHidden();
  }

  /** In the cross dialog: search their categories, pick one by its path and id, choose the sync mode, cross. */
  async crossTo(option: { path: string; id: string }, mode: CrossSyncMode): Promise<void> {
    const { t } = this.texts;
    const dialog = this.dialog('crossCategory');
    await dialog.getByTestId('cross-search').fill(option.id);
    await dialog.getByLabel(t('categories.cross.option', option), { exact: true }).check();
    await dialog.getByLabel(`${t(`categories.syncMode.${mode}`)}: ${t(`categories.syncModeHint.${mode}`)}`, { exact: true }).check();
    await this.confirm('crossCategory');
  }

  toast(key: TextKey): Locator {
    return this.page.getByTestId('toast').filter({ hasText: this.texts.t(key) });
  }
}

/** /admin/attribute-crossing/: the attributes of the crossed leaves; Open shows the category's crossing panel with its dialogs. */
export class AdminAttributeCrossingPage {
  readonly heading: Locator;
  readonly pane: Locator;

  constructor(
    readonly page: Page,
    readonly texts: Texts,
  ) {
    this.heading = page.getByRole('heading', { name: texts.t('routes.adminAttributeCrossing'), level: 1 });
    this.pane = page.getByTestId('crossing-pane');
  }

  async goto(search: Record<string, string>): Promise<void> {
    await this.page.goto(`${pathOf('adminAttributeCrossing')}?${new URLSearchParams(search).toString()}`);
    await expect(this.heading).toBeVisible();
  }

  /** A list row's element by its test id and the row's key (`104-trendyol-1`); the table's, not the card's. */
  inRow(part: string, key: string): Locator {
    return this.page.getByTestId('data-table').getByTestId(`${part}-${key}`);
  }

  async confirm(name: 'crossAttribute' | 'uncrossAttribute'): Promise<void> {
    const dialog = this.page.getByTestId(`dialog-${name}`);
    await dialog.getByTestId('dialog-submit').click();
    await expect(dialog).toBeHidden();
  }
}
