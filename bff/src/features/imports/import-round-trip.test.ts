/**
 * The round trip a seller makes, for every kind, in .xlsx and .xls, in English and in Turkish: download the template in
 * the language, fill it with good and bad rows, import it, download the error file (the seller's header row as it came,
 * Reasons named in the language, each reason naming its column as the header did), fix the refused rows in it, save it
 * in the same format and upload it again: every fixed row applies, and nothing else in the catalogue changes.
 */
import ExcelJS from 'exceljs';
import { utils as sheetUtils, write as writeWorkbook } from '@e965/xlsx';
import { API } from '@contract/api/paths';
import type { ImportTemplateAnswer } from '@contract/downstream/catalog-imports';
import { ERROR_FILE_HEADERS } from '@contract/imports/error-file-columns';
import { FULFILLMENT_DAY_COLUMNS } from '@contract/imports/fulfillment-day.rules';
import { headerIn, headerKey, type ImportColumn } from '@contract/imports/import-columns';
import type { ImportKind } from '@contract/imports/import.types';
import { PRODUCT_VARIANT_COLUMNS, type ProductVariantRow } from '@contract/imports/product-variant.rules';
import type { ReasonLanguage } from '@contract/imports/reason-text';
import { STOCK_PRICE_COLUMNS } from '@contract/imports/stock-price.rules';
import type { Transaction } from '@contract/transactions/transaction.types';
import { IMPORT_ROUTES } from '@contract/imports/import.routes';
import { TRANSACTION_ROUTES } from '@contract/transactions/transaction.routes';
import { catalogOf } from '@mocks/world/catalog/catalog-access';
import { importableCategory, importRow } from '@mocks/world/imports/import-test-rows';
import { templateOf } from '@mocks/world/imports/import-templates';
import type { TestBrowser } from '../../test/browser';
import type { Harness } from '../../test/harness';
import { harnessPerFile, tempDirPerFile } from '../../test/harness-per-file';
import type { Cell } from '../../test/workbooks';

type Format = 'xlsx' | 'xls';
type Values = Record<string, Cell>;

const COLUMNS: Readonly<Record<ImportKind, readonly ImportColumn[]>> = {
  stockPrice: STOCK_PRICE_COLUMNS,
  fulfillmentDay: FULFILLMENT_DAY_COLUMNS,
  productVariant: PRODUCT_VARIANT_COLUMNS,
};
const TEMPLATE_PATHS: Readonly<Record<ImportKind, string>> = {
  stockPrice: 'stock-price',
  fulfillmentDay: 'fulfillment-day',
  productVariant: 'product-variant',
};

async function bytesOf(rows: Cell[][], format: Format): Promise<Uint8Array> {
  if (format === 'xls') {
    const book = sheetUtils.book_new();
    sheetUtils.book_append_sheet(book, sheetUtils.aoa_to_sheet(rows), 'Sheet1');
    return new Uint8Array(writeWorkbook(book, { type: 'array', bookType: 'biff8' }) as ArrayBuffer);
  }
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

function rowsOf(sheet: ExcelJS.Worksheet): Cell[][] {
  const rows: Cell[][] = [];
  sheet.eachRow((row) => {
    rows.push(
      Array.from({ length: sheet.columnCount }, (_unused, at): Cell => {
        const value = row.getCell(at + 1).value;
        return typeof value === 'string' || typeof value === 'number' ? value : null;
      }),
    );
  });
  return rows;
}

/** The catalogue as the imports can change it: each variant's and each product's fields, by SKU and by id. */
function snapshot(h: Harness): Record<string, unknown> {
  const catalog = catalogOf(h.sandbox.world, 1001)!;
  const shown: Record<string, unknown> = {};
  for (const variant of catalog.variants) {
    const { sku, price, retailPrice, stock, status, productId, name, attributes } = variant;
    shown[`v:${sku}`] = { price, retailPrice, stock, status, productId, name, attributes: attributes.map((attribute) => attribute.value) };
  }
  for (const product of catalog.products)
    shown[`p:${product.id}`] = { fulfillmentDay: product.fulfillmentDay, name: product.name, brandName: product.brandName };
  return shown;
}

describe('the import round trip', () => {
  let h: Harness;
  let seller: TestBrowser;
  const uploadDir = tempDirPerFile('tezgah-import-round-trip-');

  harnessPerFile(
    async (harness, made) => {
      h = harness;
      seller = made;
      await seller.signIn('ayse@demo.tezgah.dev');
    },
    { env: { UPLOAD_DIR: uploadDir, IMPORT_BATCH_SIZE: '2', IMPORT_MAX_PRICE_DROP_PERCENT: '70', IMPORT_MAX_PRODUCT_PRICE_USD: '5000' } },
    { world: 'seeded' },
  );

  const run = async (kind: ImportKind, name: string, bytes: Uint8Array, lang: ReasonLanguage) => {
    const response = await seller.call(IMPORT_ROUTES.upload, { params: { kind }, search: `name=${name}&lang=${lang}`, body: bytes });
    expect(response.status).toBe(202);
    const { transactionId } = (await response.json()) as { transactionId: string };
    await h.jobs.drain();
    return { transactionId, transaction: (await (await seller.call(TRANSACTION_ROUTES.detail, { params: { id: transactionId } })).json()) as Transaction };
  };

  /** The template's header row, in its language; its guide is the second sheet. */
  const templateHeader = async (kind: ImportKind, lang: ReasonLanguage, categoryId?: number) => {
    const path = `${API.imports}/templates/${TEMPLATE_PATHS[kind]}${categoryId ? `/${categoryId}` : ''}?lang=${lang}`;
    const response = await seller.get(path);
    expect(response.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(lang === 'tr' ? ['İçe Aktar', 'Kılavuz'] : ['Import', 'Guide']);
    return rowsOf(book.worksheets[0]!)[0]!.map(String);
  };

  /** A row's cells under the header: a column's value by its key, an attribute's by its header's name. */
  const cellsOf = (kind: ImportKind, header: string[], values: Values): Cell[] =>
    header.map((text) => {
      const column = COLUMNS[kind].find((candidate) => [candidate.header, candidate.tr ?? ''].some((name) => headerKey(name) === headerKey(text)));
      return (column ? values[column.key] : values[`attribute:${text.replace(/\s*\*$/, '')}`]) ?? null;
    });

  interface Case {
    good: Values[];
    bad: Values[];
    /** The fixes of each bad row, by column key. */
    fixes: Values[];
    /** A column each bad row is refused for, by key. */
    refusedFor: string[][];
    categoryId?: number;
    expected: (before: Record<string, unknown>) => Record<string, unknown>;
  }

  const cases: Record<ImportKind, () => Case> = {
    stockPrice: (): Case => {
      const [a, b, c] = catalogOf(h.sandbox.world, 1001)!.variants.filter((variant) => variant.status === 'active');
      const expected = (before: Record<string, unknown>) => ({
        ...before,
        [`v:${a!.sku}`]: { ...(before[`v:${a!.sku}`] as object), stock: 11 },
        [`v:${b!.sku}`]: { ...(before[`v:${b!.sku}`] as object), stock: 12 },
        [`v:${c!.sku}`]: { ...(before[`v:${c!.sku}`] as object), stock: 13 },
      });
      const row = (variant: typeof a, changes: Values) => ({ sku: variant!.sku, price: variant!.price, retailPrice: variant!.retailPrice, ...changes });
      return {
        good: [row(a, { stock: 11 })],
        bad: [row(b, { price: 'abc', stock: 12 }), row(c, { price: 0, stock: -1 })],
        fixes: [{ price: b!.price }, { price: c!.price, stock: 13 }] as Values[],
        refusedFor: [['price'], ['price', 'stock']],
        expected,
      };
    },
    fulfillmentDay: (): Case => {
      const catalog = catalogOf(h.sandbox.world, 1001)!;
      const picked = [...new Map(catalog.variants.map((variant) => [variant.productId, variant])).values()].slice(0, 3);
      const product = (at: number) => catalog.products.find((candidate) => candidate.id === picked[at]!.productId)!;
      const day = (at: number) => (product(at).fulfillmentDay % 7) + 2;
      const days = [day(0), day(1), day(2)];
      return {
        good: [{ sku: picked[0]!.sku, fulfillmentDay: days[0]! }],
        bad: [
          { sku: picked[1]!.sku, fulfillmentDay: 0 },
          { sku: picked[2]!.sku, fulfillmentDay: 'two' },
        ],
        fixes: [{ fulfillmentDay: days[1]! }, { fulfillmentDay: days[2]! }],
        refusedFor: [['fulfillmentDay'], ['fulfillmentDay']],
        expected: (before) => {
          const after = { ...before };
          picked.forEach((variant, at) => {
            after[`p:${variant.productId}`] = { ...(before[`p:${variant.productId}`] as object), fulfillmentDay: days[at] };
          });
          return after;
        },
      };
    },
    productVariant: (): Case => {
      const world = h.sandbox.world;
      const category = importableCategory(world, 1001);
      const template = templateOf(world, 1001, category.id) as ImportTemplateAnswer;
      const values = (row: ProductVariantRow, lang: ReasonLanguage): Values => {
        const cells: Values = { ...(row as unknown as Values), imageUrls: row.imageUrls.join(',') };
        for (const attribute of row.attributes) {
          const known = template.attributes.find((candidate) => candidate.name === attribute.name);
          cells[`attribute:${lang === 'tr' && known?.tr ? known.tr.name : attribute.name}`] = attribute.value;
        }
        return cells;
      };
      const good = importRow(world, 1001, 'RT-PV-1', { spu: 'SPU-RT' });
      const second = importRow(world, 1001, 'RT-PV-2', { spu: 'SPU-RT' });
      const [first, ...rest] = good.attributes;
      const third = importRow(world, 1001, 'RT-PV-3', { spu: 'SPU-RT', attributes: [{ name: first!.name, value: 'Not a value' }, ...rest] });
      return {
        good: [values(good, 'en')],
        bad: [
          { ...values(second, 'en'), brandName: '', price: 0 },
          { ...values(third, 'en'), barcode: 'x1' },
        ],
        fixes: [
          { brandName: second.brandName, price: second.price },
          { barcode: third.barcode, [`attribute:${first!.name}`]: first!.value },
        ],
        refusedFor: [['brandName', 'price'], ['barcode']],
        categoryId: category.id,
        expected: (before) => before,
      };
    },
  };

  it("writes a Turkish template's guide: each column's meaning, unit, allowed values, format and example, an example row, the limits as configured", async () => {
    const response = await seller.call(IMPORT_ROUTES.stockPriceTemplate, { search: 'lang=tr' });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    const guide = rowsOf(book.getWorksheet('Kılavuz')!);
    expect(guide[0]).toEqual(['Sütun', 'Anlamı', 'Birim', 'İzin verilen değerler', 'Biçim', 'Örnek']);
    expect(guide[2]).toEqual([
      'Fiyat',
      'Satış fiyatı.',
      'şirket para birimi',
      "0'dan büyük, en çok 10000000, en çok 2 ondalık basamak",
      expect.stringMatching(/^Sayı; /),
      149.9,
    ]);
    expect(guide.find((line) => line[0] === 'Stok')).toEqual(['Stok', 'Stoktaki adet.', 'adet', '0 ile 1000000 arası', 'Tam sayı', 25]);
    const example = guide.findIndex((line) => line[0] === 'Örnek satır');
    expect(guide.slice(example + 1, example + 3)).toEqual([
      ['SKU', 'Fiyat', 'Piyasa Fiyatı', 'Stok', null, null],
      ['TS-BLK-M', 149.9, 199.9, 25, null, null],
    ]);
    const limit = (label: string) => guide.find((line) => line[0] === label)?.[1];
    expect(limit('Bir seferde en büyük düşüş')).toBe('Mevcut fiyatın % 70 altı');
    expect(limit('Ürün fiyatı')).toContain('en çok 5000 USD');
    expect(limit('Bir seferde en büyük artış')).toBe('Mevcut fiyatın 3 katı');
  });

  for (const kind of ['stockPrice', 'fulfillmentDay', 'productVariant'] as const) {
    for (const format of ['xlsx', 'xls'] as const) {
      for (const lang of ['en', 'tr'] as const) {
        it(`${kind}, .${format}, ${lang}: the fixed error file applies every fixed row and changes nothing else`, async () => {
          const setup = cases[kind]();
          const header = await templateHeader(kind, lang, setup.categoryId);
          expect(header.slice(0, COLUMNS[kind].length)).toEqual(COLUMNS[kind].map((column) => headerIn(column, lang)));
          const localise = (values: Values): Values => {
            if (kind !== 'productVariant' || lang === 'en') return values;
            const template = templateOf(h.sandbox.world, 1001, setup.categoryId!) as ImportTemplateAnswer;
            const moved = { ...values };
            for (const attribute of template.attributes) {
              const key = `attribute:${attribute.name}`;
              if (key in moved && attribute.tr) {
                moved[`attribute:${attribute.tr.name}`] = moved[key]!;
                delete moved[key];
              }
            }
            return moved;
          };
          const before = snapshot(h);
          const rows = [header, ...[...setup.good, ...setup.bad].map((values) => cellsOf(kind, header, localise(values)))];
          const first = await run(kind, `rt.${format}`, await bytesOf(rows, format), lang);
          expect(first.transaction).toMatchObject({ status: 'warning', rows: setup.good.length + setup.bad.length });

          const download = await seller.call(TRANSACTION_ROUTES.importErrorFile, { params: { id: first.transactionId } });
          const book = new ExcelJS.Workbook();
          await book.xlsx.load(await download.arrayBuffer());
          const sheet = book.worksheets[0]!;
          const errorRows = rowsOf(sheet);
          expect(errorRows[0]).toEqual([ERROR_FILE_HEADERS.row[lang], ...header, ERROR_FILE_HEADERS.reasons[lang]]);
          expect(errorRows).toHaveLength(1 + setup.bad.length);
          setup.refusedFor.forEach((keys, at) => {
            const reasons = String(errorRows[at + 1]!.at(-1));
            const named = keys.map((key) =>
              headerIn(
                COLUMNS[kind].find((column) => column.key === key)!,
                lang,
              ),
            );
            expect(reasons.split('; ').map((reason) => reason.split(': ')[0])).toEqual(expect.arrayContaining(named));
          });

          setup.fixes.forEach((fix, at) => {
            const fixed = cellsOf(kind, header, localise(fix));
            fixed.forEach((value, column) => {
              if (value !== null) sheet.getRow(at + 2).getCell(column + 2).value = value;
            });
          });
          const fixedBytes = format === 'xlsx' ? new Uint8Array(await book.xlsx.writeBuffer()) : await bytesOf(rowsOf(sheet), 'xls');
          const second = await run(kind, `rt-errors.${format}`, fixedBytes, lang);
          expect(second.transaction).toMatchObject({ status: 'done', rows: setup.bad.length });

          const after = snapshot(h);
          if (kind === 'productVariant') {
            const added = Object.keys(after).filter((key) => !(key in before));
            expect(added.filter((key) => key.startsWith('v:')).sort()).toEqual(['v:RT-PV-1', 'v:RT-PV-2', 'v:RT-PV-3']);
            expect(Object.fromEntries(Object.entries(after).filter(([key]) => key in before))).toEqual(before);
            const productId = (after['v:RT-PV-1'] as { productId: number }).productId;
            expect(['v:RT-PV-2', 'v:RT-PV-3'].map((key) => (after[key] as { productId: number }).productId)).toEqual([productId, productId]);
          } else {
            expect(after).toEqual(setup.expected(before));
          }
        });
      }
    }
  }
});
