import { expect, type Locator, type Page } from '@playwright/test';
import { pathOf } from '@contract/routes';
import type { Texts } from '../support/texts';

/** /deleted-products and /deleted-products/:productId. */
export class DeletedProductsPage {
  constructor(
    readonly page: Page,
    readonly texts: Texts,
  ) {}

  async openList(query = ''): Promise<void> {
    await this.page.goto(`${pathOf('deletedProducts')}${query}`);
    await expect(this.page.getByRole('heading', { name: this.texts.t('deletedProducts.title'), level: 1 })).toBeVisible();
  }

  row(id: number): Locator {
    return this.page.getByTestId('list-deletedProducts').locator(`[data-row-key="${id}"]`);
  }

  heading(id: number): Locator {
    return this.page.getByRole('heading', { name: this.texts.t('deletedProducts.detail.title', { id }), level: 1 });
  }

  get notice(): Locator {
    return this.page.getByTestId('deleted-notice');
  }
}
