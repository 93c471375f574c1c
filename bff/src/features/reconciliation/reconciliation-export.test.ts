import ExcelJS from 'exceljs';
import { API } from '@contract/api/paths';
import type { ReconciliationListAnswer } from '@contract/reconciliation/reconciliation.api';
import type { TransactionListAnswer } from '@contract/transactions/transaction.query';
import { RECONCILIATION_ROUTES } from '@contract/reconciliation/reconciliation.routes';
import { TRANSACTION_ROUTES } from '@contract/transactions/transaction.routes';
import tr from '@locales/tr.json';
import { exportedSheet, wallClockOf } from '../../lib/jobs/export-test-support';
import { TestBrowser } from '../../test/browser';
import { createHarness, type Harness } from '../../test/harness';
import { harnessPerFile, tempDirPerFile } from '../../test/harness-per-file';

const exportDir = tempDirPerFile('tezgah-recon-export-');
let h: Harness;
harnessPerFile(
  (harness) => {
    h = harness;
  },
  { env: { EXPORT_DIR: exportDir } },
);

describe('reconciliation export', () => {
  it('exports the period and filters on screen as a transaction whose .xlsx holds exactly its lines', async () => {
    const seller = new TestBrowser(h.app);
    await seller.signIn('omar@demo.tezgah.dev');
    const filters = { tab: 'past', marketplace: 'noon-ae' };
    const expected = (await (
      await seller.call(RECONCILIATION_ROUTES.list, { search: 'tab=past&marketplace=noon-ae&pageSize=1&sort=total' })
    ).json()) as ReconciliationListAnswer;
    expect(expected.total).toBeGreaterThan(0);
    const { answer, transaction, sheet, cell } = await exportedSheet(h, seller, API.reconciliationExport, { ...filters, page: '3' });
    expect(answer.rows).toBe(expected.total);
    expect(transaction).toMatchObject({
      status: 'done',
      method: 'reconciliationExport',
      rows: expected.total,
      file: expect.stringMatching(/^reconciliation-.*\.xlsx$/),
    });
    expect(sheet.getRow(1).getCell(4).value).toBe('Type');
    expect(sheet.actualRowCount).toBe(expected.total + 1);
    const periodIds = new Set<unknown>();
    for (let row = 2; row <= sheet.actualRowCount; row += 1) periodIds.add(cell('Period', row).value);
    expect([...periodIds]).toEqual([expected.period!.id]);
    expect(cell('Channel').value).toBe('Noon UAE');
    expect(cell('Marketplace').value).toBe('Noon');
  });

  it('writes Turkish labels, due days as Excel dates and both amounts with their own currency', async () => {
    const seller = new TestBrowser(h.app);
    await seller.signIn('omar@demo.tezgah.dev');
    const { items } = (await (
      await seller.call(RECONCILIATION_ROUTES.list, { search: 'tab=past&marketplace=noon-ae&pageSize=1' })
    ).json()) as ReconciliationListAnswer;
    const line = items[0]!;
    const { cell } = await exportedSheet(h, seller, API.reconciliationExport, { tab: 'past', marketplace: 'noon-ae' }, 'tr');
    expect(cell('Dönem').value).toBe(line.periodId);
    expect(cell('Kanal').value).toBe(tr.marketplaces['noon-ae']);
    expect(cell('Tür').value).toBe(tr.reconciliation.types[line.type]);
    expect(cell('Vade tarihi').type).toBe(ExcelJS.ValueType.Date);
    expect(cell('Vade tarihi').value).toEqual(new Date(`${line.dueDate}T00:00:00Z`));
    expect(cell('Vade tarihi').numFmt).toBe('dd.mm.yyyy');
    expect(cell('İşlem tarihi').value).toEqual(wallClockOf(line.transactionDate, 'Europe/Istanbul'));
    expect(cell('İşlem tarihi').numFmt).toBe('dd.mm.yyyy hh:mm');
    expect(cell('Tutar').value).toBe(line.total);
    expect(cell('Tutar').numFmt).toBe(`#,##0.00 "${line.currency}"`);
    expect(cell('Pazaryeri tutarı').value).toBe(line.marketplaceTotal);
    expect(cell('Pazaryeri tutarı').numFmt).toBe(`#,##0.00 "${line.marketplaceCurrency}"`);
    expect(cell('Beklenen').value).toBe(line.expected ? 'Evet' : 'Hayır');
  });

  it('refuses more than 100,000 lines before any work starts', async () => {
    const large = await createHarness({ env: { EXPORT_DIR: exportDir }, largeOrders: { companyId: 1001, count: 30_000 } });
    const seller = new TestBrowser(large.app);
    await seller.signIn('ayse@demo.tezgah.dev');
    const all = (await (await seller.call(RECONCILIATION_ROUTES.list, { search: 'tab=all&pageSize=1' })).json()) as ReconciliationListAnswer;
    expect(all.total).toBeGreaterThan(100_000);
    const response = await seller.call(RECONCILIATION_ROUTES.export, { body: { tab: 'all' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'exportTooLarge' });
    expect(((await (await seller.call(TRANSACTION_ROUTES.list)).json()) as TransactionListAnswer).total).toBe(0);
  });

  it('refuses a date range over 10 days', async () => {
    const seller = new TestBrowser(h.app);
    await seller.signIn('ayse@demo.tezgah.dev');
    const response = await seller.call(RECONCILIATION_ROUTES.export, { body: { from: '2026-01-01', to: '2026-01-30' } });
    expect(await response.json()).toMatchObject({ code: 'validation', fields: { from: 'validation.dateRangeTooLong' } });
  });
});
