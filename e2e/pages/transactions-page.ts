import { expect, type Locator, type Page } from '@playwright/test';
import type { TransactionStatus } from '@contract/transactions/transaction.types';
import { pathOf } from '@contract/routes';
import type { Texts } from '../support/texts';
import { ListPage } from './list-page';

/** /reports/transactions: the company's background jobs (exports), newest first, with a Refresh button and files. */
export class TransactionsPage extends ListPage {
  readonly heading: Locator;
  readonly refresh: Locator;

  constructor(page: Page, texts: Texts) {
    super(page, texts, { listId: 'transactions', titleKey: 'transactions.title', routeId: 'transactions' });
    this.heading = this.listHeading;
    this.refresh = this.list.getByRole('button', { name: texts.t('transactions.refresh'), exact: true });
  }

  static get path(): string {
    return pathOf('transactions');
  }

  status(id: string, status: TransactionStatus): Locator {
    return this.row(id).getByText(this.texts.t(`transactions.status.${status}`), { exact: true });
  }

  fileLink(id: string): Locator {
    return this.row(id).getByTestId(`transaction-file-${id}`);
  }

  /** Presses Refresh until the transaction shows `status` (the job runs in the background). */
  async refreshUntil(id: string, status: TransactionStatus): Promise<void> {
    await expect(async () => {
      await this.refresh.click();
      await expect(this.status(id, status)).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  }
}
