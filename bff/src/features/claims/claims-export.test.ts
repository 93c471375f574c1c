import ExcelJS from 'exceljs';
import type { ClaimListAnswer } from '@contract/claims/claim.api';
import { CLAIM_ROUTES } from '@contract/claims/claim.routes';
import type { TransactionListAnswer } from '@contract/transactions/transaction.query';
import { TRANSACTION_ROUTES } from '@contract/transactions/transaction.routes';
import en from '@locales/en.json';
import tr from '@locales/tr.json';
import { exportedSheet, wallClockOf } from '../../lib/jobs/export-test-support';
import { TestBrowser } from '../../test/browser';
import type { Harness } from '../../test/harness';
import { harnessPerFile, tempDirPerFile } from '../../test/harness-per-file';

const EXPORT = CLAIM_ROUTES.export.path;

const exportDir = tempDirPerFile('tezgah-claim-export-');
let h: Harness;
harnessPerFile(
  (harness) => {
    h = harness;
  },
  { env: { EXPORT_DIR: exportDir } },
);

const listOf = async (browser: TestBrowser, query: string) => (await (await browser.call(CLAIM_ROUTES.list, { search: query })).json()) as ClaimListAnswer;

describe('claims export', () => {
  it('exports the tab and filters on screen as a transaction whose .xlsx holds exactly its claims', async () => {
    const seller = new TestBrowser(h.app);
    await seller.signIn('ayse@demo.tezgah.dev');
    const expected = await listOf(seller, 'type=return&pageSize=100');
    expect(expected.total).toBeGreaterThan(0);
    const { answer, transaction, sheet, cell } = await exportedSheet(h, seller, EXPORT, { type: 'return', page: '2', pageSize: '10' });
    expect(answer.rows).toBe(expected.total);
    expect(transaction).toMatchObject({ status: 'done', method: 'claimExport', rows: expected.total, file: expect.stringMatching(/^claims-.*\.xlsx$/) });
    expect(sheet.actualRowCount).toBe(expected.total + 1);
    const ids: unknown[] = [];
    for (let row = 2; row <= sheet.actualRowCount; row += 1) ids.push(cell('ID', row).value);
    expect(ids).toEqual(expected.items.map((claim) => claim.id));
    expect(new Set(Array.from({ length: expected.total }, (_, at) => cell('Type', at + 2).value))).toEqual(new Set(['Return']));
  });

  it.each([
    ['en', en, { number: 'Claim number', date: 'Date', type: 'Type', status: 'Status', marketplace: 'Marketplace', order: 'Order' }, 'dd/mm/yyyy hh:mm'],
    ['tr', tr, { number: 'Talep numarası', date: 'Tarih', type: 'Tür', status: 'Durum', marketplace: 'Pazaryeri', order: 'Sipariş' }, 'dd.mm.yyyy hh:mm'],
  ])("writes the screen's labels in %s and the claim's date as an Excel date in Istanbul time", async (lang, bundle, headers, dateFormat) => {
    const seller = new TestBrowser(h.app);
    await seller.signIn('ayse@demo.tezgah.dev');
    const claim = (await listOf(seller, 'tab=waiting&pageSize=1')).items[0]!;
    const { cell } = await exportedSheet(h, seller, EXPORT, { tab: 'waiting' }, lang);
    expect(cell(headers.number).value).toBe(claim.marketplaceNumber);
    expect(cell(headers.type).value).toBe(bundle.claims.types[claim.type]);
    expect(cell(headers.status).value).toBe(bundle.claims.status.waiting);
    expect(cell(headers.marketplace).value).toBe(bundle.marketplaces[claim.marketplace]);
    expect(cell(headers.order).value).toBe(claim.marketplaceOrderId);
    expect(cell(headers.date).type).toBe(ExcelJS.ValueType.Date);
    expect(cell(headers.date).value).toEqual(wallClockOf(claim.date, 'Europe/Istanbul'));
    expect(cell(headers.date).numFmt).toBe(dateFormat);
  });

  it('refuses a date range over 10 days before any work starts', async () => {
    const seller = new TestBrowser(h.app);
    await seller.signIn('ayse@demo.tezgah.dev');
    const response = await seller.call(CLAIM_ROUTES.export, { body: { from: '2026-01-01', to: '2026-01-30' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'validation', fields: { from: 'validation.dateRangeTooLong' } });
    expect(((await (await seller.call(TRANSACTION_ROUTES.list)).json()) as TransactionListAnswer).total).toBe(0);
  });
});
