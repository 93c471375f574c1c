import ExcelJS from 'exceljs';
import { API } from '@contract/api/paths';
import type { OrderListAnswer } from '@contract/orders/order.api';
import type { TransactionListAnswer } from '@contract/transactions/transaction.query';
import { ORDER_ROUTES } from '@contract/orders/order.routes';
import { TRANSACTION_ROUTES } from '@contract/transactions/transaction.routes';
import { PACKAGE_ROUTES } from '@contract/packages/package.routes';
import en from '@locales/en.json';
import tr from '@locales/tr.json';
import { exportedSheet, wallClockOf } from '../../lib/jobs/export-test-support';
import { TestBrowser } from '../../test/browser';
import { createHarness, type Harness } from '../../test/harness';
import { harnessPerFile, tempDirPerFile } from '../../test/harness-per-file';

const BUNDLES = { en, tr } as const;

const exportDir = tempDirPerFile('tezgah-export-test-');
let h: Harness;
harnessPerFile(
  (harness) => {
    h = harness;
  },
  { env: { EXPORT_DIR: exportDir } },
);

describe('orders export', () => {
  it('exports the tab on screen as a transaction whose .xlsx holds exactly its rows', async () => {
    const seller = new TestBrowser(h.app);
    await seller.signIn('ayse@demo.tezgah.dev');
    const expected = (await (await seller.call(ORDER_ROUTES.list, { search: 'tab=cancelled&pageSize=1' })).json()) as OrderListAnswer;
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
    const { items } = (await (await seller.call(ORDER_ROUTES.list, { search: 'tab=cancelled&pageSize=1' })).json()) as OrderListAnswer;
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
    const response = await seller.call(ORDER_ROUTES.export, { body: { tab: 'all' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'exportTooLarge' });
    expect(((await (await seller.call(TRANSACTION_ROUTES.list)).json()) as TransactionListAnswer).total).toBe(0);
  }, 60_000);

  it('needs a date range for the package export', async () => {
    const seller = new TestBrowser(h.app);
    await seller.signIn('ayse@demo.tezgah.dev');
    const response = await seller.call(PACKAGE_ROUTES.export, { body: { tab: 'delivered' } });
    expect(await response.json()).toMatchObject({ code: 'validation', fields: { from: 'validation.dateRangeRequired' } });
  });
});
