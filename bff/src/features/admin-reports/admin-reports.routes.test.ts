import ExcelJS from 'exceljs';
import type { ReportListAnswer, ReportSummary } from '@contract/admin-reports/report.types';
import type { ExportAnswer } from '@contract/orders/order.api';
import type { Transaction } from '@contract/transactions/transaction.types';
import { TestBrowser } from '../../test/browser';
import type { Harness } from '../../test/harness';
import { harnessPerFile } from '../../test/harness-per-file';

const RANGE = 'from=2026-01-01&to=2026-01-10';

describe('admin operational reports', () => {
  let h: Harness;
  let admin: TestBrowser;
  harnessPerFile(async (harness, browser) => {
    h = harness;
    admin = browser;
    await admin.signIn('admin@demo.tezgah.dev', true);
  });
  const read = async <T>(path: string): Promise<T> => {
    const response = await admin.get(path);
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  };

  it('lists a company’s figures per marketplace and the charts’ figures under the same filters', async () => {
    const rows = await read<ReportListAnswer>(`/api/admin/reports/operational?${RANGE}&companyId=1001`);
    expect(rows.items.length).toBeGreaterThan(0);
    expect(rows.items.every((row) => row.companyId === 1001 && row.orders >= row.cancelledOrders)).toBe(true);
    const summary = await read<ReportSummary>(`/api/admin/reports/operational/summary?${RANGE}&companyId=1001`);
    expect(summary).toMatchObject({ from: '2026-01-01', to: '2026-01-10', currency: 'EUR' });
    expect(summary.totals.orders).toBe(rows.items.reduce((sum, row) => sum + row.orders, 0));
    expect(summary.days).toHaveLength(10);
  });

  it('refuses a range longer than a year or out of order, naming the range', async () => {
    const long = await admin.get('/api/admin/reports/operational?from=2024-01-01&to=2026-01-01');
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({ fields: { from: 'adminReports.rangeTooLong' } });
    expect((await admin.get('/api/admin/reports/operational/summary?from=2026-01-10&to=2026-01-01')).status).toBe(400);
  });

  it('exports the table in the reader’s language as a staff transaction, then serves the file', async () => {
    const sent = await admin.post('/api/admin/reports/operational/export?lang=tr', { from: '2026-01-01', to: '2026-01-10', companyId: '1002' });
    expect(sent.status).toBe(202);
    const { transactionId, rows } = (await sent.json()) as ExportAnswer;
    await h.jobs.drain();
    const transaction = await read<Transaction>(`/api/admin/exports/${transactionId}`);
    expect(transaction).toMatchObject({ method: 'staffListExport', status: 'done', rows, companyId: 0 });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await (await admin.get(`/api/admin/exports/${transactionId}/file`)).arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(2).value).toBe('Firma');
    expect(sheet.getRow(2).getCell(1).value).toBe(1002);
    expect(sheet.rowCount).toBe(rows + 1);
  });

  it('refuses sellers and an admin acting as a seller', async () => {
    const acting = new TestBrowser(h.app);
    await acting.actAs(1001);
    expect((await acting.get(`/api/admin/reports/operational?${RANGE}`)).status).toBe(403);
    expect((await acting.post('/api/admin/reports/operational/export', {})).status).toBe(403);
  });
});
