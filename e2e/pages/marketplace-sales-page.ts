import { expect, type Locator, type Page } from '@playwright/test';
import type { RefundMethod, ShippingProvider } from '@contract/catalog/marketplace-settings';
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import { pathOf } from '@contract/routes';
import type { Texts } from '../support/texts';

/** One marketplace's card on /marketplace-sales: its form, the save button, and what it says. */
export class SettingCard {
  readonly root: Locator;
  readonly enabled: Locator;
  readonly rate: Locator;
  readonly shippingProvider: Locator;
  readonly refundMethod: Locator;
  readonly translateToEnglish: Locator;
  readonly save: Locator;
  readonly notConfigured: Locator;
  readonly saved: Locator;

  constructor(
    page: Page,
    readonly texts: Texts,
    readonly code: MarketplaceCode,
  ) {
    const { t } = texts;
    this.root = page.getByTestId(`setting-card-${code}`);
    this.enabled = this.root.getByLabel(t('marketplaceSales.fields.enabled'), { exact: true });
    this.rate = this.root.getByLabel(t('marketplaceSales.fields.rate'), { exact: true });
    this.shippingProvider = this.root.getByLabel(t('marketplaceSales.fields.shippingProvider'), { exact: true });
    this.refundMethod = this.root.getByLabel(t('marketplaceSales.fields.refundMethod'), { exact: true });
    this.translateToEnglish = this.root.getByLabel(t('marketplaceSales.fields.translateToEnglish'), { exact: true });
    this.save = this.root.getByRole('button', { name: t('marketplaceSales.save'), exact: true });
    this.notConfigured = this.root.getByTestId('not-configured');
    this.saved = this.root.getByTestId('setting-saved');
  }

  get heading(): Locator {
    return this.root.getByRole('heading', { name: this.texts.t(`marketplaces.${this.code}`), exact: true });
  }

  /** The problem shown under a field, in the user's language. */
  fieldError(text: string): Locator {
    return this.root.locator('.invalid-feedback').filter({ hasText: text });
  }

  async chooseProvider(provider: ShippingProvider | null): Promise<void> {
    const label = provider ? this.texts.t(`marketplaceSales.shippingProviders.${provider}`) : this.texts.t('marketplaceSales.fields.selectShippingProvider');
    await this.shippingProvider.selectOption({ label });
  }

  async chooseRefundMethod(method: RefundMethod): Promise<void> {
    await this.refundMethod.selectOption({ label: this.texts.t(`marketplaceSales.refundMethods.${method}`) });
  }
}

/** /marketplace-sales (admin acting as the seller). */
export class MarketplaceSalesPage {
  readonly root: Locator;
  readonly heading: Locator;

  constructor(
    readonly page: Page,
    readonly texts: Texts,
  ) {
    this.root = page.getByTestId('marketplace-sales');
    this.heading = this.root.getByRole('heading', { name: texts.t('marketplaceSales.title'), level: 1 });
  }

  static get path(): string {
    return pathOf('marketplaceSales');
  }

  async goto(): Promise<void> {
    await this.page.goto(MarketplaceSalesPage.path);
    await this.settled();
  }

  /** The cards are the answer of the page's own load (a full page load boots the SPA first: give it room). */
  async settled(): Promise<void> {
    await expect(this.heading).toBeVisible({ timeout: 15_000 });
    await expect(this.root.getByTestId('settings-loading')).toHaveCount(0, { timeout: 15_000 });
  }

  card(code: MarketplaceCode): SettingCard {
    return new SettingCard(this.page, this.texts, code);
  }

  group(channelGroup: string): Locator {
    return this.root.getByTestId(`settings-group-${channelGroup}`);
  }

  /** The success notice of a save. */
  get savedToast(): Locator {
    return this.page.getByTestId('toast').filter({ hasText: this.texts.t('marketplaceSales.saved') });
  }
}
