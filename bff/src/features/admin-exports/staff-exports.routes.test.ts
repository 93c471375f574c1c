import type { ApprovalListAnswer } from '@contract/admin-orders/approvals';
import { ADMIN_APPROVAL_ROUTES } from '@contract/admin-orders/approvals.routes';
import { ADMIN_PRODUCT_VALIDATION_ROUTES } from '@contract/admin-products/admin-validation.routes';
import type { AdminValidationAnswer } from '@contract/admin-products/admin-validation';
import { API } from '@contract/api/paths';
import tr from '@locales/tr.json';
import { exportedSheet } from '../../lib/jobs/export-test-support';
import { TestBrowser } from '../../test/browser';
import type { Harness } from '../../test/harness';
import { harnessPerFile, tempDirPerFile } from '../../test/harness-per-file';

const STAFF_EXPORTS = '/api/admin/exports';
const exportDir = tempDirPerFile('tezgah-staff-export-');
let h: Harness;
harnessPerFile(
  (harness) => {
    h = harness;
  },
  { env: { EXPORT_DIR: exportDir } },
);

async function signedIn(email: string, admin: boolean) {
  const browser = new TestBrowser(h.app);
  await browser.signIn(email, admin);
  return browser;
}

describe("exports of the staff's lists", () => {
  it('exports the validation queue on screen across companies as a staff transaction with every row', async () => {
    const admin = await signedIn('admin@demo.tezgah.dev', true);
    const expected = (await (await admin.call(ADMIN_PRODUCT_VALIDATION_ROUTES.list, { search: 'pageSize=100' })).json()) as AdminValidationAnswer;
    expect(expected.total).toBeGreaterThan(0);
    const { answer, transaction, sheet, cell } = await exportedSheet(
      h,
      admin,
      ADMIN_PRODUCT_VALIDATION_ROUTES.export.path,
      { page: '2', pageSize: '5' },
      'en',
      STAFF_EXPORTS,
    );
    expect(answer.rows).toBe(expected.total);
    expect(transaction).toMatchObject({
      status: 'done',
      method: 'staffListExport',
      rows: expected.total,
      file: expect.stringMatching(/^product-validation-.*\.xlsx$/),
    });
    expect(sheet.actualRowCount).toBe(expected.total + 1);
    const firstPage = Array.from({ length: expected.items.length }, (_, at) => [cell('Company ID', at + 2).value, cell('Product ID', at + 2).value]);
    expect(firstPage).toEqual(expected.items.map((row) => [row.companyId, row.productId]));
  });

  it("writes a list's filters and labels in the reader's language", async () => {
    const admin = await signedIn('admin@demo.tezgah.dev', true);
    const pending = (await (await admin.call(ADMIN_APPROVAL_ROUTES.list, { search: 'tab=pending&kind=refund&pageSize=100' })).json()) as ApprovalListAnswer;
    expect(pending.total).toBeGreaterThan(0);
    const { answer, cell } = await exportedSheet(h, admin, ADMIN_APPROVAL_ROUTES.export.path, { tab: 'pending', kind: 'refund' }, 'tr', STAFF_EXPORTS);
    expect(answer.rows).toBe(pending.total);
    expect(cell(tr.adminCancelRefund.filters.kind).value).toBe(tr.adminCancelRefund.kinds.refund);
    expect(cell(tr.adminCancelRefund.columns.decision).value).toBe(tr.adminCancelRefund.tabs.pending);
    expect(cell(tr.adminCancelRefund.columns.request).value).toBe(pending.items[0]!.id);
  });

  it("is the staff's alone: a seller cannot start one, read its transaction or see it among their own", async () => {
    const admin = await signedIn('admin@demo.tezgah.dev', true);
    const started = await admin.post(`${ADMIN_APPROVAL_ROUTES.export.path}?lang=en`, { tab: 'pending' });
    expect(started.status).toBe(202);
    const { transactionId } = (await started.json()) as { transactionId: string };
    await h.jobs.drain();
    const seller = await signedIn('omar@demo.tezgah.dev', false);
    expect((await seller.post(ADMIN_APPROVAL_ROUTES.export.path, { tab: 'pending' })).status).toBe(403);
    expect((await seller.get(`${STAFF_EXPORTS}/${transactionId}`)).status).toBe(403);
    expect((await seller.get(`${API.transactions}/${transactionId}`)).status).toBe(404);
    expect((await admin.get(`${STAFF_EXPORTS}/${transactionId}/file`)).status).toBe(200);
  });

  it("answers not found for a seller's transaction id and for a file not written yet", async () => {
    const seller = await signedIn('omar@demo.tezgah.dev', false);
    const sellerExport = await seller.post(`${API.orders}/export`, {});
    const { transactionId } = (await sellerExport.json()) as { transactionId: string };
    const admin = await signedIn('admin@demo.tezgah.dev', true);
    expect((await admin.get(`${STAFF_EXPORTS}/${transactionId}`)).status).toBe(404);
    const started = (await (await admin.post(ADMIN_APPROVAL_ROUTES.export.path, { tab: 'approved' })).json()) as { transactionId: string };
    expect((await admin.get(`${STAFF_EXPORTS}/${started.transactionId}/file`)).status).toBe(404);
    await h.jobs.drain();
  });
});
