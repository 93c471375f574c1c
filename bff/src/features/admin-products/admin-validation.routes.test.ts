/** /admin/product-validation through the BFF: the queue across companies, re-validation, and the company setting the seller's screen reads. */
import { ADMIN_PRODUCT_VALIDATION_ROUTES as ROUTES } from '@contract/admin-products/admin-validation.routes';
import type { AdminValidationAnswer, RevalidateAnswer, ValidationCompaniesAnswer } from '@contract/admin-products/admin-validation';
import type { UserInfo } from '@contract/api/session';
import { fillPath } from '@contract/api/route-def';
import { AUDIT_ROUTES } from '@contract/audit/audit.routes';
import type { AuditListAnswer } from '@contract/audit/audit.types';
import { PRODUCT_VALIDATION_ROUTES } from '@contract/catalog/product-validation.routes';
import { AUTH_ROUTES } from '@contract/auth/auth.routes';
import type { Harness } from '../../test/harness';
import { harnessPerFile } from '../../test/harness-per-file';
import { TestBrowser } from '../../test/browser';

let h: Harness;
let admin: TestBrowser;
harnessPerFile((harness, fresh) => {
  h = harness;
  admin = fresh;
});

const companyPath = (def: { path: string }, companyId: number) => fillPath(def.path, { companyId });

async function seller(email: string): Promise<TestBrowser> {
  const browser = new TestBrowser(h.app);
  await browser.signIn(email);
  return browser;
}

describe('GET /api/admin/product-validation', () => {
  it('lists failing products per marketplace with reasons, filtered by company and marketplace', async () => {
    await admin.signIn('admin@demo.tezgah.dev', true);
    const response = await admin.get(`${ROUTES.list.path}?companyId=1002&marketplace=trendyol&pageSize=10`);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as AdminValidationAnswer;
    expect(answer.total).toBeGreaterThan(0);
    for (const row of answer.items) {
      expect(row).toMatchObject({ companyId: 1002, companyName: 'Gulf Home Goods', marketplace: 'trendyol' });
      expect(row.reasons.length).toBeGreaterThan(0);
      expect(row.skus.length).toBeGreaterThan(0);
    }
  });

  it('refuses a seller and an admin acting as one', async () => {
    expect((await (await seller('ayse@demo.tezgah.dev')).get(ROUTES.list.path)).status).toBe(403);
    await admin.signIn('admin@demo.tezgah.dev', true);
    await admin.actAs(1001);
    expect((await admin.get(ROUTES.list.path)).status).toBe(403);
  });
});

describe('POST /api/admin/product-validation/revalidate', () => {
  it('sends a failing product again, takes it off the queue, audits it, and refuses it a second time', async () => {
    await admin.signIn('admin@demo.tezgah.dev', true);
    const before = (await (await admin.get(`${ROUTES.list.path}?companyId=1003`)).json()) as AdminValidationAnswer;
    const [row] = before.items;
    const item = { companyId: row!.companyId, productId: row!.productId, marketplace: row!.marketplace };
    const sent = await admin.post(ROUTES.revalidate.path, { items: [item] });
    expect(sent.status).toBe(200);
    expect((await sent.json()) as RevalidateAnswer).toEqual({ revalidated: 1, skipped: 0 });
    const after = (await (await admin.get(`${ROUTES.list.path}?companyId=1003`)).json()) as AdminValidationAnswer;
    expect(after.total).toBe(before.total - 1);
    const again = await admin.post(ROUTES.revalidate.path, { items: [item] });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'validationNotFailing' });
    const audit = (await (await admin.call(AUDIT_ROUTES.list, { search: 'action=adminProductValidation.revalidate' })).json()) as AuditListAnswer;
    expect(audit.items.some((entry) => entry.kind === 'outcome' && entry.status === 200)).toBe(true);
  });

  it('refuses an empty selection with its field', async () => {
    await admin.signIn('admin@demo.tezgah.dev', true);
    const response = await admin.post(ROUTES.revalidate.path, { items: [] });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fields: { items: 'adminProductValidation.noneSelected' } });
  });
});

describe('the companies that see seller Product Validation', () => {
  it('starts with the seeded list and lets an admin add a company, whose seller then sees the screen', async () => {
    await admin.signIn('admin@demo.tezgah.dev', true);
    const seeded = (await (await admin.get(ROUTES.companies.path)).json()) as ValidationCompaniesAnswer;
    expect(seeded.items).toEqual([{ companyId: 1001, companyName: 'Anadolu Tekstil' }]);
    const omarBefore = await seller('omar@demo.tezgah.dev');
    expect((await omarBefore.call(PRODUCT_VALIDATION_ROUTES.list)).status).toBe(403);

    const added = await admin.send('PUT', companyPath(ROUTES.addCompany, 1002));
    expect(added.status).toBe(200);
    expect(((await added.json()) as ValidationCompaniesAnswer).items.map((company) => company.companyId)).toEqual([1001, 1002]);
    const omar = await seller('omar@demo.tezgah.dev');
    const me = (await (await omar.call(AUTH_ROUTES.me)).json()) as { user: UserInfo };
    expect(me.user.flags.productValidation).toBe(true);
    expect((await omar.call(PRODUCT_VALIDATION_ROUTES.list)).status).toBe(200);
  });

  it('removing a company refuses its seller at once, even in a session signed in before', async () => {
    const ayse = await seller('ayse@demo.tezgah.dev');
    expect((await ayse.call(PRODUCT_VALIDATION_ROUTES.list)).status).toBe(200);
    await admin.signIn('admin@demo.tezgah.dev', true);
    const removed = await admin.delete(companyPath(ROUTES.removeCompany, 1001));
    expect(((await removed.json()) as ValidationCompaniesAnswer).items).toEqual([]);
    expect((await ayse.call(PRODUCT_VALIDATION_ROUTES.list)).status).toBe(403);
  });

  it('answers 404 for a company the directory does not know', async () => {
    await admin.signIn('admin@demo.tezgah.dev', true);
    expect((await admin.send('PUT', companyPath(ROUTES.addCompany, 999_999))).status).toBe(404);
  });
});
