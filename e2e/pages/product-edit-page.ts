import { expect, type Locator, type Page } from '@playwright/test';
import { pathOf } from '@contract/routes';
import type { TextKey, Texts } from '../support/texts';

export type ProductTab = 'basic' | 'variants' | 'images' | 'translations' | 'marketplaceSales' | 'logs' | 'ratings';
export type VariantDialog = 'addVariant' | 'editVariant' | 'deleteVariant';
type VariantField = 'name' | 'sku' | 'price' | 'retailPrice' | 'stock' | 'deci' | 'weightGrams' | 'heightMm' | 'widthMm' | 'lengthMm';

/** /products/:productId: seven tabs, the variant cards and their URL dialogs, the translations editor, notices. */
export class ProductEditPage {
  constructor(
    readonly page: Page,
    readonly texts: Texts,
  ) {}

  static path(id: number): string {
    return pathOf('productEdit', { productId: id });
  }

  async open(id: number, query = ''): Promise<void> {
    await this.page.goto(`${ProductEditPage.path(id)}${query}`);
    // The first read of a company's catalogue on a fresh server generates it (and its order book, for the locks).
    await expect(this.heading(id)).toBeVisible({ timeout: 20_000 });
  }

  heading(id: number): Locator {
    return this.page.getByRole('heading', { name: this.texts.t('productEdit.title', { id }), level: 1 });
  }

  tab(id: ProductTab): Locator {
    return this.page.getByTestId('detail-tabs').getByRole('tab', { name: new RegExp(`^${this.texts.t(`productEdit.tabs.${id}`)}`) });
  }

  async openTab(id: ProductTab): Promise<Locator> {
    await this.tab(id).click();
    await expect(this.tab(id)).toHaveAttribute('aria-selected', 'true');
    return this.page.getByTestId(`panel-${id}`);
  }

  variantCard(variantId: number): Locator {
    return this.page.getByTestId(`variant-${variantId}`);
  }

  editButton(variantId: number): Locator {
    return this.page.getByTestId(`edit-variant-${variantId}`);
  }

  deleteButton(variantId: number): Locator {
    return this.page.getByTestId(`delete-variant-${variantId}`);
  }

  dialog(name: VariantDialog): Locator {
    return this.page.getByTestId(`dialog-${name}`);
  }

  submit(name: VariantDialog): Locator {
    return this.dialog(name).getByTestId('dialog-submit');
  }

  variantField(name: VariantDialog, field: VariantField): Locator {
    return this.dialog(name).getByLabel(this.texts.t(`productEdit.variant.${field}`), { exact: true });
  }

  /** The problem shown under a field of a variant dialog. */
  variantError(name: VariantDialog, field: VariantField): Locator {
    return this.dialog(name).getByTestId(`error-${field}`);
  }

  async fill(name: VariantDialog, values: Partial<Record<VariantField, string>>): Promise<void> {
    for (const [field, value] of Object.entries(values)) await this.variantField(name, field as VariantField).fill(value);
  }

  translationRow(index: number): Locator {
    return this.page.getByTestId(`translation-${index}`);
  }

  async addTranslation(language: string, name: string): Promise<Locator> {
    const panel = this.page.getByTestId('panel-translations');
    const before = await panel.getByTestId(/^translation-\d+$/).count();
    await panel.getByTestId('translation-add').click();
    const row = this.translationRow(before);
    await row.getByLabel(this.texts.t('productEdit.translations.language'), { exact: true }).selectOption(language);
    await row.getByLabel(this.texts.t('productEdit.translations.name'), { exact: true }).fill(name);
    return row;
  }

  get saveTranslations(): Locator {
    return this.page.getByTestId('translations-save');
  }

  toast(key: TextKey): Locator {
    return this.page.getByTestId('toast').filter({ hasText: this.texts.t(key) });
  }
}
