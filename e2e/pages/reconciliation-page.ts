import { expect, type Locator, type Page } from '@playwright/test';
import type { PeriodKind } from '@contract/reconciliation/reconciliation.types';
import type { TotalKey } from '@contract/reconciliation/reconciliation.rules';
import { pathOf } from '@contract/routes';
import type { Texts } from '../support/texts';

/** /reconciliation-admin: period tabs, the period's picker and totals, its lines, Export and its notice. */
export class ReconciliationPage {
  readonly list: Locator;
  readonly heading: Locator;
  readonly periodSelect: Locator;
  readonly detailsLink: Locator;
  readonly rows: Locator;
  readonly exportButton: Locator;

  constructor(
    readonly page: Page,
    readonly texts: Texts,
  ) {
    const { t } = texts;
    this.list = page.getByTestId('list-reconciliation');
    this.heading = this.list.getByRole('heading', { name: t('reconciliation.title'), level: 1 });
    this.periodSelect = this.list.getByLabel(t('reconciliation.period.label'), { exact: true });
    this.detailsLink = this.list.getByRole('link', { name: t('reconciliation.period.details'), exact: true });
    this.rows = this.list.getByTestId('data-row');
    this.exportButton = this.list.getByRole('button', { name: t('exports.action'), exact: true });
  }

  static get path(): string {
    return pathOf('reconciliation');
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`${ReconciliationPage.path}${query}`);
    await this.settled();
  }

  async settled(): Promise<void> {
    await expect(this.heading).toBeVisible();
    await expect(this.list.getByTestId('list-loading')).toHaveCount(0);
    await expect(this.list.locator('table[aria-busy="true"]')).toHaveCount(0);
  }

  tab(kind: PeriodKind): Locator {
    return this.list.getByTestId(`tab-${kind}`);
  }

  /** A total of the period on screen: its label and its amount. */
  total(key: TotalKey | 'payable'): Locator {
    return this.list.getByTestId(`total-${key}`);
  }

  get exportNotice(): Locator {
    return this.page.getByTestId('toast').filter({ hasText: this.texts.t('exports.started') });
  }

  get transactionsLink(): Locator {
    return this.exportNotice.getByRole('link', { name: this.texts.t('exports.openTransactions'), exact: true });
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
