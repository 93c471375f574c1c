import { type Locator, type Page } from '@playwright/test';
import { pathOf } from '@contract/routes';
import type { Texts } from '../support/texts';
import { ListPage } from './list-page';

/** /payments (an admin acting as the seller) and Payment Details. */
export class PaymentsPage extends ListPage {
  readonly heading: Locator;

  constructor(page: Page, texts: Texts) {
    super(page, texts, { listId: 'payments', titleKey: 'payments.title', routeId: 'payments' });
    this.heading = this.listHeading;
  }

  static get path(): string {
    return pathOf('payments');
  }

  /** Payment Details of the payment with this reference. */
  detailHeading(reference: string): Locator {
    return this.page.getByRole('heading', { name: this.texts.t('payments.detail.title', { reference }), level: 1 });
  }

  field(id: string): Locator {
    return this.page.getByTestId(`field-${id}`);
  }
}
