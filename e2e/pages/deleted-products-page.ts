import { type Locator, type Page } from '@playwright/test';
import type { Texts } from '../support/texts';
import { ListPage } from './list-page';

/** /deleted-products and /deleted-products/:productId. */
export class DeletedProductsPage extends ListPage {
  constructor(page: Page, texts: Texts) {
    super(page, texts, { listId: 'deletedProducts', titleKey: 'deletedProducts.title', routeId: 'deletedProducts' });
  }

  openList(query = ''): Promise<void> {
    return this.goto(query);
  }

  heading(id: number): Locator {
    return this.page.getByRole('heading', { name: this.texts.t('deletedProducts.detail.title', { id }), level: 1 });
  }

  get notice(): Locator {
    return this.page.getByTestId('deleted-notice');
  }
}
