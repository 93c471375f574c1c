import { expect, type Locator, type Page } from '@playwright/test';
import type { OrderTab } from '@contract/orders/order.tabs';
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import { pathOf } from '@contract/routes';
import type { Texts } from '../support/texts';

/** /orders: status tabs with counts, the filter bar, the table and its pages, the Export button and notices. */
export class OrdersListPage {
  readonly list: Locator;
  readonly heading: Locator;
  readonly filterBar: Locator;
  readonly salesChannel: Locator;
  readonly customer: Locator;
  readonly marketplaceOrderId: Locator;
  readonly dateFrom: Locator;
  readonly dateTo: Locator;
  readonly apply: Locator;
  readonly rows: Locator;
  readonly exportButton: Locator;

  constructor(
    readonly page: Page,
    readonly texts: Texts,
  ) {
    const { t } = texts;
    this.list = page.getByTestId('list-orders');
    this.heading = this.list.getByRole('heading', { name: t('orders.title'), level: 1 });
    this.filterBar = page.getByTestId('filter-bar');
    this.salesChannel = this.filterBar.getByLabel(t('orders.filters.marketplace'), { exact: true });
    this.customer = this.filterBar.getByLabel(t('orders.filters.customer'), { exact: true });
    this.marketplaceOrderId = this.filterBar.getByLabel(t('orders.filters.marketplaceOrderId'), { exact: true });
    this.dateFrom = this.filterBar.getByLabel(t('list.filters.from'), { exact: true });
    this.dateTo = this.filterBar.getByLabel(t('list.filters.to'), { exact: true });
    this.apply = this.filterBar.getByRole('button', { name: t('list.filters.apply'), exact: true });
    this.rows = this.list.getByTestId('data-row');
    this.exportButton = this.list.getByRole('button', { name: t('exports.action'), exact: true });
  }

  static get path(): string {
    return pathOf('orders');
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`${OrdersListPage.path}${query}`);
    await this.settled();
  }

  /** The rows on screen are the answer to the URL now (no spinner, table not busy). */
  async settled(): Promise<void> {
    await expect(this.heading).toBeVisible();
    await expect(this.list.getByTestId('list-loading')).toHaveCount(0);
    await expect(this.list.locator('table[aria-busy="true"]')).toHaveCount(0);
  }

  tab(id: OrderTab): Locator {
    return this.list.getByTestId(`tab-${id}`);
  }

  /** The tab strip's tabs, in order. */
  get tabs(): Locator {
    return this.list.getByRole('tablist', { name: this.texts.t('list.tabs.label') }).getByRole('tab');
  }

  async openTab(id: OrderTab): Promise<void> {
    await this.tab(id).click();
    await expect(this.tab(id)).toHaveAttribute('aria-selected', 'true');
    await this.settled();
  }

  async chooseChannel(code: MarketplaceCode): Promise<void> {
    await this.salesChannel.selectOption({ label: this.texts.t(`marketplaces.${code}`) });
  }

  pageButton(page: number): Locator {
    return this.list.getByRole('button', { name: this.texts.t('list.pagination.page', { page }), exact: true });
  }

  async openPage(page: number): Promise<void> {
    await this.pageButton(page).click();
    await expect(this.pageButton(page)).toHaveAttribute('aria-current', 'page');
    await this.settled();
  }

  /** Order ids of the rows shown, top to bottom. */
  async rowIds(): Promise<number[]> {
    return (await this.rows.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row-key')))).map(Number);
  }

  /** A filter field's problem or hint as shown under it, in the user's language. */
  filterText(text: string): Locator {
    return this.filterBar.getByText(text, { exact: true });
  }

  /** The success notice of an export, with its link to the transactions page. */
  get exportNotice(): Locator {
    return this.page.getByTestId('toast').filter({ hasText: this.texts.t('exports.started') });
  }

  get transactionsLink(): Locator {
    return this.exportNotice.getByRole('link', { name: this.texts.t('exports.openTransactions'), exact: true });
  }
}
