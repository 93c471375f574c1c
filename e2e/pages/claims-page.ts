import { expect, type Locator, type Page } from '@playwright/test';
import type { ClaimStatus } from '@contract/claims/claim.types';
import { pathOf } from '@contract/routes';
import type { Texts } from '../support/texts';

export type ClaimSection = 'summary' | 'items' | 'images' | 'return' | 'rejection';

/** /claims and Claim Detail (/claims/:claimId): the list, the status, the two decisions and their dialogs. */
export class ClaimsPage {
  readonly list: Locator;
  readonly rows: Locator;
  readonly statusBadge: Locator;
  readonly approveDialog: Locator;
  readonly rejectDialog: Locator;
  readonly exportButton: Locator;

  constructor(
    readonly page: Page,
    readonly texts: Texts,
  ) {
    this.list = page.getByTestId('list-claims');
    this.rows = this.list.getByTestId('data-row');
    this.statusBadge = page.getByTestId('detail-screen').getByTestId('badge-status');
    this.approveDialog = page.getByTestId('dialog-approve');
    this.rejectDialog = page.getByTestId('dialog-reject');
    this.exportButton = this.list.getByRole('button', { name: texts.t('exports.action'), exact: true });
  }

  /** The notice an export leaves: it started, with a link to the transactions page. */
  get exportNotice(): Locator {
    return this.page.getByTestId('toast').filter({ hasText: this.texts.t('exports.started') });
  }

  get transactionsLink(): Locator {
    return this.exportNotice.getByRole('link', { name: this.texts.t('exports.openTransactions'), exact: true });
  }

  async openList(search = ''): Promise<void> {
    await this.page.goto(`${pathOf('claims')}${search}`);
    await expect(this.list.getByRole('heading', { name: this.texts.t('claims.title'), level: 1 })).toBeVisible();
    await expect(this.list.getByTestId('list-loading')).toHaveCount(0);
  }

  row(id: number): Locator {
    return this.rows.and(this.page.locator(`[data-row-key="${id}"]`));
  }

  heading(id: number): Locator {
    return this.page.getByRole('heading', { name: this.texts.t('claims.detail.title', { id }), level: 1 });
  }

  async open(id: number, search = ''): Promise<void> {
    await this.page.goto(`${pathOf('claimDetail', { claimId: id })}${search}`);
    await expect(this.heading(id)).toBeVisible();
  }

  statusText(status: ClaimStatus): string {
    return this.texts.t(`claims.status.${status}`);
  }

  action(id: 'approve' | 'reject'): Locator {
    return this.page.getByTestId(`action-${id}`);
  }

  async openSection(id: ClaimSection): Promise<Locator> {
    const tab = this.page.getByTestId('detail-tabs').getByRole('tab', { name: new RegExp(`^${this.texts.t(`claims.detail.tabs.${id}`)}`) });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    return this.page.getByTestId(`panel-${id}`);
  }

  get notFound(): Locator {
    return this.page.getByTestId('detail-not-found');
  }
}
