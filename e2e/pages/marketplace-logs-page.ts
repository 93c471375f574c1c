import { type Locator, type Page } from '@playwright/test';
import type { LogReferenceType } from '@contract/logs/log.types';
import type { LogTab } from '@contract/logs/log.query';
import { pathOf } from '@contract/routes';
import type { Texts } from '../support/texts';
import { ListPage } from './list-page';

/** /reports/marketplaces: a tab per log level with counts, the filters, the rows and the Log Detail dialog. */
export class MarketplaceLogsPage extends ListPage<LogTab> {
  readonly heading: Locator;
  readonly referenceType: Locator;
  readonly referenceId: Locator;
  readonly from: Locator;
  readonly to: Locator;
  readonly dialog: Locator;

  constructor(page: Page, texts: Texts) {
    super(page, texts, { listId: 'marketplaceLogs', titleKey: 'marketplaceLogs.title', routeId: 'marketplaceLogs' });
    this.heading = this.listHeading;
    this.referenceType = this.filter('marketplaceLogs.filters.referenceType');
    this.referenceId = this.filter('marketplaceLogs.filters.referenceId');
    this.from = this.filter('list.filters.from');
    this.to = this.filter('list.filters.to');
    this.dialog = page.getByTestId('dialog-log');
  }

  static get path(): string {
    return pathOf('marketplaceLogs');
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
