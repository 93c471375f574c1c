import ExcelJS from 'exceljs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API } from '@contract/api/paths';
import type { ExportAnswer } from '@contract/orders/order.api';
import type { ReconciliationListAnswer } from '@contract/reconciliation/reconciliation.api';
import type { TransactionListAnswer } from '@contract/transactions/transaction.query';
import type { Transaction } from '@contract/transactions/transaction.types';
import { TestBrowser } from '../../test/browser';
import { createHarness, type Harness } from '../../test/harness';

let exportDir: string;
let h: Harness;
beforeAll(async () => {
  exportDir = await mkdtemp(join(tmpdir(), 'tezgah-recon-export-'));
  h = await createHarness({ env: { EXPORT_DIR: exportDir } });
});
beforeEach(() => h.reset());
afterAll(async () => {
  await rm(exportDir, { recursive: true, force: true });
});

describe('reconciliation export', () => {
  it('exports the period and filters on screen as a transaction whose .xlsx holds exactly its lines', async () => {
    const seller = new TestBrowser(h.app);
    await seller.signIn('omar@demo.tezgah.dev');
    const filters = { tab: 'past', marketplace: 'noon-ae' };
    const expected = (await (await seller.get(`${API.reconciliation}?tab=past&marketplace=noon-ae&pageSize=1&sort=total`)).json()) as ReconciliationListAnswer;
    expect(expected.total).toBeGreaterThan(0);
    const response = await seller.post(API.reconciliationExport, { ...filters, page: '3' });
    expect(response.status).toBe(202);
    const answer = (await response.json()) as ExportAnswer;
    expect(answer.rows).toBe(expected.total);
    await h.jobs.drain();
    const transaction = (await (await seller.get(`${API.transactions}/${answer.transactionId}`)).json()) as Transaction;
    expect(transaction).toMatchObject({
      status: 'done',
      method: 'reconciliationExport',
      rows: expected.total,
      file: expect.stringMatching(/^reconciliation-.*\.xlsx$/),
    });
    const file = await seller.get(`${API.transactions}/${answer.transactionId}/file`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(4).value).toBe('Type');
    expect(sheet.actualRowCount).toBe(expected.total + 1);
    const column = (header: string) => (sheet.getRow(1).values as unknown[]).indexOf(header);
    const periodIds = new Set<unknown>();
    sheet.eachRow((row, number) => {
      if (number > 1) periodIds.add(row.getCell(column('Period')).value);
    });
    expect([...periodIds]).toEqual([expected.period!.id]);
    expect(sheet.getRow(2).getCell(column('Channel')).value).toBe('noon-ae');
  });

  it('refuses more than 100,000 lines before any work starts', async () => {
    const large = await createHarness({ env: { EXPORT_DIR: exportDir }, largeOrders: { companyId: 1001, count: 30_000 } });
    const seller = new TestBrowser(large.app);
    await seller.signIn('ayse@demo.tezgah.dev');
    const all = (await (await seller.get(`${API.reconciliation}?tab=all&pageSize=1`)).json()) as ReconciliationListAnswer;
    expect(all.total).toBeGreaterThan(100_000);
    const response = await seller.post(API.reconciliationExport, { tab: 'all' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'exportTooLarge' });
    expect(((await (await seller.get(API.transactions)).json()) as TransactionListAnswer).total).toBe(0);
  });

  it('refuses a date range over 10 days', async () => {
    const seller = new TestBrowser(h.app);
    await seller.signIn('ayse@demo.tezgah.dev');
    const response = await seller.post(API.reconciliationExport, { from: '2026-01-01', to: '2026-01-30' });
    expect(await response.json()).toMatchObject({ code: 'validation', fields: { from: 'validation.dateRangeTooLong' } });
  });
});
