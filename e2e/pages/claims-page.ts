import { expect, type Locator, type Page } from '@playwright/test';
import type { ClaimStatus } from '@contract/claims/claim.types';
import { pathOf } from '@contract/routes';
import type { Texts } from '../support/texts';
import { ListPage } from './list-page';

export type ClaimSection = 'summary' | 'items' | 'images' | 'return' | 'rejection';

/** /claims and Claim Detail (/claims/:claimId): the list, the status, the two decisions and their dialogs. */
export class ClaimsPage extends ListPage {
  readonly statusBadge: Locator;
  readonly approveDialog: Locator;
  readonly rejectDialog: Locator;

  constructor(page: Page, texts: Texts) {
    super(page, texts, { listId: 'claims', titleKey: 'claims.title', routeId: 'claims' });
    this.statusBadge = page.getByTestId('detail-screen').getByTestId('badge-status');
    this.approveDialog = page.getByTestId('dialog-approve');
    this.rejectDialog = page.getByTestId('dialog-reject');
  }

  openList(search = ''): Promise<void> {
    return this.goto(search);
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
