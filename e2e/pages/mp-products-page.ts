import { type Locator, type Page } from '@playwright/test';
import type { MpProductTab } from '@contract/catalog/mp-product.query';
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import { pathOf } from '@contract/routes';
import type { Texts } from '../support/texts';
import { ListPage } from './list-page';

/** /products/mp-products: a tab per marketplace status with counts, the filters and the rows. */
export class MpProductsPage extends ListPage<MpProductTab> {
  readonly heading: Locator;
  readonly marketplace: Locator;
  readonly sku: Locator;
  readonly productId: Locator;

  constructor(page: Page, texts: Texts) {
    super(page, texts, { listId: 'mpProducts', titleKey: 'mpProducts.title', routeId: 'mpProducts' });
    this.heading = this.listHeading;
    this.marketplace = this.filter('mpProducts.filters.marketplace');
    this.sku = this.filter('mpProducts.filters.sku');
    this.productId = this.filter('mpProducts.filters.productId');
  }

  static get path(): string {
    return pathOf('mpProducts');
  }

  async chooseMarketplace(code: MarketplaceCode): Promise<void> {
    await this.marketplace.selectOption({ label: this.texts.t(`marketplaces.${code}`) });
  }

  /** The status badges of the rows shown, top to bottom. */
  statuses(): Promise<string[]> {
    return this.rows.getByTestId('mp-status').allTextContents();
  }
}
