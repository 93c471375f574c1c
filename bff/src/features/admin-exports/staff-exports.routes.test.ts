import type { CompanyToolsAnswer } from '@contract/admin-companies/company-tools';
import { ADMIN_COMPANY_TOOLS_ROUTES } from '@contract/admin-companies/company-tools.routes';
import type { AdminCategoryCrossListAnswer } from '@contract/admin-crossing/category-cross.query';
import { ADMIN_CATEGORY_CROSS_ROUTES } from '@contract/admin-crossing/category-cross.routes';
import type { ApprovalListAnswer } from '@contract/admin-orders/approvals';
import type { OrderClaimToolsAnswer } from '@contract/admin-orders/order-claim-tools';
import { ADMIN_ORDER_CLAIM_TOOLS_ROUTES } from '@contract/admin-orders/order-claim-tools.routes';
import { ADMIN_APPROVAL_ROUTES } from '@contract/admin-orders/approvals.routes';
import { ADMIN_PRODUCT_VALIDATION_ROUTES } from '@contract/admin-products/admin-validation.routes';
import type { AdminValidationAnswer } from '@contract/admin-products/admin-validation';
import { TAG_ROUTES } from '@contract/admin-tags/tag.routes';
import type { TagListAnswer } from '@contract/admin-tags/tag.api';
import { API } from '@contract/api/paths';
import type { CampaignListAnswer } from '@contract/campaigns/campaign.api';
import { ADMIN_CAMPAIGN_ROUTES } from '@contract/campaigns/admin-campaign.routes';
import en from '@locales/en.json';
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

  it('exports the company tools on screen: every company under the search, with its import state', async () => {
    const admin = await signedIn('admin@demo.tezgah.dev', true);
    const search = { q: 'a' };
    const expected = (await (await admin.call(ADMIN_COMPANY_TOOLS_ROUTES.list, { search: 'q=a&pageSize=100' })).json()) as CompanyToolsAnswer;
    expect(expected.total).toBeGreaterThan(1);
    const { answer, sheet, cell } = await exportedSheet(h, admin, ADMIN_COMPANY_TOOLS_ROUTES.export.path, search, 'en', STAFF_EXPORTS);
    expect(answer.rows).toBe(expected.total);
    expect(sheet.actualRowCount).toBe(expected.total + 1);
    expect([cell(en.exports.columns.companyId).value, cell(en.adminCompanyTools.columns.status).value]).toEqual([
      expected.items[0]!.companyId,
      en.adminCompanyTools.states[expected.items[0]!.importState],
    ]);
  });

  it("exports every company's campaigns in a tab, with their state in the reader's language", async () => {
    const admin = await signedIn('admin@demo.tezgah.dev', true);
    const expected = (await (await admin.call(ADMIN_CAMPAIGN_ROUTES.list, { search: 'tab=active&pageSize=100' })).json()) as CampaignListAnswer;
    expect(expected.total).toBeGreaterThan(1);
    const { answer, sheet, cell } = await exportedSheet(h, admin, ADMIN_CAMPAIGN_ROUTES.export.path, { tab: 'active' }, 'tr', STAFF_EXPORTS);
    expect(answer.rows).toBe(expected.total);
    expect(sheet.actualRowCount).toBe(expected.total + 1);
    expect([cell(tr.campaigns.fields.name).value, cell(tr.campaigns.fields.state).value]).toEqual([expected.items[0]!.name, tr.campaigns.states.active]);
  });

  it("exports a company's claims waiting for staff with their kind and the claim's status label", async () => {
    const admin = await signedIn('admin@demo.tezgah.dev', true);
    const expected = (await (
      await admin.call(ADMIN_ORDER_CLAIM_TOOLS_ROUTES.search, { search: 'companyId=1002&pageSize=100' })
    ).json()) as OrderClaimToolsAnswer;
    expect(expected.total).toBeGreaterThan(1);
    const filters = { tab: 'claims', companyId: '1002' };
    const { answer, sheet, cell } = await exportedSheet(h, admin, ADMIN_ORDER_CLAIM_TOOLS_ROUTES.export.path, filters, 'tr', STAFF_EXPORTS);
    expect(answer.rows).toBe(expected.total);
    expect(sheet.actualRowCount).toBe(expected.total + 1);
    const columns = [tr.adminOrderClaimTools.columns.kind, tr.adminOrderClaimTools.columns.record, tr.adminOrderClaimTools.columns.status];
    expect(columns.map((header) => cell(header).value)).toEqual([tr.adminOrderClaimTools.kinds.claim, expected.items[0]!.id, tr.claims.status.waitingAdmin]);
  });

  it("exports the tags of a tab and kind, each named in the reader's language", async () => {
    const admin = await signedIn('admin@demo.tezgah.dev', true);
    const expected = (await (await admin.call(TAG_ROUTES.list, { search: 'tab=active&kind=product&pageSize=100' })).json()) as TagListAnswer;
    expect(expected.total).toBeGreaterThan(1);
    const { answer, sheet, cell } = await exportedSheet(h, admin, TAG_ROUTES.export.path, { tab: 'active', kind: 'product' }, 'tr', STAFF_EXPORTS);
    expect(answer.rows).toBe(expected.total);
    expect(sheet.actualRowCount).toBe(expected.total + 1);
    expect([cell(tr.adminTags.columns.name).value, cell(tr.adminTags.columns.kind).value]).toEqual([expected.items[0]!.name.tr, tr.adminTags.kinds.product]);
  });

  it("exports the category crossings of a tab and marketplace, with the crossing's state", async () => {
    const admin = await signedIn('admin@demo.tezgah.dev', true);
    const search = 'tab=crossed&marketplace=trendyol&pageSize=100';
    const expected = (await (await admin.call(ADMIN_CATEGORY_CROSS_ROUTES.list, { search })).json()) as AdminCategoryCrossListAnswer;
    expect(expected.total).toBeGreaterThan(1);
    const filters = { tab: 'crossed', marketplace: 'trendyol' };
    const { answer, sheet, cell } = await exportedSheet(h, admin, ADMIN_CATEGORY_CROSS_ROUTES.export.path, filters, 'en', STAFF_EXPORTS);
    expect(answer.rows).toBe(expected.total);
    expect(sheet.actualRowCount).toBe(expected.total + 1);
    const columns = [en.adminCrossing.columns.categoryId, en.adminCrossing.columns.status];
    expect(columns.map((header) => cell(header).value)).toEqual([expected.items[0]!.categoryId, en.categories.crossStatus.crossed]);
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
