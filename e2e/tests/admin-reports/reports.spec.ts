/**
 * Reports: an admin suspends a company's imports (and allows them again), then finds both changes on the audit tab by
 * company and action, each naming the admin and the company with the state before and after, and the chain whole;
 * the operational tab shows a range's GMV, orders and cancellations as charts and per company and marketplace.
 */
import { fillPath } from '@contract/api/route-def';
import { ADMIN_COMPANY_TOOLS_ROUTES } from '@contract/admin-companies/company-tools.routes';
import type { ReportListAnswer } from '@contract/admin-reports/report.types';
import { REPORT_ROUTES } from '@contract/admin-reports/report.routes';
import { demoAccount } from '../../support/accounts';
import { writeHeaders } from '../../support/api';
import { expect, test } from '../../support/fixtures';
import { AdminReportsPage } from '../../pages/admin-reports-page';

/** A generated company no other e2e test acts as or pins. */
const COMPANY = 1006;
const ACTION = 'adminCompanyTools.setImportState';
const admin = demoAccount('admin');
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test.describe('staff on Reports', () => {
  test.use({ signedInAs: 'admin', ownSession: true });
  test.describe.configure({ timeout: 90_000 });

  test('read an admin change on the audit trail with the chain whole, and a range’s figures', async ({ page, texts, baseURL }) => {
    const path = fillPath(ADMIN_COMPANY_TOOLS_ROUTES.setImportState.path, { companyId: COMPANY });
    for (const state of ['suspended', 'allowed']) {
      const changed = await page.request.put(path, { headers: writeHeaders(baseURL!), data: { state } });
      expect(changed.status()).toBe(200);
    }

    const reports = new AdminReportsPage(page, texts);
    await reports.goto();
    await reports.openAudit();
    await expect(reports.chain).toHaveAttribute('data-state', 'whole');
    await reports.audit.filter('admin.filters.company').fill(String(COMPANY));
    await reports.audit.filter('adminReports.audit.filters.action').fill(ACTION);
    await reports.audit.apply.click();
    await expect(page).toHaveURL(new RegExp(`companyId=${COMPANY}`));
    await reports.audit.settled();
    // Newest first: the allow's outcome, its attempt, then the suspension's.
    await expect(reports.audit.rows).toHaveCount(4);
    const outcome = reports.audit.rows.first();
    await expect(outcome).toContainText(admin.email);
    await expect(outcome).toContainText(String(COMPANY));
    await expect(outcome).toContainText(ACTION);
    await outcome.getByText(texts.t('adminReports.audit.show')).click();
    await expect(outcome).toContainText('"importState": "allowed"');
    await expect(reports.chain).toHaveAttribute('data-state', 'whole');

    await page.getByTestId('reports-view-operational').click();
    await reports.operational.settled(30_000);
    await reports.operational.filter('list.filters.from').fill(day(-20));
    await reports.operational.filter('list.filters.to').fill(day(0));
    const answered = page.waitForResponse((answer) => new URL(answer.url()).pathname === REPORT_ROUTES.rows.path);
    await reports.operational.apply.click();
    const rows = (await (await answered).json()) as ReportListAnswer;
    await reports.operational.settled(30_000);
    expect(rows.items.length).toBeGreaterThan(0);
    await expect(reports.range).toContainText(new Date(`${day(-20)}T00:00:00Z`).getUTCFullYear().toString());
    await expect(reports.daysChart).toBeVisible();
    await expect(reports.total('orders')).not.toHaveText('0');
    await expect(reports.operational.rows.first()).toContainText(rows.items[0]!.companyName);
  });
});
