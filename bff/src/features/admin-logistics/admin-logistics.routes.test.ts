import type { CompanyLogisticsListAnswer, HepsijetBulkAnswer, StaffHolidayListAnswer } from '@contract/admin-logistics/admin-logistics.types';
import type { ImportStartedAnswer } from '@contract/imports/import.types';
import type { EadListAnswer } from '@contract/logistics/ead.query';
import type { EadRow, LogisticsProfile } from '@contract/logistics/logistics.types';
import type { Transaction } from '@contract/transactions/transaction.types';
import { orderBookOf } from '@mocks/world/orders/order-book';
import ExcelJS from 'exceljs';
import { TestBrowser } from '../../test/browser';
import type { Harness } from '../../test/harness';
import { harnessPerFile, tempDirPerFile } from '../../test/harness-per-file';
import { expectBatchIds } from '../../test/batch-ids';

const BASE = '/api/admin/logistics';

async function xlsxOf(rows: (string | number | null)[][]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

async function firstSheet(bytes: ArrayBuffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes);
  const rows: string[][] = [];
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? ''))));
  return rows;
}

describe('admin logistics', () => {
  let h: Harness;
  let admin: TestBrowser;
  const uploadDir = tempDirPerFile('tezgah-admin-logistics-');
  harnessPerFile(
    async (harness, browser) => {
      h = harness;
      admin = browser;
      await admin.signIn('admin@demo.tezgah.dev', true);
    },
    { env: { UPLOAD_DIR: uploadDir } },
  );
  const json = async <T>(response: Response, status = 200): Promise<T> => {
    expect(response.status).toBe(status);
    return (await response.json()) as T;
  };
  const sellerProfile = async (email: string): Promise<LogisticsProfile> => {
    const seller = new TestBrowser(h.app);
    await seller.signIn(email);
    return json<LogisticsProfile>(await seller.get('/api/logistics/profile'));
  };

  it('lists every lane and edits one, which the sellers of both ends read', async () => {
    const all = await json<EadListAnswer>(await admin.get(`${BASE}/ead?pageSize=100`));
    expect(new Set(all.items.map((row) => row.originCountry)).size).toBeGreaterThan(1);
    const lane = (await json<EadListAnswer>(await admin.get(`${BASE}/ead?origin=TR&destination=DE`))).items[0]!;
    const edited = await json<EadRow>(await admin.send('PUT', `${BASE}/ead/${lane.id}`, { body: { estimatedDays: 9, saturday: !lane.saturday } }));
    expect(edited).toMatchObject({ id: lane.id, estimatedDays: 9, saturday: !lane.saturday });
    const seller = new TestBrowser(h.app);
    await seller.signIn('ayse@demo.tezgah.dev');
    const seen = await json<EadListAnswer>(await seller.get('/api/logistics/ead?origin=TR&destination=DE'));
    expect(seen.items[0]).toMatchObject({ estimatedDays: 9 });
    expect((await admin.send('PUT', `${BASE}/ead/${lane.id}`, { body: { estimatedDays: 0, saturday: true } })).status).toBe(400);
    expect((await admin.send('PUT', `${BASE}/ead/999999`, { body: { estimatedDays: 3, saturday: true } })).status).toBe(404);
  });

  it('lists every company’s holidays, upcoming first, by company and country', async () => {
    const upcoming = await json<StaffHolidayListAnswer>(await admin.get(`${BASE}/holidays`));
    expect(upcoming.tabCounts.all).toBeGreaterThan(upcoming.tabCounts.upcoming);
    expect(new Set(upcoming.items.map((holiday) => holiday.companyId)).size).toBeGreaterThan(1);
    const one = await json<StaffHolidayListAnswer>(await admin.get(`${BASE}/holidays?companyId=1001&tab=all`));
    expect(one.items.every((holiday) => holiday.companyId === 1001)).toBe(true);
    expect((await admin.get(`${BASE}/holidays?country=XX`)).status).toBe(400);
  });

  it('turns Hepsijet on for many companies at once, which each seller sees', async () => {
    const before = await json<CompanyLogisticsListAnswer>(await admin.get(`${BASE}/companies?tab=disabled&pageSize=100`));
    expect(before.items.some((row) => row.companyId === 1002)).toBe(true);
    const ids = before.items.slice(0, 3).map((row) => row.companyId);
    const answer = await json<HepsijetBulkAnswer>(await admin.post(`${BASE}/hepsijet`, { companyIds: [...ids, 1001, 999_999], enabled: true }));
    expect(answer).toEqual({ changed: 3, unchanged: 1, unknown: [999_999] });
    const after = await json<CompanyLogisticsListAnswer>(await admin.get(`${BASE}/companies?tab=enabled&pageSize=100`));
    expect(after.items.map((row) => row.companyId)).toEqual(expect.arrayContaining(ids));
    if (ids.includes(1002)) expect((await sellerProfile('omar@demo.tezgah.dev')).hepsijet.enabled).toBe(true);
    expect((await admin.post(`${BASE}/hepsijet`, { companyIds: [], enabled: true })).status).toBe(400);
  });

  it('refuses a seller and an admin acting as one', async () => {
    const seller = new TestBrowser(h.app);
    await seller.signIn('ayse@demo.tezgah.dev');
    expect((await seller.get(`${BASE}/companies`)).status).toBe(403);
    expect((await seller.post(`${BASE}/hepsijet`, { companyIds: [1001], enabled: false })).status).toBe(403);
    const acting = new TestBrowser(h.app);
    await acting.actAs(1001);
    expect((await acting.get(`${BASE}/ead`)).status).toBe(403);
    expect((await acting.sendFile(`${BASE}/etgb-imports?name=etgb.xlsx`, await xlsxOf([['Package ID', 'ETGB Number']]))).status).toBe(403);
  });

  it('matches the ETGB file’s packages by id across companies; an unmatched row lands in the error file in both languages', async () => {
    const exported = orderBookOf(h.sandbox.world, 1003)!.packages.find((pkg) => pkg.destinationCountry !== 'CN' && !pkg.smartCustomsApproval)!;
    const domestic = orderBookOf(h.sandbox.world, 1001)!.packages.find((pkg) => pkg.destinationCountry === 'TR')!;
    const bytes = await xlsxOf([
      ['Package ID', 'ETGB Number'],
      [exported.id, '25341200ex000123'],
      [1_003_999_999, '25341200EX000124'],
      [domestic.id, '25341200EX000125'],
      ['abc', 'x'],
    ]);
    const started = await json<ImportStartedAnswer>(await admin.sendFile(`${BASE}/etgb-imports?name=etgb.xlsx&lang=en`, bytes), 202);
    await h.jobs.drain();
    await expectBatchIds(h, started.transactionId);
    const run = await json<Transaction>(await admin.get(`${BASE}/etgb-imports/${started.transactionId}`));
    expect(run).toMatchObject({ method: 'etgbImport', status: 'warning', rows: 4, importErrorFile: 'etgb-errors.xlsx' });
    expect(exported.smartCustomsApproval).toBe(true);
    expect(run.childErrors.map((error) => error.reasons?.map((reason) => reason.code))).toEqual([
      ['imports.reasons.packageUnknown'],
      ['imports.reasons.etgbDomestic'],
      ['imports.reasons.wholeIdRequired', 'imports.reasons.etgbNumberInvalid'],
    ]);
    expect((await sellerProfile('li@demo.tezgah.dev')).customsDeclaration.status).toBe('approved');
    const english = await firstSheet(await (await admin.get(`${BASE}/etgb-imports/${started.transactionId}/error-file?lang=en`)).arrayBuffer());
    expect(english[0]).toEqual(['Row', 'Package ID', 'ETGB Number', 'Reasons']);
    expect(english[1]!.slice(0, 2)).toEqual(['3', '1003999999']);
    // The package's id is written as it is, never as a number of the reader's language (1,003,999,999).
    expect(english[1]!.at(-1)).toBe('Package ID: No package has the ID 1003999999.');
    const turkish = await firstSheet(await (await admin.get(`${BASE}/etgb-imports/${started.transactionId}/error-file?lang=tr`)).arrayBuffer());
    expect(turkish[0]).toEqual(['Satır', 'Package ID', 'ETGB Number', 'Nedenler']);
    expect((await admin.get('/api/admin/tag-imports/' + started.transactionId)).status).toBe(404);
  });

  it('gives the ETGB template in the reader’s language', async () => {
    const response = await admin.get(`${BASE}/etgb-template?lang=tr`);
    expect(response.status).toBe(200);
    expect((await firstSheet(await response.arrayBuffer()))[0]).toEqual(['Paket ID', 'ETGB Numarası']);
  });
});
