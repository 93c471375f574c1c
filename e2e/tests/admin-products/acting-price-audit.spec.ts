/**
 * The audit trail names both people behind an admin-as-seller change: the admin acting as a seller changes a variant
 * price on All Products (quick edit), goes back to admin, and reads the entry back from GET /api/admin/audit.
 */
import { API } from '@contract/api/paths';
import { AUDIT_ROUTES } from '@contract/audit/audit.routes';
import type { AuditListAnswer } from '@contract/audit/audit.types';
import { DEMO_ACCOUNTS } from '@mocks/world/demo-accounts';
import { writeHeaders } from '../../support/api';
import { expect, test } from '../../support/fixtures';
import { listVariants } from '../../support/variants-api';
import { QuickEditPage } from '../../pages/quick-edit-page';

/** A generated company no other e2e test acts as or pins: its first variant's price changes. */
const COMPANY = 1007;
const ADMIN = DEMO_ACCOUNTS.find((account) => account.userId === 'usr-admin')!;

test.describe('an admin acting as a seller', () => {
  test.use({ signedInAs: 'admin', actingAs: COMPANY, ownSession: true });
  test.describe.configure({ timeout: 60_000 });

  test('changes a price and the audit entry names both the admin and the company', async ({ page, texts, baseURL }) => {
    const [variant] = (await listVariants(page.request, { sort: { field: 'id', direction: 'asc' }, pageSize: 1 })).items;
    const price = Math.round(variant!.price) + 1;
    const grid = new QuickEditPage(page, texts);
    await grid.goto('?tab=all&sort=id');
    await grid.setCell(variant!.id, 'price', String(price));
    if (variant!.retailPrice < price) await grid.setCell(variant!.id, 'retailPrice', String(price));
    const saved = page.waitForResponse((answer) => answer.url().endsWith(API.variantsQuickEdit) && answer.request().method() === 'POST');
    await grid.save.click();
    expect((await saved).status()).toBe(200);

    const back = await page.request.post(API.adminBack, { headers: writeHeaders(baseURL!) });
    expect(back.status()).toBe(200);
    const audit = await page.request.get(`${AUDIT_ROUTES.list.path}?companyId=${COMPANY}&action=variant.quickEdit`);
    expect(audit.status()).toBe(200);
    const entries = ((await audit.json()) as AuditListAnswer).items;
    const outcome = entries.find((entry) => entry.kind === 'outcome' && entry.status === 200);
    expect(outcome, 'the saved change has its outcome entry').toBeDefined();
    expect(outcome).toMatchObject({ adminId: ADMIN.userId, adminEmail: ADMIN.email, companyId: COMPANY, action: 'variant.quickEdit' });
    const attempt = entries.find((entry) => entry.id === outcome!.attemptId);
    expect(attempt).toMatchObject({ kind: 'attempt', adminEmail: ADMIN.email, companyId: COMPANY });
    expect(JSON.stringify(attempt!.input)).toContain(String(price));
  });
});
