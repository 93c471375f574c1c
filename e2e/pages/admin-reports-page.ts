import { expect, type Locator, type Page } from '@playwright/test';
import { pathOf } from '@contract/routes';
import type { Texts } from '../support/texts';
import { ListPage } from './list-page';

/** /admin/reports/index: the operational report (charts, totals, table) and the audit trail, a tab each (`?view=`). */
export class AdminReportsPage {
  readonly operational: ListPage;
  readonly audit: ListPage;
  readonly chain: Locator;
  readonly range: Locator;
  readonly daysChart: Locator;

  constructor(
    readonly page: Page,
    readonly texts: Texts,
  ) {
    this.operational = new ListPage(page, texts, { listId: 'adminReportRows', titleKey: 'adminReports.views.operational', routeId: 'adminReports' });
    this.audit = new ListPage(page, texts, { listId: 'adminAuditEntries', titleKey: 'adminReports.views.audit', routeId: 'adminReports' });
    this.chain = page.getByTestId('audit-chain');
    this.range = page.getByTestId('report-range');
    this.daysChart = page.getByTestId('report-days-chart').getByTestId('canvas');
  }

  async goto(): Promise<void> {
    await this.page.goto(pathOf('adminReports'));
    await this.operational.settled(30_000);
  }

  async openAudit(): Promise<void> {
    await this.page.getByTestId('reports-view-audit').click();
    await expect(this.page.getByTestId('reports-view-audit')).toHaveAttribute('aria-selected', 'true');
    await this.audit.settled();
  }

  total(id: 'gmv' | 'orders' | 'cancelledOrders' | 'claims'): Locator {
    return this.page.getByTestId(`report-total-${id}`);
  }
}
