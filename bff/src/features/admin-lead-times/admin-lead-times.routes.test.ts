import type { LeadTimeListAnswer } from '@contract/admin-lead-times/lead-time.types';
import type { ImportStartedAnswer } from '@contract/imports/import.types';
import type { Transaction } from '@contract/transactions/transaction.types';
import ExcelJS from 'exceljs';
import { TestBrowser } from '../../test/browser';
import type { Harness } from '../../test/harness';
import { harnessPerFile, tempDirPerFile } from '../../test/harness-per-file';
import { expectBatchIds } from '../../test/batch-ids';

async function xlsxOf(rows: (string | number | null)[][]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sayfa1');
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

describe('admin lead times', () => {
  let h: Harness;
  let admin: TestBrowser;
  const uploadDir = tempDirPerFile('tezgah-admin-lead-times-');
  harnessPerFile(
    async (harness, browser) => {
      h = harness;
      admin = browser;
      await admin.signIn('admin@demo.tezgah.dev', true);
    },
    { env: { UPLOAD_DIR: uploadDir } },
  );
  const list = async (query: string) => {
    const response = await admin.get(`/api/admin/lead-times?${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as LeadTimeListAnswer;
  };

  it('asks for a company before it lists, then lists its categories with their days', async () => {
    expect((await admin.get('/api/admin/lead-times')).status).toBe(400);
    const listed = await list('companyId=1001&pageSize=100');
    expect(listed.items.length).toBeGreaterThan(0);
    expect(listed.items.every((row) => row.companyId === 1001 && row.minDays <= row.maxDays)).toBe(true);
  });

  it('sets a category’s lead time from a Turkish file, which the list then shows; a bad row lands in the error file', async () => {
    const [row] = (await list('companyId=1002&pageSize=100')).items;
    const bytes = await xlsxOf([
      ['Firma ID', 'Kategori ID', 'Hazırlık Süresi'],
      [1002, row!.categoryId, 9],
      [1002, 99_999, 3],
    ]);
    const sent = await admin.sendFile('/api/admin/lead-time-imports?name=sureler.xlsx&lang=tr', bytes);
    expect(sent.status).toBe(202);
    const { transactionId } = (await sent.json()) as ImportStartedAnswer;
    await h.jobs.drain();
    await expectBatchIds(h, transactionId);
    const run = (await (await admin.get(`/api/admin/lead-time-imports/${transactionId}`)).json()) as Transaction;
    expect(run).toMatchObject({ method: 'leadTimeImport', status: 'warning', rows: 2, importErrorFile: 'sureler-errors.xlsx' });
    expect(run.childErrors[0]?.reasons).toEqual([{ code: 'imports.reasons.categoryUnknown', column: 'Kategori ID', params: { categoryId: 99_999 } }]);
    const after = (await list(`companyId=1002&q=${row!.categoryId}`)).items[0]!;
    expect(after).toMatchObject({ minDays: 9, maxDays: 9 });
    expect((await admin.get(`/api/admin/lead-time-imports/${transactionId}/error-file`)).status).toBe(200);
  });

  it('refuses an admin acting as a seller', async () => {
    const acting = new TestBrowser(h.app);
    await acting.actAs(1001);
    expect((await acting.get('/api/admin/lead-times?companyId=1001')).status).toBe(403);
    expect((await acting.get('/api/admin/lead-time-template')).status).toBe(403);
  });
});
