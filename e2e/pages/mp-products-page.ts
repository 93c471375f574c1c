import { expect, type Locator, type Page } from '@playwright/test';
import type { MpProductTab } from '@contract/catalog/mp-product.query';
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import { pathOf } from '@contract/routes';
import type { Texts } from '../support/texts';

/** /products/mp-products: a tab per marketplace status with counts, the filters and the rows. */
export class MpProductsPage {
  readonly list: Locator;
  readonly heading: Locator;
  readonly filterBar: Locator;
  readonly marketplace: Locator;
  readonly sku: Locator;
  readonly productId: Locator;
  readonly apply: Locator;
  readonly rows: Locator;

  constructor(
    readonly page: Page,
    readonly texts: Texts,
  ) {
    const { t } = texts;
    this.list = page.getByTestId('list-mpProducts');
    this.heading = this.list.getByRole('heading', { name: t('mpProducts.title'), level: 1 });
    this.filterBar = page.getByTestId('filter-bar');
    this.marketplace = this.filterBar.getByLabel(t('mpProducts.filters.marketplace'), { exact: true });
    this.sku = this.filterBar.getByLabel(t('mpProducts.filters.sku'), { exact: true });
    this.productId = this.filterBar.getByLabel(t('mpProducts.filters.productId'), { exact: true });
    this.apply = this.filterBar.getByRole('button', { name: t('list.filters.apply'), exact: true });
    this.rows = this.list.getByTestId('data-row');
  }

  static get path(): string {
    return pathOf('mpProducts');
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`${MpProductsPage.path}${query}`);
    await this.settled();
  }

  async settled(): Promise<void> {
    await expect(this.heading).toBeVisible();
    await expect(this.list.getByTestId('list-loading')).toHaveCount(0);
    await expect(this.list.locator('table[aria-busy="true"]')).toHaveCount(0);
  }

  tab(id: MpProductTab): Locator {
    return this.list.getByTestId(`tab-${id}`);
  }

  tabCount(id: MpProductTab): Locator {
    return this.list.getByTestId(`tab-count-${id}`);
  }

  async openTab(id: MpProductTab): Promise<void> {
    await this.tab(id).click();
    await expect(this.tab(id)).toHaveAttribute('aria-selected', 'true');
    await this.settled();
  }

  async chooseMarketplace(code: MarketplaceCode): Promise<void> {
    await this.marketplace.selectOption({ label: this.texts.t(`marketplaces.${code}`) });
  }

  /** The status badges of the rows shown, top to bottom. */
  statuses(): Promise<string[]> {
    return this.rows.getByTestId('mp-status').allTextContents();
  }
}
