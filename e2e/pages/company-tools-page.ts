import { expect, type Locator, type Page } from '@playwright/test';
import { pathOf } from '@contract/routes';
import type { Texts } from '../support/texts';

/** /admin/company-tools: companies with their import state, the state dialogs and acting as a company. */
export class CompanyToolsPage {
  static readonly path = pathOf('adminCompanyTools');
  readonly list: Locator;
  readonly rows: Locator;
  readonly dialog: Locator;

  constructor(
    readonly page: Page,
    readonly texts: Texts,
  ) {
    this.list = page.getByTestId('list-adminCompanyTools');
    this.rows = this.list.getByTestId('data-row');
    this.dialog = page.getByRole('dialog');
  }

  /** The list searched for one company by its id. */
  async gotoCompany(companyId: number): Promise<Locator> {
    await this.page.goto(`${CompanyToolsPage.path}?q=${companyId}`);
    await expect(this.list.getByRole('heading', { name: this.texts.t('routes.adminCompanyTools'), level: 1 })).toBeVisible();
    const row = this.rows.filter({ hasText: `ID ${companyId}` });
    await expect(row).toHaveCount(1);
    return row;
  }

  async suspend(row: Locator): Promise<void> {
    await row.getByTestId('company-suspend').click();
    await expect(this.dialog.getByTestId('suspend-question')).toContainText(this.texts.t('errors.importSuspended'));
    await this.dialog.getByRole('button', { name: this.texts.t('adminCompanyTools.suspend.submit') }).click();
    await expect(this.dialog).toHaveCount(0);
  }
}
