import { expect, type Locator, type Page } from '@playwright/test';
import { pathOf } from '@contract/routes';
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import type { Texts } from '../support/texts';

/** /admin/product-validation: the queue across companies and its re-validation dialog. */
export class AdminProductValidationPage {
  readonly list: Locator;
  readonly rows: Locator;
  readonly dialog: Locator;

  constructor(
    readonly page: Page,
    readonly texts: Texts,
  ) {
    this.list = page.getByTestId('list-adminProductValidation');
    this.rows = this.list.getByTestId('data-row');
    this.dialog = page.getByRole('dialog');
  }

  async goto(companyId: number): Promise<void> {
    await this.page.goto(`${pathOf('adminProductValidation')}?companyId=${companyId}`);
    await expect(this.list.getByRole('heading', { name: this.texts.t('routes.adminProductValidation'), level: 1 })).toBeVisible();
  }

  row(productName: string, marketplace: MarketplaceCode): Locator {
    return this.rows.filter({ hasText: productName }).filter({ hasText: this.texts.t(`marketplaces.${marketplace}`) });
  }

  async revalidate(row: Locator): Promise<void> {
    await row.getByTestId('revalidate-row').click();
    await expect(this.dialog.getByTestId('revalidate-summary')).toBeVisible();
    await this.dialog.getByRole('button', { name: this.texts.t('adminProductValidation.revalidate.submit') }).click();
  }
}

/** /admin/product-tools: the search across companies and a row's lock dialog. */
export class AdminProductToolsPage {
  readonly list: Locator;
  readonly rows: Locator;
  readonly dialog: Locator;

  constructor(
    readonly page: Page,
    readonly texts: Texts,
  ) {
    this.list = page.getByTestId('list-adminProductTools');
    this.rows = this.list.getByTestId('data-row');
    this.dialog = page.getByRole('dialog');
  }

  async search(q: string): Promise<void> {
    await this.page.goto(`${pathOf('adminProductTools')}?q=${encodeURIComponent(q)}`);
    await expect(this.list.getByRole('heading', { name: this.texts.t('routes.adminProductTools'), level: 1 })).toBeVisible();
    await expect(this.list.getByTestId('list-loading')).toHaveCount(0, { timeout: 20_000 });
  }

  async lock(row: Locator, marketplace: MarketplaceCode, reason: string): Promise<void> {
    const { t } = this.texts;
    await row.getByTestId('tool-lock').click();
    await this.dialog.getByLabel(t('adminProductTools.fields.marketplace')).selectOption({ label: t(`marketplaces.${marketplace}`) });
    await this.dialog.getByLabel(t('adminProductTools.fields.reason')).fill(reason);
    await this.dialog.getByRole('button', { name: t('adminProductTools.lock.submit') }).click();
  }
}
