/**
 * What an import does with what a workbook hides, and the error file's shape: hidden rows (as Excel writes them,
 * `hidden="1"`) are skipped and listed, hidden columns read and said; the error file comes in either language, its
 * columns as wide as their content and Reasons wrapped.
 */
import ExcelJS from 'exceljs';
import { API } from '@contract/api/paths';
import type { VariantListAnswer, VariantRow } from '@contract/catalog/variant.api';
import type { Transaction } from '@contract/transactions/transaction.types';
import { VARIANT_ROUTES } from '@contract/catalog/variant.routes';
import { IMPORT_ROUTES } from '@contract/imports/import.routes';
import { TRANSACTION_ROUTES } from '@contract/transactions/transaction.routes';
import type { TestBrowser } from '../../test/browser';
import type { Harness } from '../../test/harness';
import { harnessPerFile, tempDirPerFile } from '../../test/harness-per-file';
import { xlsxOf, type Cell } from '../../test/workbooks';

describe('an import of a sheet with hidden cells, and its error file', () => {
  let h: Harness;
  const uploadDir = tempDirPerFile('tezgah-import-cells-');
  let seller: TestBrowser;

  harnessPerFile(
    async (harness, made) => {
      h = harness;
      seller = made;
      await seller.signIn('ayse@demo.tezgah.dev');
    },
    { env: { UPLOAD_DIR: uploadDir } },
    { world: 'seeded' },
  );

  const variants = async (): Promise<VariantRow[]> =>
    ((await (await seller.call(VARIANT_ROUTES.list, { search: 'pageSize=50&tab=active' })).json()) as VariantListAnswer).items;
  const run = async (bytes: Uint8Array, lang = 'en') => {
    const response = await seller.call(IMPORT_ROUTES.upload, { params: { kind: 'stockPrice' }, search: `name=prices.xlsx&lang=${lang}`, body: bytes });
    expect(response.status).toBe(202);
    const { transactionId } = (await response.json()) as { transactionId: string };
    await h.jobs.drain();
    return { transactionId, transaction: (await (await seller.call(TRANSACTION_ROUTES.detail, { params: { id: transactionId } })).json()) as Transaction };
  };
  const errorSheet = async (transactionId: string, lang?: string) => {
    const response = await seller.get(`${API.transactions}/${transactionId}/import-error-file${lang ? `?lang=${lang}` : ''}`);
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    return workbook.worksheets[0]!;
  };

  it('skips a hidden row and lists it, reads a hidden column and says so', async () => {
    const [a, b] = await variants();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Fiyatlar');
    const rows: Cell[][] = [
      ['SKU', 'Price', 'Retail Price', 'Stock'],
      [a!.sku, a!.price, a!.retailPrice, a!.stock + 1],
      [b!.sku, b!.price, b!.retailPrice, b!.stock + 5],
    ];
    for (const row of rows) sheet.addRow(row);
    sheet.getRow(3).hidden = true;
    sheet.getColumn(4).hidden = true;
    const { transaction } = await run(new Uint8Array(await workbook.xlsx.writeBuffer()));
    expect(transaction).toMatchObject({ status: 'warning', rows: 1, importErrorFile: null, error: { code: 'importHiddenCells' } });
    expect(transaction.childErrors.map(({ code, reasons }) => ({ code, reasons }))).toEqual([
      { code: 'sheet', reasons: [{ code: 'imports.reasons.columnsHidden', params: { columns: 'D (Stock)' } }] },
      { code: 'row 3', reasons: [{ code: 'imports.reasons.rowHidden' }] },
    ]);
    const after = await variants();
    expect(after.find((item) => item.sku === a!.sku)?.stock).toBe(a!.stock + 1);
    expect(after.find((item) => item.sku === b!.sku)?.stock).toBe(b!.stock);
  });

  it('offers the error file in either language, its columns as wide as their content and Reasons wrapped', async () => {
    const [a] = await variants();
    const { transactionId } = await run(
      await xlsxOf([
        ['SKU', 'Price', 'Retail Price', 'Stock'],
        [a!.sku, 20_000_000, 30_000_000, 1],
        [a!.sku.toLowerCase(), 10, 12, 1],
      ]),
    );
    const english = await errorSheet(transactionId);
    expect(english.getRow(1).getCell(6).value).toBe('Reasons');
    expect(String(english.getRow(2).getCell(6).value)).toContain('Price: This value is too large: it can be at most 10,000,000.');
    expect(String(english.getRow(3).getCell(6).value)).toBe(
      `SKU: No variant in your catalogue has this SKU. Did you mean ${a!.sku}? Letter case counts in SKUs.`,
    );
    const reasonsWidth = english.getColumn(6).width ?? 0;
    expect(reasonsWidth).toBeGreaterThanOrEqual(60);
    expect(english.getColumn(2).width ?? 0).toBeGreaterThanOrEqual(a!.sku.length);
    expect(english.getRow(2).getCell(6).alignment).toMatchObject({ wrapText: true });

    const turkish = await errorSheet(transactionId, 'tr');
    expect(turkish.getRow(1).getCell(1).value).toBe('Satır');
    expect(turkish.getRow(1).getCell(6).value).toBe('Nedenler');
    expect(String(turkish.getRow(2).getCell(6).value)).toContain('Price: Bu değer çok büyük: en fazla 10.000.000 olabilir.');
    expect((await errorSheet(transactionId, 'en')).getRow(1).getCell(6).value).toBe('Reasons');
  });
});
