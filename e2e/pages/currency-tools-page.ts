import { expect, type Locator, type Page } from '@playwright/test';
import { pathOf } from '@contract/routes';
import type { CurrencyCode } from '@contract/currency-rates/currency-rate.types';
import type { Texts } from '../support/texts';

/** /currency-tools-admin/index: the rate table, a currency's change dialog and its history. */
export class CurrencyToolsPage {
  static readonly path = pathOf('currencyTools');
  readonly card: Locator;
  readonly readOnly: Locator;
  readonly dialog: Locator;

  constructor(
    readonly page: Page,
    readonly texts: Texts,
  ) {
    this.card = page.getByTestId('currency-tools');
    this.readOnly = page.getByTestId('currency-read-only');
    this.dialog = page.getByRole('dialog');
  }

  async goto(): Promise<void> {
    await this.page.goto(CurrencyToolsPage.path);
    await expect(this.card.getByRole('heading', { name: this.texts.t('routes.currencyTools'), level: 1 })).toBeVisible();
  }

  row(currency: CurrencyCode): Locator {
    return this.card.getByTestId(`rate-${currency}`);
  }

  editButton(currency: CurrencyCode): Locator {
    return this.card.getByTestId(`rate-edit-${currency}`);
  }

  /** Opens the currency's dialog, types its dollar rate and saves. */
  async setUsdRate(currency: CurrencyCode, typed: string): Promise<void> {
    await this.editButton(currency).click();
    const usd = this.dialog.getByLabel(this.texts.t('currencyTools.fields.usd'));
    await usd.fill(typed);
    await this.dialog.getByRole('button', { name: this.texts.t('currencyTools.edit.submit') }).click();
    await expect(this.dialog).toHaveCount(0);
  }

  async openHistory(currency: CurrencyCode): Promise<Locator> {
    await this.card.getByTestId(`rate-history-${currency}`).click();
    return this.dialog.getByTestId('rate-history-row');
  }
}
