/** Company Tools through the BFF: the companies with their state, a suspension the seller's importer then refuses, a ban confirmed by name. */
import { ADMIN_COMPANY_TOOLS_ROUTES as ROUTES } from '@contract/admin-companies/company-tools.routes';
import type { BanPreview, CompanyToolRow, CompanyToolsAnswer } from '@contract/admin-companies/company-tools';
import { API } from '@contract/api/paths';
import { fillPath } from '@contract/api/route-def';
import { AUDIT_ROUTES } from '@contract/audit/audit.routes';
import type { AuditListAnswer } from '@contract/audit/audit.types';
import { ERROR_MESSAGES } from '@contract/errors';
import { IMPORT_ROUTES } from '@contract/imports/import.routes';
import type { ImportSettingsAnswer } from '@contract/imports/import.types';
import { BANNED_IMPORT_COMPANY_ID, SUSPENDED_IMPORT_COMPANY_ID } from '@mocks/world/imports/import-book';
import type { Harness } from '../../test/harness';
import type { TestBrowser } from '../../test/browser';
import { harnessPerFile } from '../../test/harness-per-file';

let h: Harness;
let browser: TestBrowser;
harnessPerFile((harness, fresh) => {
  h = harness;
  browser = fresh;
});

/** A generated company no other test here changes. */
const COMPANY = 1006;
const pathOf = (def: { path: string }) => fillPath(def.path, { companyId: COMPANY });
const listOf = async (query = '') => (await (await browser.get(`${ROUTES.list.path}${query}`)).json()) as CompanyToolsAnswer;
const companyName = () => h.sandbox.world.companies.find((company) => company.id === COMPANY)!.name;

describe('company tools', () => {
  beforeEach(async () => {
    await browser.signIn('admin@demo.tezgah.dev', true);
  });

  it('lists every company with its import state, version-2 flag and contact, and a tab per blocked state', async () => {
    const all = await listOf('?pageSize=10');
    expect(all.items.map((row) => row.companyId)).toEqual([1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010]);
    expect(all.tabCounts).toEqual({ all: h.sandbox.world.companies.length, suspended: 1, banned: 1 });
    const gulf = all.items.find((row) => row.companyId === 1002)!;
    expect(gulf).toMatchObject({ name: 'Gulf Home Goods', country: 'AE', version2: true, importState: 'allowed' });
    expect(gulf.contact?.email).toMatch(/@/);
    expect(all.items.find((row) => row.companyId === 1001)?.version2).toBe(false);
    expect((await listOf('?tab=suspended')).items.map((row) => [row.companyId, row.importState])).toEqual([[SUSPENDED_IMPORT_COMPANY_ID, 'suspended']]);
    expect((await listOf('?tab=banned')).items.map((row) => [row.companyId, row.importState])).toEqual([[BANNED_IMPORT_COMPANY_ID, 'banned']]);
    expect((await listOf('?q=Gulf')).items.map((row) => row.companyId)).toEqual([1002]);
  });

  it('suspends a company’s imports: the seller’s importer refuses with its text, and allowing them again lets it through', async () => {
    const suspended = await browser.send('PUT', pathOf(ROUTES.setImportState), { body: { state: 'suspended' } });
    expect(suspended.status).toBe(200);
    expect(((await suspended.json()) as CompanyToolRow).importState).toBe('suspended');
    expect((await listOf('?tab=suspended')).items.map((row) => row.companyId)).toEqual([COMPANY, SUSPENDED_IMPORT_COMPANY_ID]);

    await browser.actAs(COMPANY);
    expect(((await (await browser.get(IMPORT_ROUTES.settings.path)).json()) as ImportSettingsAnswer).state).toBe('suspended');
    const upload = await browser.sendFile(`${fillPath(IMPORT_ROUTES.upload.path, { kind: 'stockPrice' })}?name=prices.xlsx`, new Uint8Array([1]));
    expect(upload.status).toBe(403);
    expect(await upload.json()).toMatchObject({ code: 'importSuspended', message: ERROR_MESSAGES.importSuspended });

    await browser.post(API.adminBack);
    expect((await browser.send('PUT', pathOf(ROUTES.setImportState), { body: { state: 'allowed' } })).status).toBe(200);
    await browser.actAs(COMPANY);
    expect(((await (await browser.get(IMPORT_ROUTES.settings.path)).json()) as ImportSettingsAnswer).state).toBe('allowed');
  });

  it('bans only with the company’s name typed again, after a preview; the audit trail names the company', async () => {
    const preview = (await (await browser.get(pathOf(ROUTES.banPreview))).json()) as BanPreview;
    expect(preview).toEqual({ companyId: COMPANY, companyName: companyName(), importState: 'allowed', importsUnderWay: 0 });
    const wrong = await browser.post(pathOf(ROUTES.ban), { confirmation: 'someone else' });
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toMatchObject({ code: 'typedConfirmationMismatch' });
    expect((await listOf('?tab=banned')).items.map((row) => row.companyId)).toEqual([BANNED_IMPORT_COMPANY_ID]);

    const banned = await browser.post(pathOf(ROUTES.ban), { confirmation: ` ${companyName()} ` });
    expect(banned.status).toBe(200);
    expect(((await banned.json()) as CompanyToolRow).importState).toBe('banned');
    const audit = (await (await browser.get(`${AUDIT_ROUTES.list.path}?action=adminCompanyTools.ban`)).json()) as AuditListAnswer;
    expect(audit.items.map((entry) => [entry.kind, entry.companyId, entry.status])).toEqual([
      ['outcome', COMPANY, 200],
      ['attempt', COMPANY, null],
      ['outcome', COMPANY, 422],
      ['attempt', COMPANY, null],
    ]);
  });

  it('refuses a ban through the plain state change, and an unknown company', async () => {
    expect((await browser.send('PUT', pathOf(ROUTES.setImportState), { body: { state: 'banned' } })).status).toBe(400);
    expect((await browser.get(fillPath(ROUTES.banPreview.path, { companyId: 999_999 }))).status).toBe(404);
  });
});
