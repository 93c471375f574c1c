import type { ImportApplyAnswer, ImportLookupAnswer, ImportVariantCurrent } from '../downstream/catalog-imports';
import { errorFileName, importOutcome, ImportRunFailure, runImport, type SheetRowCells } from './import-run';
import { DEFAULT_IMPORT_LIMITS } from './import.types';
import { reasonTexts } from './reason-texts';
import type { StockPriceRow } from './stock-price.rules';

const current = (sku: string, price: number): ImportVariantCurrent => ({
  sku,
  variantId: 1,
  productId: 10,
  productName: 'Kettle',
  syncSku: sku,
  price,
  retailPrice: price,
  stock: 1,
  fulfillmentDay: 2,
  deci: 1,
  weightGrams: 100,
  heightMm: 1,
  widthMm: 1,
  lengthMm: 1,
  measureUpdatesToday: 0,
});
const catalogue = new Map([
  ['A', current('A', 10)],
  ['B', current('B', 10)],
]);
const lookup = (skus: string[]): ImportLookupAnswer => ({
  state: 'allowed',
  items: skus.flatMap((sku) => catalogue.get(sku) ?? []),
  skuCount: 2,
  priceUpdatesToday: 0,
  pricing: { usdPerUnit: 1, commissionPercent: 10, marketplaceFee: 1 },
});
const sheet = (...rows: (string | number | null)[][]): SheetRowCells[] => rows.map((cells, at) => ({ row: at + 1, cells }));
const input = {
  kind: 'stockPrice' as const,
  transactionId: 't1',
  companyId: 1001,
  date: '2026-11-23T00:00:00.000Z',
  limits: { ...DEFAULT_IMPORT_LIMITS, batchSize: 2 },
  total: 4,
};

describe('runImport', () => {
  it('reads, checks and applies in batches, tells progress, and keeps each refused row with its reasons', async () => {
    const applied: StockPriceRow[][] = [];
    const progress: [number, number][] = [];
    const result = await runImport(input, {
      rows: sheet(['SKU', 'Price', 'Retail Price', 'Stock'], ['A', 11, 12, 1], ['X', 1, 1, 1], ['B', 20, 10, 1], ['A', 12, 12, 1]),
      lookup,
      apply: (rows): ImportApplyAnswer => {
        applied.push(rows);
        return { results: rows.map(() => ({ ok: true as const, productId: 10, variantId: 1, productName: 'Kettle', syncSku: 'A' })) };
      },
      progress: (done, total) => {
        progress.push([done, total]);
      },
    });
    expect(applied).toEqual([[{ sku: 'A', price: 11, retailPrice: 12, stock: 1 }], [{ sku: 'B', price: 20, retailPrice: 10, stock: 1, checkOnly: true }]]);
    expect(result.dataRows).toBe(4);
    expect(result.refused.map((row) => [row.row, row.sku, row.reasons[0]!.code, row.productName])).toEqual([
      [3, 'X', 'imports.reasons.skuUnknown', null],
      [4, 'B', 'validation.retailBelowPrice', 'Kettle'],
      [5, 'A', 'imports.reasons.skuTwice', 'Kettle'],
    ]);
    expect(progress.at(-1)).toEqual([4, 4]);
    const outcome = importOutcome(result, 'prices.xlsx', reasonTexts({ en: {}, tr: {} }));
    expect(outcome).toMatchObject({ status: 'warning', rows: 4, importErrorFile: 'prices-errors.xlsx', error: { code: 'importRowsFailed' } });
    expect(outcome.childErrors[0]).toEqual({ code: 'row 3', message: 'SKU: imports.reasons.skuUnknown', reasons: result.refused[0]!.reasons });
  });

  it("gives every reason of a row in one pass: the reader's, the lookup's and the service's, once each, in the file's column order, named by its headers", async () => {
    const sent: unknown[] = [];
    const result = await runImport(
      { ...input, total: 3 },
      {
        rows: sheet(['Stok', 'Stok Kodu', 'Fiyat', 'Piyasa Fiyatı'], [-1, 'X', 'abc', 5], [2, 'A', 0, 12], [3, 'B', 9, 10]),
        lookup,
        apply: (rows): ImportApplyAnswer => {
          sent.push(...rows);
          return {
            results: rows.map((row) =>
              row.sku === 'B'
                ? { ok: false as const, reasons: [{ code: 'imports.reasons.productDeleted', column: 'SKU' }], productName: 'Old kettle' }
                : {
                    ok: false as const,
                    reasons: [
                      { code: 'validation.number', column: 'Price' },
                      { code: 'imports.reasons.skuUnknown', column: 'SKU' },
                    ],
                  },
            ),
          };
        },
        progress: () => {},
      },
    );
    expect(sent).toEqual([
      { sku: 'X', price: 0, retailPrice: 5, stock: -1, checkOnly: true },
      { sku: 'A', price: 0, retailPrice: 12, stock: 2, checkOnly: true },
      { sku: 'B', price: 9, retailPrice: 10, stock: 3 },
    ]);
    expect(result.refused.map((row) => [row.row, row.reasons.map((reason) => `${reason.column} ${reason.code}`)])).toEqual([
      [2, ['Stok validation.notNegative', 'Stok Kodu imports.reasons.skuUnknown', 'Fiyat validation.number']],
      [3, ['Stok Kodu imports.reasons.skuUnknown', 'Fiyat validation.priceAboveZero']],
      [4, ['Stok Kodu imports.reasons.productDeleted']],
    ]);
    expect(result.refused[2]).toMatchObject({ sku: 'B', productName: 'Old kettle' });
    expect(result.refused.map((row) => row.cells)).toEqual([
      { SKU: 'X', Price: 'abc', 'Retail Price': '5', Stock: '-1' },
      { SKU: 'A', Price: '0', 'Retail Price': '12', Stock: '2' },
      { SKU: 'B', Price: '9', 'Retail Price': '10', Stock: '3' },
    ]);
  });

  it('does not apply again the batches up to the row it resumes after', async () => {
    const applied: string[] = [];
    await runImport(
      { ...input, resumeAfter: 3 },
      {
        rows: sheet(['SKU', 'Price', 'Retail Price', 'Stock'], ['A', 11, 12, 1], ['B', 11, 12, 1], ['NEW', 1, 1, 1]),
        lookup,
        apply: (rows) => {
          applied.push(...rows.map((row) => row.sku));
          return { results: rows.map(() => ({ ok: false as const, reasons: [] })) };
        },
        progress: () => {},
      },
    );
    expect(applied).toEqual([]);
  });

  it('numbers the batches by their place in the file, the same when it resumes', async () => {
    const sent = async (resumeAfter: number) => {
      const batches: [number, string[]][] = [];
      await runImport(
        { ...input, limits: { ...input.limits, batchSize: 1 }, resumeAfter },
        {
          rows: sheet(['SKU', 'Price', 'Retail Price', 'Stock'], ['A', 11, 12, 1], ['B', 11, 12, 1], ['C', 13, 14, 2]),
          lookup: (skus) => ({ ...lookup(skus), items: skus.map((sku) => current(sku, 10)) }),
          apply: (rows, batch) => {
            batches.push([batch, rows.map((row) => row.sku)]);
            return { results: rows.map(() => ({ ok: true as const, productId: 10, variantId: 1, productName: 'Kettle', syncSku: 'A' })) };
          },
          progress: () => {},
        },
      );
      return batches;
    };
    expect(await sent(0)).toEqual([
      [0, ['A']],
      [1, ['B']],
      [2, ['C']],
    ]);
    expect(await sent(3)).toEqual([[2, ['C']]]);
  });

  it('skips hidden rows, lists them and the hidden columns it read, and warns', async () => {
    const applied: string[] = [];
    const apply = (rows: StockPriceRow[]): ImportApplyAnswer => {
      applied.push(...rows.map((row) => row.sku));
      return { results: rows.map(() => ({ ok: true as const, productId: 10, variantId: 1, productName: 'Kettle', syncSku: 'A' })) };
    };
    const rows: SheetRowCells[] = [
      { row: 1, cells: ['SKU', 'Price', 'Note', 'Retail Price', 'Stock'] },
      { row: 2, cells: ['A', 11, 'x', 12, 1] },
      { row: 3, cells: ['B', 11, 'y', 12, 1], hidden: true },
    ];
    const result = await runImport({ ...input, sheet: { name: 'Stok', hiddenColumns: [2] } }, { rows, lookup, apply, progress: () => {} });
    expect(applied).toEqual(['A']);
    expect(result).toMatchObject({ dataRows: 1, refused: [], hiddenRows: [3], hiddenColumns: ['C (Note)'] });
    const outcome = importOutcome(result, 'a.xlsx', reasonTexts({ en: {}, tr: {} }));
    expect(outcome).toMatchObject({ status: 'warning', importErrorFile: null, error: { code: 'importHiddenCells' } });
    expect(outcome.childErrors.map(({ code, reasons }) => ({ code, reasons }))).toEqual([
      { code: 'sheet', reasons: [{ code: 'imports.reasons.columnsHidden', params: { columns: 'C (Note)' } }] },
      { code: 'row 3', reasons: [{ code: 'imports.reasons.rowHidden' }] },
    ]);
  });

  it('names the headers a sheet lacks and the sheet it read', async () => {
    const io = { lookup, apply: () => ({ results: [] }), progress: () => {} };
    await expect(runImport({ ...input, sheet: { name: 'Fiyatlar', hiddenColumns: [] } }, { ...io, rows: sheet(['SKU', 'Cost']) })).rejects.toMatchObject({
      code: 'importHeadersMissing',
      params: { sheet: 'Fiyatlar', missing: 'Price, Retail Price, Stock' },
    });
  });

  it('fails without the required headers or without rows', async () => {
    const io = { lookup, apply: () => ({ results: [] }), progress: () => {} };
    await expect(runImport(input, { ...io, rows: sheet(['SKU', 'Cost']) })).rejects.toMatchObject({ code: 'importHeadersMissing' });
    await expect(runImport(input, { ...io, rows: sheet(['SKU', 'Price', 'Retail Price', 'Stock']) })).rejects.toBeInstanceOf(ImportRunFailure);
  });

  it('ends done without refusals and error when every row was refused', () => {
    const texts = reasonTexts({ en: {}, tr: {} });
    expect(importOutcome({ dataRows: 2, refused: [], hiddenRows: [], hiddenColumns: [] }, 'a.xlsx', texts)).toMatchObject({
      status: 'done',
      importErrorFile: null,
    });
    const row = {
      transactionId: 't',
      kind: 'stockPrice' as const,
      row: 2,
      sku: 'A',
      productId: null,
      productName: null,
      companyId: 1,
      syncSku: null,
      reasons: [],
      date: '',
    };
    expect(importOutcome({ dataRows: 1, refused: [row], hiddenRows: [], hiddenColumns: [] }, 'a.xlsx', texts)).toMatchObject({
      status: 'error',
      error: { code: 'importAllRowsFailed' },
    });
  });

  it('names the error file after the upload', () => {
    expect(errorFileName('prices.xlsx')).toBe('prices-errors.xlsx');
    expect(errorFileName('Fiyat listesi (son).xls')).toBe('Fiyat-listesi-son-errors.xlsx');
    expect(errorFileName('.xlsx')).toBe('import-errors.xlsx');
  });
});
