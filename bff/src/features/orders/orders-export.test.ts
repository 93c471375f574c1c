import ExcelJS from 'exceljs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API } from '@contract/api/paths';
import type { ExportAnswer, OrderListAnswer } from '@contract/orders/order.api';
import type { TransactionListAnswer } from '@contract/transactions/transaction.query';
import type { Transaction } from '@contract/transactions/transaction.types';
import { TestBrowser } from '../../test/browser';
import { createHarness, type Harness } from '../../test/harness';

let exportDir: string;
let h: Harness;
beforeAll(async () => {
  exportDir = await mkdtemp(join(tmpdir(), 'tezgah-export-test-'));
  h = await createHarness({ env: { EXPORT_DIR: exportDir } });
});
beforeEach(() => h.reset());
afterAll(async () => {
  await rm(exportDir, { recursive: true, force: true });
});

describe('orders export', () => {
  it('exports the tab on screen as a transaction whose .xlsx holds exactly its rows', async () => {
    const seller = new TestBrowser(h.app);
    await seller.signIn('ayse@demo.tezgah.dev');
    const expected = (await (await seller.get(`${API.orders}?tab=cancelled&pageSize=1`)).json()) as OrderListAnswer;
    const response = await seller.post(API.ordersExport, { tab: 'cancelled' });
    expect(response.status).toBe(202);
    const answer = (await response.json()) as ExportAnswer;
    expect(answer.rows).toBe(expected.total);
    await h.jobs.drain();
    const transaction = (await (await seller.get(`${API.transactions}/${answer.transactionId}`)).json()) as Transaction;
    expect(transaction).toMatchObject({ status: 'done', method: 'orderExport', rows: expected.total });
    const file = await seller.get(`${API.transactions}/${answer.transactionId}/file`);
    expect(file.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Order ID');
    expect(sheet.actualRowCount).toBe(expected.total + 1);
    expect(sheet.getRow(2).getCell(7).value).toBe('cancel');
  });

  it('refuses more than 100,000 rows before any work starts', async () => {
    const large = await createHarness({ env: { EXPORT_DIR: exportDir }, largeOrders: { companyId: 1001, count: 100_001 } });
    const seller = new TestBrowser(large.app);
    await seller.signIn('ayse@demo.tezgah.dev');
    const response = await seller.post(API.ordersExport, { tab: 'all' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'exportTooLarge' });
    expect(((await (await seller.get(API.transactions)).json()) as TransactionListAnswer).total).toBe(0);
  }, 60_000);

  it('needs a date range for the package export', async () => {
    const seller = new TestBrowser(h.app);
    await seller.signIn('ayse@demo.tezgah.dev');
    const response = await seller.post(API.packagesExport, { tab: 'delivered' });
    expect(await response.json()).toMatchObject({ code: 'validation', fields: { from: 'validation.dateRangeRequired' } });
  });
});
