import { type Locator, type Page } from '@playwright/test';
import type { OrderTab } from '@contract/orders/order.tabs';
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import { pathOf } from '@contract/routes';
import type { Texts } from '../support/texts';
import { ListPage } from './list-page';

/** /orders: status tabs with counts, the filter bar, the table and its pages, the Export button and notices. */
export class OrdersListPage extends ListPage<OrderTab> {
  readonly heading: Locator;
  readonly salesChannel: Locator;
  readonly customer: Locator;
  readonly marketplaceOrderId: Locator;
  readonly dateFrom: Locator;
  readonly dateTo: Locator;

  constructor(page: Page, texts: Texts) {
    super(page, texts, { listId: 'orders', titleKey: 'orders.title', routeId: 'orders' });
    this.heading = this.listHeading;
    this.salesChannel = this.filter('orders.filters.marketplace');
    this.customer = this.filter('orders.filters.customer');
    this.marketplaceOrderId = this.filter('orders.filters.marketplaceOrderId');
    this.dateFrom = this.filter('list.filters.from');
    this.dateTo = this.filter('list.filters.to');
  }

  static get path(): string {
    return pathOf('orders');
  }

  /** The tab strip's tabs, in order. */
  get tabs(): Locator {
    return this.list.getByRole('tablist', { name: this.texts.t('list.tabs.label') }).getByRole('tab');
  }

  async chooseChannel(code: MarketplaceCode): Promise<void> {
    await this.salesChannel.selectOption({ label: this.texts.t(`marketplaces.${code}`) });
  }

  /** A filter field's problem or hint as shown under it, in the user's language. */
  filterText(text: string): Locator {
    return this.filterBar.getByText(text, { exact: true });
  }
}
