import { expect, type Locator, type Page } from '@playwright/test';
import { pathOf } from '@contract/routes';
import type { Texts } from '../support/texts';

/** /admin/brand-tools: brands across companies, the duplicates tab, the merge and cross dialogs. */
export class AdminBrandToolsPage {
  readonly list: Locator;
  readonly heading: Locator;
  readonly rows: Locator;
  readonly mergeDialog: Locator;
  readonly crossDialog: Locator;
  readonly confirmInput: Locator;
  readonly confirmSubmit: Locator;

  constructor(
    readonly page: Page,
    readonly texts: Texts,
  ) {
    this.list = page.getByTestId('list-adminBrands');
    this.heading = this.list.getByRole('heading', { name: texts.t('routes.adminBrandTools'), level: 1 });
    this.rows = this.list.getByTestId('data-row');
    this.mergeDialog = page.getByTestId('dialog-merge');
    this.crossDialog = page.getByTestId('dialog-cross');
    this.confirmInput = this.mergeDialog.getByTestId('typed-confirm-input');
    this.confirmSubmit = this.mergeDialog.getByTestId('typed-confirm-submit');
  }

  static get path(): string {
    return pathOf('adminBrandTools');
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`${AdminBrandToolsPage.path}${query}`);
    await this.settled();
  }

  async settled(): Promise<void> {
    await expect(this.heading).toBeVisible();
    await expect(this.list.getByTestId('list-loading')).toHaveCount(0);
    await expect(this.list.locator('table[aria-busy="true"]')).toHaveCount(0);
  }

  row(name: string): Locator {
    return this.rows.filter({ has: this.page.getByRole('cell', { name, exact: true }) });
  }

  mergeButton(name: string): Locator {
    return this.list.getByRole('button', { name: this.texts.t('adminBrands.merge.openLabel', { name }), exact: true });
  }

  crossButton(name: string): Locator {
    return this.list.getByRole('button', { name: this.texts.t('adminBrands.cross.openLabel', { name }), exact: true });
  }
}
