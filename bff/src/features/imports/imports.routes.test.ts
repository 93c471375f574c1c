import ExcelJS from 'exceljs';
import { utils as sheetUtils, write as writeWorkbook } from '@e965/xlsx';
import type { VariantListAnswer } from '@contract/catalog/variant.api';
import type { ImportErrorListAnswer, TemplateCategoryAnswer } from '@contract/imports/import.api';
import { DEFAULT_IMPORT_LIMITS, type ImportKind, type ImportSettingsAnswer } from '@contract/imports/import.types';
import type { Transaction } from '@contract/transactions/transaction.types';
import { VARIANT_ROUTES } from '@contract/catalog/variant.routes';
import { TRANSACTION_ROUTES } from '@contract/transactions/transaction.routes';
import { IMPORT_ROUTES } from '@contract/imports/import.routes';
import { TestBrowser } from '../../test/browser';
import type { Harness } from '../../test/harness';
import { harnessPerFile, tempDirPerFile } from '../../test/harness-per-file';
import { xlsxOf, type Cell } from '../../test/workbooks';
import { odsPackage, withFilePass } from '../../lib/spreadsheet/workbook-fixtures';

/** A legacy .xls (BIFF8) as Excel 97–2003 saves it. */
function xlsOf(rows: Cell[][]): Uint8Array {
  const workbook = sheetUtils.book_new();
  sheetUtils.book_append_sheet(workbook, sheetUtils.aoa_to_sheet(rows), 'Prices');
  return new Uint8Array(writeWorkbook(workbook, { type: 'array', bookType: 'biff8' }) as ArrayBuffer);
}

const HEADER: Cell[] = ['SKU', 'Price', 'Retail Price', 'Stock'];

describe('imports routes', () => {
  let h: Harness;
  const uploadDir = tempDirPerFile('tezgah-imports-');
  let seller: TestBrowser;

  const firstSkus = async (count: number) => {
    const page = (await (await seller.call(VARIANT_ROUTES.list, { search: `pageSize=${count}&tab=active` })).json()) as VariantListAnswer;
    return page.items;
  };
  const transactionOf = async (id: string) => (await (await seller.call(TRANSACTION_ROUTES.detail, { params: { id } })).json()) as Transaction;
  const upload = (kind: ImportKind, name: string, bytes: Uint8Array) =>
    seller.call(IMPORT_ROUTES.upload, { params: { kind }, search: `name=${encodeURIComponent(name)}&lang=en`, body: bytes });

  harnessPerFile(
    async (harness, made) => {
      h = harness;
      seller = made;
      await seller.signIn('ayse@demo.tezgah.dev');
    },
    { env: { UPLOAD_DIR: uploadDir, IMPORT_BATCH_SIZE: '2' } },
    { world: 'seeded' },
  );

  it('tells the seller the state and the limits', async () => {
    const response = await seller.call(IMPORT_ROUTES.settings);
    expect(response.status).toBe(200);
    const settings = (await response.json()) as ImportSettingsAnswer;
    expect(settings).toMatchObject({ state: 'allowed', limits: { ...DEFAULT_IMPORT_LIMITS, batchSize: 2 } });
    expect(settings.dailyPriceUpdatesLeft).toBeGreaterThan(0);
  });

  it('applies the good rows of a stock/price file and ends Warning with each bad row and its reasons', async () => {
    const [a, b] = await firstSkus(2);
    const file = await xlsxOf([
      HEADER,
      [a!.sku, a!.price + 1, a!.price + 10, 7],
      [b!.sku, 100, 50, 1],
      ['NO-SUCH-SKU-1', 10, 12, 1],
      [a!.sku, 20, 30, 2],
      [b!.sku, 'abc', 30, -1],
    ]);
    const response = await upload('stockPrice', 'prices.xlsx', file);
    expect(response.status).toBe(202);
    const { transactionId } = (await response.json()) as { transactionId: string };
    await h.jobs.drain();
    const transaction = await transactionOf(transactionId);
    expect(transaction).toMatchObject({
      status: 'warning',
      method: 'stockPriceImport',
      rows: 5,
      file: 'prices.xlsx',
      importErrorFile: 'prices-errors.xlsx',
      progress: { done: 5, total: 5 },
      error: { code: 'importRowsFailed' },
    });
    expect(transaction.childErrors.map((e) => e.code)).toEqual(['row 3', 'row 4', 'row 5', 'row 6']);

    const errors = (await (
      await seller.call(IMPORT_ROUTES.errors, { search: `kind=stockPrice&transactionId=${transactionId}` })
    ).json()) as ImportErrorListAnswer;
    expect(errors.items.map((row) => [row.row, row.reasons.map((reason) => reason.code)])).toEqual([
      [3, ['imports.reasons.priceDropTooLarge', 'validation.retailBelowPrice']],
      [4, ['imports.reasons.skuUnknown']],
      [5, ['imports.reasons.skuTwice']],
      [6, expect.arrayContaining(['validation.number', 'validation.notNegative'])],
    ]);
    expect(errors.items[1]).toMatchObject({ sku: 'NO-SUCH-SKU-1', companyId: 1001, productId: null });

    const updated = (await (await seller.call(VARIANT_ROUTES.list, { search: `sku=${encodeURIComponent(a!.sku)}` })).json()) as VariantListAnswer;
    expect(updated.items[0]).toMatchObject({ price: a!.price + 1, retailPrice: a!.price + 10, stock: 7 });

    const errorFile = await seller.call(TRANSACTION_ROUTES.importErrorFile, { params: { id: transactionId } });
    expect(errorFile.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await errorFile.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Row', 'SKU', 'Price', 'Retail Price', 'Stock', 'Reasons']);
    expect(sheet.rowCount).toBe(5);
    expect(String(sheet.getRow(3).getCell(6).value)).toContain('SKU:');
    expect(String(sheet.getRow(2).getCell(6).value)).toMatch(/^Price: .+; Retail Price: .+/);

    const original = await seller.call(TRANSACTION_ROUTES.file, { params: { id: transactionId } });
    expect(original.status).toBe(200);
    expect(Buffer.from(await original.arrayBuffer()).equals(Buffer.from(file))).toBe(true);
  });

  it('imports rows corrected in the browser by the same job, kept as an .xlsx, and refuses a body of another shape', async () => {
    const [a, b] = await firstSkus(2);
    const send = (body: unknown) => seller.call(IMPORT_ROUTES.resend, { params: { kind: 'stockPrice' }, json: body });
    const header = ['Stok Kodu', 'Fiyat', 'Piyasa Fiyatı', 'Stok'];
    const response = await send({
      lang: 'tr',
      fileName: 'fiyat-errors.xlsx',
      header,
      rows: [
        [a!.sku, a!.price, a!.retailPrice, 31],
        [b!.sku, 'on', b!.retailPrice, null],
      ],
    });
    expect([response.status, response.status === 202 ? null : await response.clone().text()]).toEqual([202, null]);
    const { transactionId } = (await response.json()) as { transactionId: string };
    await h.jobs.drain();
    expect(await transactionOf(transactionId)).toMatchObject({ status: 'warning', rows: 2, file: 'fiyat-errors.xlsx', method: 'stockPriceImport' });
    const errors = (await (
      await seller.call(IMPORT_ROUTES.errors, { search: `kind=stockPrice&transactionId=${transactionId}` })
    ).json()) as ImportErrorListAnswer;
    expect(errors.items.map((row) => [row.row, row.reasons.map((reason) => reason.column)])).toEqual([[3, ['Fiyat', 'Stok']]]);
    const updated = (await (await seller.call(VARIANT_ROUTES.list, { search: `sku=${encodeURIComponent(a!.sku)}` })).json()) as VariantListAnswer;
    expect(updated.items[0]!.stock).toBe(31);
    const kept = await seller.call(TRANSACTION_ROUTES.file, { params: { id: transactionId } });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await kept.arrayBuffer());
    expect(workbook.worksheets[0]!.getRow(1).values).toEqual([undefined, ...header]);

    for (const body of [
      { fileName: 'x.xlsx', header, rows: [] },
      { fileName: 'x.xlsx', header, rows: [[{ sku: 'A' }]] },
      { fileName: 'x.xlsx', header, rows: Array.from({ length: 1001 }, () => ['A', 1, 1, 1]) },
      { fileName: '', header, rows: [['A', 1, 1, 1]] },
    ]) {
      expect((await send(body)).status).toBe(400);
    }
  });

  it('reads a legacy .xls file', async () => {
    const [a] = await firstSkus(1);
    const response = await upload('stockPrice', 'prices.xls', xlsOf([HEADER, [a!.sku, a!.price, a!.price + 5, 3]]));
    expect(response.status).toBe(202);
    const { transactionId } = (await response.json()) as { transactionId: string };
    await h.jobs.drain();
    expect(await transactionOf(transactionId)).toMatchObject({ status: 'done', rows: 1, importErrorFile: null });
    const updated = (await (await seller.call(VARIANT_ROUTES.list, { search: `sku=${encodeURIComponent(a!.sku)}` })).json()) as VariantListAnswer;
    expect(updated.items[0]).toMatchObject({ retailPrice: a!.price + 5, stock: 3 });
  });

  it('refuses what is not a workbook, by name or by content, and files over the size limit, making no transaction', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj <<>> endobj\n');
    const refusals = [
      [await upload('stockPrice', 'prices.pdf', pdf), 415, 'unsupportedFile'],
      [await upload('stockPrice', 'prices.xlsx', pdf), 415, 'notAWorkbook'],
      [await upload('stockPrice', 'big.xlsx', new Uint8Array(DEFAULT_IMPORT_LIMITS.maxFileBytes + 1)), 413, 'fileTooLarge'],
      [await upload('stockPrice', 'locked.xls', withFilePass(Buffer.from(xlsOf([HEADER])))), 422, 'workbookProtected'],
      [await upload('stockPrice', 'calc.xlsx', odsPackage()), 415, 'workbookOpenDocument'],
    ] as const;
    for (const [response, status, code] of refusals) {
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({ code });
    }
    const list = (await (await seller.call(TRANSACTION_ROUTES.list)).json()) as { total: number };
    expect(list.total).toBe(0);
  });

  it('ends Error with the reason when the header row lacks a required column', async () => {
    const response = await upload(
      'fulfillmentDay',
      'days.xlsx',
      await xlsxOf([
        ['SKU', 'Days'],
        ['A', 3],
      ]),
    );
    const { transactionId } = (await response.json()) as { transactionId: string };
    await h.jobs.drain();
    expect(await transactionOf(transactionId)).toMatchObject({
      status: 'error',
      error: { code: 'importHeadersMissing', params: { sheet: 'Prices', missing: 'Fulfillment Day' } },
    });
  });

  it('ends Error with importTooManyRows past IMPORT_MAX_ROWS, applying nothing', async () => {
    await h.reset({ env: { UPLOAD_DIR: uploadDir, IMPORT_MAX_ROWS: '2', IMPORT_BATCH_SIZE: '1' } });
    seller = new TestBrowser(h.app);
    await seller.signIn('ayse@demo.tezgah.dev');
    const [a] = await firstSkus(1);
    const response = await upload('stockPrice', 'long.xlsx', await xlsxOf([HEADER, [a!.sku, a!.price, a!.price, 987_654], ['B', 1, 1, 1], ['C', 1, 1, 1]]));
    const { transactionId } = (await response.json()) as { transactionId: string };
    await h.jobs.drain();
    expect(await transactionOf(transactionId)).toMatchObject({
      status: 'error',
      error: { code: 'importTooManyRows', message: 'The file holds more rows than one import may have.' },
    });
    const after = (await (await seller.call(VARIANT_ROUTES.list, { search: `sku=${encodeURIComponent(a!.sku)}` })).json()) as VariantListAnswer;
    expect(after.items[0]!.stock).toBe(a!.stock);
  });

  it('finds template categories on one marketplace, and refuses a marketplace the service does not know before asking it', async () => {
    const found = await seller.call(IMPORT_ROUTES.templateCategories, { search: 'search=shirt&marketplace=noon-ae' });
    expect(found.status).toBe(200);
    const { items } = (await found.json()) as TemplateCategoryAnswer;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.marketplace === 'noon-ae')).toBe(true);
    const asked = h.downstreamRequests.length;
    const unknown = await seller.call(IMPORT_ROUTES.templateCategories, { search: 'search=shirt&marketplace=mars' });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ code: 'validation', fields: { marketplace: 'validation.fillOutField' } });
    expect(h.downstreamRequests.length).toBe(asked);
  });

  it("lets staff suspend and ban a company's imports; the seller is refused with the spec's text", async () => {
    const staff = new TestBrowser(h.app);
    await staff.signIn('admin@demo.tezgah.dev', true);
    await staff.actAs(1001);
    expect((await seller.call(IMPORT_ROUTES.state, { body: { state: 'suspended' } })).status).toBe(403);
    expect((await staff.call(IMPORT_ROUTES.state, { body: { state: 'suspended' } })).status).toBe(200);
    const suspended = await upload('stockPrice', 'prices.xlsx', await xlsxOf([HEADER]));
    expect(suspended.status).toBe(403);
    expect(await suspended.json()).toMatchObject({ code: 'importSuspended', message: 'Products/variants import functionality is disabled temporarily' });
    await staff.call(IMPORT_ROUTES.state, { body: { state: 'banned' } });
    const banned = await upload('productVariant', 'products.xlsx', await xlsxOf([HEADER]));
    expect(await banned.json()).toMatchObject({ code: 'importBanned', message: 'This company is not allowed to import products/variants.' });
    expect(((await (await seller.call(IMPORT_ROUTES.settings)).json()) as ImportSettingsAnswer).state).toBe('banned');
  });
});
