/**
 * The error file round trip through the BFF: a stock/price file with bad rows, trailing empty cells and a notes
 * column gives an error file that is the seller's header with Row and Reasons, each row's reasons under Reasons; the
 * seller fixes the refused rows in that very file and uploads it again: the fixed rows apply, nothing else changes.
 */
import ExcelJS from 'exceljs';
import type { VariantListAnswer, VariantRow } from '@contract/catalog/variant.api';
import { ERROR_FILE_HEADERS } from '@contract/imports/error-file-columns';
import type { ImportErrorListAnswer } from '@contract/imports/import.api';
import en from '@locales/en.json';
import tr from '@locales/tr.json';
import type { Transaction } from '@contract/transactions/transaction.types';
import { VARIANT_ROUTES } from '@contract/catalog/variant.routes';
import { IMPORT_ROUTES } from '@contract/imports/import.routes';
import { TRANSACTION_ROUTES } from '@contract/transactions/transaction.routes';
import type { TestBrowser } from '../../test/browser';
import type { Harness } from '../../test/harness';
import { harnessPerFile, tempDirPerFile } from '../../test/harness-per-file';
import { xlsxOf, type Cell } from '../../test/workbooks';

/** The sheet's rows as plain values, from column A, trailing empty cells left out. */
function rowsOf(sheet: ExcelJS.Worksheet): Cell[][] {
  const rows: Cell[][] = [];
  sheet.eachRow((row) => {
    const values = Array.from((row.values as unknown[]).slice(1), (value): Cell => (typeof value === 'string' || typeof value === 'number' ? value : null));
    rows.push(values);
  });
  return rows;
}

describe('the import error file', () => {
  let h: Harness;
  const uploadDir = tempDirPerFile('tezgah-import-errors-');
  let seller: TestBrowser;

  harnessPerFile(
    async (harness, made) => {
      h = harness;
      seller = made;
      await seller.signIn('ayse@demo.tezgah.dev');
    },
    { env: { UPLOAD_DIR: uploadDir, IMPORT_BATCH_SIZE: '2' } },
    { world: 'seeded' },
  );

  const variants = async (): Promise<VariantRow[]> =>
    ((await (await seller.call(VARIANT_ROUTES.list, { search: 'pageSize=50&tab=active' })).json()) as VariantListAnswer).items;
  const run = async (name: string, bytes: Uint8Array, lang = 'en') => {
    const response = await seller.call(IMPORT_ROUTES.upload, { params: { kind: 'stockPrice' }, search: `name=${name}&lang=${lang}`, body: bytes });
    expect(response.status).toBe(202);
    const { transactionId } = (await response.json()) as { transactionId: string };
    await h.jobs.drain();
    const transaction = (await (await seller.call(TRANSACTION_ROUTES.detail, { params: { id: transactionId } })).json()) as Transaction;
    return { transactionId, transaction };
  };
  const errorSheet = async (transactionId: string) => {
    const response = await seller.call(TRANSACTION_ROUTES.importErrorFile, { params: { id: transactionId } });
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    return { workbook, sheet: workbook.worksheets[0]! };
  };

  it("puts each row's reasons under Reasons; the fixed error file applies its fixed rows and changes nothing else", async () => {
    const before = await variants();
    const [a, b, c] = before;
    const header: Cell[] = ['SKU', 'Price', 'Retail Price', 'Stock', 'Notes'];
    const first = await run(
      'prices.xlsx',
      await xlsxOf([
        header,
        [a!.sku, a!.price, a!.retailPrice, 4, 'fine'],
        [b!.sku, 'abc', b!.retailPrice, null, null],
        ['NO-SUCH-SKU', 10, 12, 1, 'a note'],
        [c!.sku, '1,499', c!.retailPrice, '2,000'],
      ]),
    );
    expect(first.transaction).toMatchObject({ status: 'warning', rows: 4 });
    const afterFirst = await variants();
    expect(afterFirst.find((item) => item.sku === c!.sku)).toMatchObject({ price: c!.price, stock: c!.stock });

    const { workbook, sheet } = await errorSheet(first.transactionId);
    const rows = rowsOf(sheet);
    expect(rows[0]).toEqual(['Row', ...header, 'Reasons']);
    expect(rows.slice(1).map((row) => row.slice(0, 6))).toEqual([
      [3, b!.sku, 'abc', b!.retailPrice, null, null],
      [4, 'NO-SUCH-SKU', 10, 12, 1, 'a note'],
      [5, c!.sku, '1,499', c!.retailPrice, '2,000', null],
    ]);
    const reasons = rows.slice(1).map((row) => String(row[6]));
    expect(reasons[0]).toMatch(/^Price: .+; Stock: /);
    expect(reasons[1]).toMatch(/^SKU: /);
    expect(reasons[2]).toMatch(/^Price: .*1,499.*1499.*1\.499.*; Stock: .*2,000.*2000/);
    expect(rows.every((row) => row.length <= 7)).toBe(true);

    sheet.getRow(2).getCell(3).value = b!.price;
    sheet.getRow(2).getCell(5).value = 9;
    sheet.getRow(4).getCell(3).value = c!.price;
    sheet.getRow(4).getCell(5).value = '2.000,0';
    const second = await run('prices-errors.xlsx', new Uint8Array(await workbook.xlsx.writeBuffer()));
    expect(second.transaction).toMatchObject({ status: 'warning', rows: 3 });
    const refused = (await (
      await seller.call(IMPORT_ROUTES.errors, { search: `kind=stockPrice&transactionId=${second.transactionId}` })
    ).json()) as ImportErrorListAnswer;
    expect(refused.items.map((row) => [row.row, row.sku, row.reasons.map((reason) => reason.code)])).toEqual([
      [3, 'NO-SUCH-SKU', ['imports.reasons.skuUnknown']],
    ]);

    const expected = afterFirst.map((item) =>
      item.sku === b!.sku ? { ...item, price: b!.price, stock: 9 } : item.sku === c!.sku ? { ...item, price: c!.price, stock: 2000 } : item,
    );
    const after = await variants();
    expect(after.map(({ sku, price, retailPrice, stock, status }) => ({ sku, price, retailPrice, stock, status }))).toEqual(
      expected.map(({ sku, price, retailPrice, stock, status }) => ({ sku, price, retailPrice, stock, status })),
    );
  });

  it("names Row and Reasons in the uploader's language and writes one of each when an error file comes back with errors", async () => {
    const [a] = await variants();
    const first = await run(
      'fiyat.xlsx',
      await xlsxOf([
        ['Stok Kodu', 'Fiyat', 'Piyasa Fiyatı', 'Stok'],
        [a!.sku, 'on', a!.retailPrice, 1],
      ]),
      'tr',
    );
    const { workbook } = await errorSheet(first.transactionId);
    const again = await run('fiyat-errors.xlsx', new Uint8Array(await workbook.xlsx.writeBuffer()), 'tr');
    const rows = rowsOf((await errorSheet(again.transactionId)).sheet);
    expect(rows[0]).toEqual(['Satır', 'Stok Kodu', 'Fiyat', 'Piyasa Fiyatı', 'Stok', 'Nedenler']);
    expect(rows[1]!.slice(0, 5)).toEqual([2, a!.sku, 'on', a!.retailPrice, 1]);
    expect(String(rows[1]![5])).toMatch(/^Fiyat: Lütfen bir sayı girin\.$/);
    // The transaction keeps the reasons as codes (the reader's screen renders them) and their English text.
    expect(again.transaction.childErrors[0]).toEqual({
      code: 'row 2',
      message: 'Fiyat: Please enter a number.',
      reasons: [{ code: 'validation.number', column: 'Fiyat' }],
    });
  });
});

describe("the error file's column names", () => {
  it("are the Import Errors tab's, in both languages", () => {
    for (const [language, bundle] of [
      ['en', en],
      ['tr', tr],
    ] as const) {
      expect([ERROR_FILE_HEADERS.row[language], ERROR_FILE_HEADERS.reasons[language]]).toEqual([
        bundle.imports.errors.columns.row,
        bundle.imports.errors.columns.reasons,
      ]);
    }
  });
});
