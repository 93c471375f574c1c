import { type Locator, type Page } from '@playwright/test';
import type { PeriodKind } from '@contract/reconciliation/reconciliation.types';
import type { TotalKey } from '@contract/reconciliation/reconciliation.rules';
import { pathOf } from '@contract/routes';
import type { Texts } from '../support/texts';
import { ListPage } from './list-page';

/** /reconciliation-admin: period tabs, the period's picker and totals, its lines, Export and its notice. */
export class ReconciliationPage extends ListPage<PeriodKind> {
  readonly heading: Locator;
  readonly periodSelect: Locator;
  readonly detailsLink: Locator;

  constructor(page: Page, texts: Texts) {
    super(page, texts, { listId: 'reconciliation', titleKey: 'reconciliation.title', routeId: 'reconciliation' });
    const { t } = texts;
    this.heading = this.listHeading;
    this.periodSelect = this.list.getByLabel(t('reconciliation.period.label'), { exact: true });
    this.detailsLink = this.list.getByRole('link', { name: t('reconciliation.period.details'), exact: true });
  }

  static get path(): string {
    return pathOf('reconciliation');
  }

  /** A total of the period on screen: its label and its amount. */
  total(key: TotalKey | 'payable'): Locator {
    return this.list.getByTestId(`total-${key}`);
  }
}

/** /reconciliation-admin/:periodId. */
export class ReconciliationDetailPage {
  readonly screen: Locator;

  constructor(
    readonly page: Page,
    readonly texts: Texts,
  ) {
    this.screen = page.getByTestId('detail-screen');
  }

  tab(id: 'summary' | 'lines' | 'payment'): Locator {
    return this.screen.getByRole('tab', { name: new RegExp(`^${this.texts.t(`reconciliation.detail.tabs.${id}`)}`) });
  }

  panel(id: 'summary' | 'lines' | 'payment'): Locator {
    return this.screen.getByTestId(`panel-${id}`);
  }
}
