import { expect, type Locator, type Page } from '@playwright/test';
import { pathOf } from '@contract/routes';
import type { TextKey, Texts } from '../support/texts';

/** Which list screen: its `list-<id>` card, the i18n key of its title and its route. */
export interface ListScreen {
  listId: string;
  titleKey: TextKey;
  routeId: string;
}

/**
 * A list screen (ListScreen in web/src/components/list): its title, filter bar, rows, status tabs and pages, the
 * export notice, and when the rows on screen answer the URL. Each list page object builds on it and adds its own.
 */
export class ListPage<Tab extends string = string> {
  readonly list: Locator;
  readonly listHeading: Locator;
  readonly filterBar: Locator;
  readonly apply: Locator;
  readonly rows: Locator;

  constructor(
    readonly page: Page,
    readonly texts: Texts,
    readonly screen: ListScreen,
  ) {
    this.list = page.getByTestId(`list-${screen.listId}`);
    this.listHeading = this.list.getByRole('heading', { name: texts.t(screen.titleKey), level: 1 });
    this.filterBar = this.list.getByTestId('filter-bar');
    this.apply = this.filterBar.getByRole('button', { name: texts.t('list.filters.apply'), exact: true });
    this.rows = this.list.getByTestId('data-row');
  }

  get path(): string {
    return pathOf(this.screen.routeId);
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`${this.path}${query}`);
    await this.settled();
  }

  /** The rows on screen are the answer to the URL now (title shown, no spinner, table not busy). */
  async settled(timeout?: number): Promise<void> {
    const within = timeout === undefined ? {} : { timeout };
    await expect(this.listHeading).toBeVisible(within);
    await expect(this.list.getByTestId('list-loading')).toHaveCount(0, within);
    await expect(this.list.locator('table[aria-busy="true"]')).toHaveCount(0, within);
  }

  /** A filter bar field by its label's key. */
  filter(labelKey: TextKey): Locator {
    return this.filterBar.getByLabel(this.texts.t(labelKey), { exact: true });
  }

  row(key: number | string): Locator {
    return this.rows.and(this.page.locator(`[data-row-key="${key}"]`));
  }

  /** The numeric row keys (ids) of the rows shown, top to bottom. */
  async rowIds(): Promise<number[]> {
    return (await this.rows.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row-key')))).map(Number);
  }

  tab(id: Tab): Locator {
    return this.list.getByTestId(`tab-${id}`);
  }

  tabCount(id: Tab): Locator {
    return this.list.getByTestId(`tab-count-${id}`);
  }

  async openTab(id: Tab): Promise<void> {
    await this.tab(id).click();
    await expect(this.tab(id)).toHaveAttribute('aria-selected', 'true');
    await this.settled();
  }

  pageButton(page: number): Locator {
    return this.list.getByRole('button', { name: this.texts.t('list.pagination.page', { page }), exact: true });
  }

  async openPage(page: number): Promise<void> {
    await this.pageButton(page).click();
    await expect(this.pageButton(page)).toHaveAttribute('aria-current', 'page');
    await this.settled();
  }

  get exportButton(): Locator {
    return this.list.getByRole('button', { name: this.texts.t('exports.action'), exact: true });
  }

  /** The notice an export leaves: it started, with a link to the transactions page. */
  get exportNotice(): Locator {
    return this.page.getByTestId('toast').filter({ hasText: this.texts.t('exports.started') });
  }

  get transactionsLink(): Locator {
    return this.exportNotice.getByRole('link', { name: this.texts.t('exports.openTransactions'), exact: true });
  }
}
