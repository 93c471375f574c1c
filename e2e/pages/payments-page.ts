import { expect, type Locator, type Page } from '@playwright/test';
import { pathOf } from '@contract/routes';
import type { Texts } from '../support/texts';

/** /payments (an admin acting as the seller) and Payment Details. */
export class PaymentsPage {
  readonly list: Locator;
  readonly heading: Locator;
  readonly rows: Locator;

  constructor(
    readonly page: Page,
    readonly texts: Texts,
  ) {
    this.list = page.getByTestId('list-payments');
    this.heading = this.list.getByRole('heading', { name: texts.t('payments.title'), level: 1 });
    this.rows = this.list.getByTestId('data-row');
  }

  static get path(): string {
    return pathOf('payments');
  }

  async goto(): Promise<void> {
    await this.page.goto(PaymentsPage.path);
    await expect(this.heading).toBeVisible();
    await expect(this.list.getByTestId('list-loading')).toHaveCount(0);
  }

  row(id: number): Locator {
    return this.rows.and(this.page.locator(`[data-row-key="${id}"]`));
  }

  /** Payment Details of the payment with this reference. */
  detailHeading(reference: string): Locator {
    return this.page.getByRole('heading', { name: this.texts.t('payments.detail.title', { reference }), level: 1 });
  }

  field(id: string): Locator {
    return this.page.getByTestId(`field-${id}`);
  }
}
