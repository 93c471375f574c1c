/** /admin/cancel-refund-approve against the real BFF, sandbox and Redis: staff approve two requests at once and see each one's result. */
import type { ApprovalListAnswer } from '@contract/admin-orders/approvals';
import { ADMIN_APPROVAL_ROUTES } from '@contract/admin-orders/approvals.routes';
import { expect, test } from '../../support/fixtures';
import { AdminApprovalsPage } from '../../pages/admin-orders-page';

/** A generated company no other e2e test acts as or pins: two of its requests get approved. */
const COMPANY = 1005;

test.describe('approving cancellations and refunds', () => {
  test.use({ signedInAs: 'admin', ownSession: true });

  test('two ticked requests approved at once: each result is listed and both leave the queue', async ({ page, texts }) => {
    const queue = (await (await page.request.get(`${ADMIN_APPROVAL_ROUTES.list.path}?companyId=${COMPANY}`)).json()) as ApprovalListAnswer;
    expect(queue.total, 'the company has requests waiting').toBeGreaterThanOrEqual(2);

    const approvals = new AdminApprovalsPage(page, texts);
    await approvals.goto(`?companyId=${COMPANY}`);
    const decided = page.waitForResponse((answer) => answer.url().endsWith('/decisions') && answer.request().method() === 'POST');
    await approvals.approveFirst(2);
    expect((await decided).status()).toBe(200);
    await expect(approvals.dialog).toHaveCount(0);
    const [first, second] = queue.items;
    const line = (id: number) => texts.t('adminCancelRefund.results.line', { id, companyId: COMPANY, outcome: texts.t('adminCancelRefund.results.approved') });
    await expect(approvals.results).toHaveText([line(first!.id), line(second!.id)]);
    await expect(approvals.rows).toHaveCount(Math.min(queue.total - 2, queue.pageSize));
  });
});
