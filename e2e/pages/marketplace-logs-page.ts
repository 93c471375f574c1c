import { expect, type Locator, type Page } from '@playwright/test';
import type { LogReferenceType } from '@contract/logs/log.types';
import type { LogTab } from '@contract/logs/log.query';
import { pathOf } from '@contract/routes';
import type { Texts } from '../support/texts';

/** /reports/marketplaces: a tab per log level with counts, the filters, the rows and the Log Detail dialog. */
export class MarketplaceLogsPage {
  readonly list: Locator;
  readonly heading: Locator;
  readonly filterBar: Locator;
  readonly referenceType: Locator;
  readonly referenceId: Locator;
  readonly from: Locator;
  readonly to: Locator;
  readonly apply: Locator;
  readonly rows: Locator;
  readonly dialog: Locator;

  constructor(
    readonly page: Page,
    readonly texts: Texts,
  ) {
    const { t } = texts;
    this.list = page.getByTestId('list-marketplaceLogs');
    this.heading = this.list.getByRole('heading', { name: t('marketplaceLogs.title'), level: 1 });
    this.filterBar = page.getByTestId('filter-bar');
    this.referenceType = this.filterBar.getByLabel(t('marketplaceLogs.filters.referenceType'), { exact: true });
    this.referenceId = this.filterBar.getByLabel(t('marketplaceLogs.filters.referenceId'), { exact: true });
    this.from = this.filterBar.getByLabel(t('list.filters.from'), { exact: true });
    this.to = this.filterBar.getByLabel(t('list.filters.to'), { exact: true });
    this.apply = this.filterBar.getByRole('button', { name: t('list.filters.apply'), exact: true });
    this.rows = this.list.getByTestId('data-row');
    this.dialog = page.getByTestId('dialog-log');
  }

  static get path(): string {
    return pathOf('marketplaceLogs');
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`${MarketplaceLogsPage.path}${query}`);
    await this.settled();
  }

  async settled(): Promise<void> {
    await expect(this.heading).toBeVisible();
    await expect(this.list.getByTestId('list-loading')).toHaveCount(0);
    await expect(this.list.locator('table[aria-busy="true"]')).toHaveCount(0);
  }

  tab(id: LogTab): Locator {
    return this.list.getByTestId(`tab-${id}`);
  }

  tabCount(id: LogTab): Locator {
    return this.list.getByTestId(`tab-count-${id}`);
  }

  async openTab(id: LogTab): Promise<void> {
    await this.tab(id).click();
    await expect(this.tab(id)).toHaveAttribute('aria-selected', 'true');
    await this.settled();
  }

  async chooseReferenceType(type: LogReferenceType): Promise<void> {
    await this.referenceType.selectOption({ label: this.texts.t(`marketplaceLogs.referenceTypes.${type}`) });
  }

  /** The level badges of the rows shown, top to bottom. */
  levels(): Promise<string[]> {
    return this.rows.getByTestId('log-level').allTextContents();
  }

  references(): Locator {
    return this.rows.getByTestId('log-reference');
  }
}
