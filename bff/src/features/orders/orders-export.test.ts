import ExcelJS from 'exceljs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API } from '@contract/api/paths';
import type { OrderListAnswer } from '@contract/orders/order.api';
import type { TransactionListAnswer } from '@contract/transactions/transaction.query';
import en from '@locales/en.json';
import tr from '@locales/tr.json';
import { exportedSheet, wallClockOf } from '../../lib/jobs/export-test-support';
import { TestBrowser } from '../../test/browser';
import { createHarness, type Harness } from '../../test/harness';

const BUNDLES = { en, tr } as const;

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
    const { answer, transaction, sheet, cell } = await exportedSheet(h, seller, API.ordersExport, { tab: 'cancelled' });
    expect(answer.rows).toBe(expected.total);
    expect(transaction).toMatchObject({ status: 'done', method: 'orderExport', rows: expected.total });
    expect(sheet.actualRowCount).toBe(expected.total + 1);
    expect(cell('Order ID').value).toBe(expected.items[0]!.id);
  });

  it.each([
    [
      'en',
      {
        id: 'Order ID',
        channel: 'Sales channel',
        status: 'Status',
        delayed: 'Delayed',
        orderDate: 'Order date',
        dueDate: 'Latest shipping date',
        total: 'Grand total',
        currency: 'Currency',
      },
      'Cancel',
      'No',
      'dd/mm/yyyy hh:mm',
    ],
    [
      'tr',
      {
        id: 'Sipariş No',
        channel: 'Satış kanalı',
        status: 'Durum',
        delayed: 'Gecikti',
        orderDate: 'Sipariş tarihi',
        dueDate: 'Son kargolama tarihi',
        total: 'Genel toplam',
        currency: 'Para birimi',
      },
      'İptal',
      'Hayır',
      'dd.mm.yyyy hh:mm',
    ],
  ])("writes the screen's labels in %s, real Excel dates in Istanbul time and amounts with their currency", async (lang, headers, cancel, no, dateFormat) => {
    const seller = new TestBrowser(h.app);
    await seller.signIn('ayse@demo.tezgah.dev');
    const { items } = (await (await seller.get(`${API.orders}?tab=cancelled&pageSize=1`)).json()) as OrderListAnswer;
    const order = items[0]!;
    const { cell } = await exportedSheet(h, seller, API.ordersExport, { tab: 'cancelled' }, lang);
    expect(cell(headers.id).value).toBe(order.id);
    expect(cell(headers.channel).value).toBe(BUNDLES[lang as 'en' | 'tr'].marketplaces[order.salesChannel]);
    expect(cell(headers.status).value).toBe(cancel);
    expect(cell(headers.delayed).value).toBe(order.delayed ? BUNDLES[lang as 'en' | 'tr'].common.yes : no);
    for (const [header, iso] of [
      [headers.orderDate, order.orderDate],
      [headers.dueDate, order.dueDate],
    ] as const) {
      expect(cell(header).type).toBe(ExcelJS.ValueType.Date);
      expect(cell(header).value).toEqual(wallClockOf(iso, 'Europe/Istanbul'));
      expect(cell(header).numFmt).toBe(dateFormat);
    }
    expect(cell(headers.total).type).toBe(ExcelJS.ValueType.Number);
    expect(cell(headers.total).value).toBe(order.grandTotal);
    expect(cell(headers.total).numFmt).toBe(`#,##0.00 "${order.currency}"`);
    expect(cell(headers.currency).value).toBe(order.currency);
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
