import { expect, type Locator, type Page } from '@playwright/test';
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import type { Texts } from '../support/texts';
import { ListPage } from './list-page';

/** The staff's lists read every company's catalogue on their first answer: allow for a busy machine. */
const ACROSS_COMPANIES_MS = 20_000;

/** /admin/product-validation: the queue across companies and its re-validation dialog. */
export class AdminProductValidationPage extends ListPage {
  readonly dialog: Locator;

  constructor(page: Page, texts: Texts) {
    super(page, texts, { listId: 'adminProductValidation', titleKey: 'routes.adminProductValidation', routeId: 'adminProductValidation' });
    this.dialog = page.getByRole('dialog');
  }

  async openFor(companyId: number): Promise<void> {
    await this.page.goto(`${this.path}?companyId=${companyId}`);
    await this.settled(ACROSS_COMPANIES_MS);
  }

  rowOf(productName: string, marketplace: MarketplaceCode): Locator {
    return this.rows.filter({ hasText: productName }).filter({ hasText: this.texts.t(`marketplaces.${marketplace}`) });
  }

  async revalidate(row: Locator): Promise<void> {
    await row.getByTestId('revalidate-row').click();
    await expect(this.dialog.getByTestId('revalidate-summary')).toBeVisible();
    await this.dialog.getByRole('button', { name: this.texts.t('adminProductValidation.revalidate.submit') }).click();
  }
}

/** /admin/product-tools: the search across companies and a row's lock dialog. */
export class AdminProductToolsPage extends ListPage {
  readonly dialog: Locator;

  constructor(page: Page, texts: Texts) {
    super(page, texts, { listId: 'adminProductTools', titleKey: 'routes.adminProductTools', routeId: 'adminProductTools' });
    this.dialog = page.getByRole('dialog');
  }

  async search(q: string): Promise<void> {
    await this.page.goto(`${this.path}?q=${encodeURIComponent(q)}`);
    await this.settled(ACROSS_COMPANIES_MS);
  }

  async lock(row: Locator, marketplace: MarketplaceCode, reason: string): Promise<void> {
    const { t } = this.texts;
    await row.getByTestId('tool-lock').click();
    await this.dialog.getByLabel(t('adminProductTools.fields.marketplace')).selectOption({ label: t(`marketplaces.${marketplace}`) });
    await this.dialog.getByLabel(t('adminProductTools.fields.reason')).fill(reason);
    await this.dialog.getByRole('button', { name: t('adminProductTools.lock.submit') }).click();
  }
}
