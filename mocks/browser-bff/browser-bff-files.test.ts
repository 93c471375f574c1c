// @vitest-environment jsdom
/**
 * The BFF's file features in the page, through the SPA's own client: an export written into the page's memory store
 * and downloaded, imports of an .xlsx and an .xls read in the page with their error file, a template, and an invoice
 * PDF uploaded and fetched back. The downloads are read back with the BFF's own workbook reader.
 */
import { File as NodeFile } from 'node:buffer';
import { utils as sheetUtils, write as writeWorkbook } from '@e965/xlsx';
import { API } from '@contract/api/paths';
import { AUTH_ROUTES } from '@contract/auth/auth.routes';
import { ORDER_ROUTES } from '@contract/orders/order.routes';
import { parseVariantQuery } from '@contract/catalog/variant.query';
import { parseOrderQuery } from '@contract/orders/order.query';
import { parseImportErrorQuery } from '@contract/imports/import.api';
import { IMPORT_ROUTES } from '@contract/imports/import.routes';
import { TRANSACTION_ROUTES } from '@contract/transactions/transaction.routes';
import type { Transaction } from '@contract/transactions/transaction.types';
import { apiCall, urlOf } from '@web/lib/api-call';
import { http } from '@web/lib/http';
import { postExport } from '@web/lib/resources/export.sagas';
import { fetchStockPriceVariants, uploadImport } from '@web/features/imports/imports.api';
import { invoiceFileUrl, uploadInvoice } from '@web/features/orders/orders.api';
import { DEMO_PASSWORD } from '@mocks/world/demo-accounts';
import { MemoryStorage } from '../../.storybook/memory-storage';
import { ORDER_EXPORT_COLUMNS } from '../../bff/src/features/orders/orders.export';
import { MemoryFileStore } from '../../bff/src/lib/files/memory-file-store';
import { exportHeader } from '../../bff/src/lib/xlsx/export-cells';
import { PAGE_READERS, readStoredSheetRows, type SheetRow } from '../../bff/src/lib/spreadsheet/read-rows';
import { xlsxOf, type Cell } from '../../bff/src/test/workbooks';
import { startBrowserBff, type RunningBrowserBff } from './browser-bff';

const ayse = { email: 'ayse@demo.tezgah.dev', password: DEMO_PASSWORD };
const HEADER: Cell[] = ['SKU', 'Price', 'Retail Price', 'Stock'];
let running: RunningBrowserBff;

beforeEach(async () => {
  running = await startBrowserBff({ scenario: 'default', storage: new MemoryStorage() });
  await apiCall(AUTH_ROUTES.loginUser, { body: ayse });
});
afterEach(async () => {
  await running.shutdown();
});

/** The transaction once its job (run in the page) has ended. */
async function settled(id: string): Promise<Transaction> {
  for (let attempt = 0; attempt < 400; attempt += 1) {
    const transaction = await apiCall(TRANSACTION_ROUTES.detail, { params: { id } });
    if (transaction.status !== 'open' && transaction.status !== 'inProgress') return transaction;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`transaction ${id} never ended`);
}

async function download(url: string): Promise<{ bytes: Uint8Array; type: string }> {
  const answer = await http.get<Blob>(url, { responseType: 'blob' });
  return { bytes: new Uint8Array(await answer.data.arrayBuffer()), type: String(answer.headers['content-type']) };
}

async function rowsOf(bytes: Uint8Array, format: 'xlsx' | 'xls' = 'xlsx'): Promise<SheetRow[]> {
  const files = new MemoryFileStore();
  await files.write(`file.${format}`, bytes);
  const rows: SheetRow[] = [];
  for await (const row of readStoredSheetRows(files, `file.${format}`, format, { maxRows: 100_000 }, PAGE_READERS)) rows.push(row);
  return rows;
}

const workbookFile = (bytes: Uint8Array, name: string) => new File([bytes as Uint8Array<ArrayBuffer>], name);

/**
 * Under jsdom a page has two File and FormData classes: jsdom's (the globals) and those of Node's fetch, which sends
 * and parses the forms; fetch cannot read a jsdom File's bytes, and its parser makes files of the global class. A real
 * page has one of each, so the invoice upload runs with Node's as the globals.
 */
async function withFetchFormClasses<T>(run: () => Promise<T>): Promise<T> {
  const multipart = '--b\r\nContent-Disposition: form-data; name="f"\r\n\r\nx\r\n--b--\r\n';
  const parsed = await new Request('http://files.local/', {
    method: 'POST',
    headers: { 'content-type': 'multipart/form-data; boundary=b' },
    body: multipart,
  }).formData();
  const saved = { File: globalThis.File, FormData: globalThis.FormData };
  Object.assign(globalThis, { File: NodeFile, FormData: parsed.constructor });
  try {
    return await run();
  } finally {
    Object.assign(globalThis, saved);
  }
}

describe('the browser BFF with files', () => {
  it('exports the orders tab into the page and downloads it: the rows are the list', async () => {
    const filters = { tab: 'readyForPackaging' };
    const list = await apiCall(ORDER_ROUTES.list, { query: parseOrderQuery({ ...filters, pageSize: '100' }) });
    expect(list.total).toBeGreaterThan(0);
    const started = await postExport(ORDER_ROUTES.export, filters);
    const transaction = await settled(started.transactionId);
    expect(transaction).toMatchObject({
      status: 'done',
      method: 'orderExport',
      rows: list.total,
      file: expect.stringMatching(/^orders-\d{4}-\d{2}-\d{2}\.xlsx$/),
    });

    const file = await download(urlOf(TRANSACTION_ROUTES.file, { params: { id: started.transactionId } }));
    expect(file.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const rows = await rowsOf(file.bytes);
    expect(rows[0]!.cells).toEqual(ORDER_EXPORT_COLUMNS.map((column) => exportHeader(column.header, 'en')));
    expect(rows).toHaveLength(list.total + 1);
    const exportedIds = rows.slice(1).map((row) => row.cells[0]);
    expect(new Set(exportedIds)).toEqual(new Set(list.items.map((item) => item.id)));
    const first = list.items[0]!;
    expect(rows.find((row) => row.cells[0] === first.id)!.cells.slice(0, 4)).toEqual([
      first.id,
      exportHeader(`marketplaces.${first.salesChannel}`, 'en'),
      first.marketplaceOrderId,
      first.customerName,
    ]);
  });

  it('imports a stock/price .xlsx with a bad row: Warning, the reasons, and an error file holding that row', async () => {
    const [a, b] = (await fetchStockPriceVariants(parseVariantQuery({ tab: 'active', pageSize: '2' }))).items;
    const bytes = await xlsxOf([HEADER, [a!.sku, a!.price + 1, a!.price + 10, 7], [b!.sku, 'abc', 30, 2]]);
    const { transactionId } = await uploadImport('stockPrice', workbookFile(bytes, 'prices.xlsx'));
    const transaction = await settled(transactionId);
    expect(transaction).toMatchObject({
      status: 'warning',
      rows: 2,
      file: 'prices.xlsx',
      importErrorFile: 'prices-errors.xlsx',
      error: { code: 'importRowsFailed' },
    });
    expect(transaction.childErrors.map((error) => error.code)).toEqual(['row 3']);
    const errors = await apiCall(IMPORT_ROUTES.errors, { query: parseImportErrorQuery({ kind: 'stockPrice', transactionId }) });
    expect(errors.items.map((row) => [row.row, row.sku, row.reasons.map((reason) => reason.code)])).toEqual([[3, b!.sku, ['validation.number']]]);
    const applied = (await fetchStockPriceVariants(parseVariantQuery({ sku: a!.sku }))).items[0];
    expect(applied).toMatchObject({ price: a!.price + 1, retailPrice: a!.price + 10, stock: 7 });

    const errorFile = await rowsOf((await download(urlOf(TRANSACTION_ROUTES.importErrorFile, { params: { id: transactionId }, query: {} }))).bytes);
    expect(errorFile).toHaveLength(2);
    expect(errorFile[0]!.cells).toEqual(['Row', 'SKU', 'Price', 'Retail Price', 'Stock', 'Reasons']);
    expect(errorFile[1]!.cells.slice(0, 5)).toEqual([3, b!.sku, 'abc', 30, 2]);
    expect(String(errorFile[1]!.cells[5])).toMatch(/^Price: /);
    const kept = await download(urlOf(TRANSACTION_ROUTES.file, { params: { id: transactionId } }));
    expect(kept.bytes).toEqual(bytes);
  });

  it('reads a legacy .xls in the page, and refuses a PDF named .xlsx before a transaction is made', async () => {
    const [a] = (await fetchStockPriceVariants(parseVariantQuery({ tab: 'active', pageSize: '1' }))).items;
    const book = sheetUtils.book_new();
    sheetUtils.book_append_sheet(book, sheetUtils.aoa_to_sheet([HEADER, [a!.sku, a!.price, a!.price + 5, 3]]), 'Prices');
    const xls = new Uint8Array(writeWorkbook(book, { type: 'array', bookType: 'biff8' }) as ArrayBuffer);
    const { transactionId } = await uploadImport('stockPrice', workbookFile(xls, 'prices.xls'));
    expect(await settled(transactionId)).toMatchObject({ status: 'done', rows: 1, importErrorFile: null });

    const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj << >> endobj\n');
    await expect(uploadImport('stockPrice', workbookFile(pdf, 'invoice.xlsx'))).rejects.toMatchObject({
      response: { status: 415, data: { code: 'notAWorkbook' } },
    });
  });

  it('writes the stock/price template in the page', async () => {
    const template = await download(urlOf(IMPORT_ROUTES.stockPriceTemplate, { query: { lang: 'en' } }));
    expect((await rowsOf(template.bytes))[0]!.cells).toEqual(HEADER);
  });

  it('uploads an invoice PDF and serves it back byte for byte', async () => {
    const [row] = (await apiCall(ORDER_ROUTES.list, { query: parseOrderQuery({ tab: 'packaged', pageSize: '1' }) })).items;
    const pdf = Uint8Array.from([...new TextEncoder().encode('%PDF-1.4\n'), ...Array.from({ length: 3000 }, (_, index) => index & 255)]);
    const detail = await withFetchFormClasses(() =>
      uploadInvoice(row!.id, { number: 'INV-7', date: '2026-11-20', file: new File([pdf], 'invoice.pdf', { type: 'application/pdf' }) }),
    );
    expect(detail.order.invoice).toMatchObject({ number: 'INV-7', fileName: 'invoice.pdf' });
    const served = await download(invoiceFileUrl(row!.id));
    expect(served.type).toBe('application/pdf');
    expect(served.bytes).toEqual(pdf);
    expect(running.logs.some((line) => line.path === `${API.orders}/${row!.id}/invoice`)).toBe(true);
  });
});
