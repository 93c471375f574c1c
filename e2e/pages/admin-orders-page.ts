import { expect, type Locator, type Page } from '@playwright/test';
import type { ClaimDecision } from '@contract/claims/claim.rules';
import { pathOf } from '@contract/routes';
import type { Texts } from '../support/texts';

/** /admin/order-claim-tools/index: orders, packages and claims across companies, and a claim's decision dialog. */
export class AdminOrderClaimToolsPage {
  readonly list: Locator;
  readonly rows: Locator;
  readonly dialog: Locator;

  constructor(
    readonly page: Page,
    readonly texts: Texts,
  ) {
    this.list = page.getByTestId('list-adminOrderClaimTools');
    this.rows = this.list.getByTestId('data-row');
    this.dialog = page.getByRole('dialog');
  }

  async goto(search = ''): Promise<void> {
    await this.page.goto(`${pathOf('adminOrderClaimTools')}${search}`);
    await expect(this.list.getByRole('heading', { name: this.texts.t('routes.adminOrderClaimTools'), level: 1 })).toBeVisible();
    await expect(this.list.getByTestId('list-loading')).toHaveCount(0, { timeout: 20_000 });
  }

  row(reference: string): Locator {
    return this.rows.filter({ has: this.page.getByTestId('tool-reference').getByText(reference, { exact: true }) });
  }

  async decide(row: Locator, decision: ClaimDecision, note: string): Promise<void> {
    const { t } = this.texts;
    await row.getByTestId(`tool-${decision}`).click();
    await this.dialog.getByLabel(t('adminOrderClaimTools.fields.note')).fill(note);
    await this.dialog.getByRole('button', { name: t(`adminOrderClaimTools.decision.${decision}`) }).click();
  }
}

/** /admin/cancel-refund-approve: the queue, its ticked rows and the decision dialog. */
export class AdminApprovalsPage {
  readonly list: Locator;
  readonly rows: Locator;
  readonly dialog: Locator;
  readonly results: Locator;

  constructor(
    readonly page: Page,
    readonly texts: Texts,
  ) {
    this.list = page.getByTestId('list-adminCancelRefundApprove');
    this.rows = this.list.getByTestId('data-row');
    this.dialog = page.getByRole('dialog');
    this.results = page.getByTestId('approval-results').getByTestId('approval-result');
  }

  async goto(search = ''): Promise<void> {
    await this.page.goto(`${pathOf('adminCancelRefundApprove')}${search}`);
    await expect(this.list.getByRole('heading', { name: this.texts.t('routes.adminCancelRefundApprove'), level: 1 })).toBeVisible();
    await expect(this.list.getByTestId('list-loading')).toHaveCount(0, { timeout: 20_000 });
  }

  /** Ticks the first `count` rows and approves them at once. */
  async approveFirst(count: number): Promise<void> {
    const { t } = this.texts;
    for (let at = 0; at < count; at += 1) await this.rows.nth(at).getByTestId('select-row').check();
    await this.list.getByRole('button', { name: new RegExp(t('adminCancelRefund.decide.approveSelected')) }).click();
    await this.dialog.getByRole('button', { name: t('adminCancelRefund.decide.approve'), exact: true }).click();
  }
}
