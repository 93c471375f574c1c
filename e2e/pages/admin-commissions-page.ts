import { expect, type Locator, type Page } from '@playwright/test';
import type { CommissionTab } from '@contract/admin-commissions/commission.types';
import type { Texts } from '../support/texts';
import { ListPage } from './list-page';

/** /admin/commissions: the rates per marketplace and category, the change dialog, the commission file. */
export class AdminCommissionsPage extends ListPage<CommissionTab> {
  readonly dialog: Locator;

  constructor(page: Page, texts: Texts) {
    super(page, texts, { listId: 'adminCommissions', titleKey: 'routes.adminCommissions', routeId: 'adminCommissions' });
    this.dialog = page.getByTestId('dialog-editCommission');
  }

  /** Opens the row's dialog, types the rate and saves; answers the PUT's status once the dialog has closed. */
  async changeRate(row: Locator, typed: string): Promise<number> {
    await row.getByRole('button', { name: this.texts.t('adminCommissions.edit') }).click();
    await this.dialog.getByLabel(this.texts.t('adminCommissions.dialog.rate')).fill(typed);
    const saved = this.page.waitForResponse((answer) => answer.url().includes('/api/admin/commissions/') && answer.request().method() === 'PUT');
    await this.dialog.getByTestId('dialog-submit').click();
    const status = (await saved).status();
    await expect(this.dialog).toHaveCount(0);
    return status;
  }
}
