/**
 * Imports made through the app's own API client before or during a story: workbooks written with @e965/xlsx in the
 * browser from the catalogue of the world under the story's BFF, uploaded, and waited for until the BFF's import job
 * ends.
 */
import { utils, write } from '@e965/xlsx';
import { API } from '@contract/api/paths';
import { parseVariantQuery } from '@contract/catalog/variant.query';
import type { ImportKind } from '@contract/imports/import.types';
import { PRODUCT_VARIANT_COLUMNS, type ProductVariantRow } from '@contract/imports/product-variant.rules';
import type { Transaction } from '@contract/transactions/transaction.types';
import { fetchStockPriceVariants, uploadImport } from '@web/features/imports/imports.api';
import { http } from '@web/lib/http';
import { importRow } from '@mocks/world/imports/import-test-rows';
import { currentStoryEnvironment } from '../../.storybook/story-environment';

type Cell = string | number | null;

/** A one-sheet .xlsx file of these rows (the header row first). */
export function workbookFile(name: string, rows: readonly (readonly Cell[])[]): File {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows.map((row) => [...row])), 'Import');
  return new File([write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer], name);
}

/** Bytes that start like an .xlsx (a zip) and are not one: the browser's check lets them through, the server refuses them. */
export const brokenWorkbook = () => new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new Array(60).fill(7)])], 'fiyatlar.xlsx');

/** Text in a file named like a workbook: the browser's check refuses it by its first bytes. */
export const textNamedXlsx = () => new File(['SKU;Price;Retail Price;Stock\nAT-1;10;12;3\n'], 'fiyatlar.xlsx');

/** The company's first active variants, as the stock/price list shows them. */
export async function activeVariants(count: number) {
  return (await fetchStockPriceVariants(parseVariantQuery({ tab: 'active', pageSize: String(count) }))).items;
}

/** A stock/price workbook that sets the first active variants' stock (prices unchanged, so no daily allowance is spent). */
export async function stockPriceWorkbook(count = 3): Promise<File> {
  const variants = await activeVariants(count);
  return workbookFile('stok-fiyat.xlsx', [
    ['SKU', 'Price', 'Retail Price', 'Stock'],
    ...variants.map((variant) => [variant.sku, variant.price, variant.retailPrice, variant.stock + 5]),
  ]);
}

/** A fulfillment-day workbook for the first active variants' products (one day for all: rows of one product must agree). */
export async function fulfillmentDayWorkbook(count = 3): Promise<File> {
  const variants = await activeVariants(count);
  return workbookFile('hazirlik-suresi.xlsx', [['SKU', 'Fulfillment Day'], ...variants.map((variant) => [variant.sku, 4])]);
}

/**
 * A product/variant workbook of one new variant that passes, one existing variant whose price rises past the limit
 * and one whose product name is too short: two rows are refused.
 */
export async function productVariantWorkbook(): Promise<File> {
  const { bff, user } = currentStoryEnvironment();
  const companyId = user?.companyId ?? 0;
  const [first, second] = await activeVariants(2);
  if (!first || !second) throw new Error('The seller needs two active variants');
  const rows: ProductVariantRow[] = [
    importRow(bff.world, companyId, 'AT-YENI-0001'),
    importRow(bff.world, companyId, first.sku, { price: first.price * 4, retailPrice: first.price * 5 }),
    importRow(bff.world, companyId, second.sku, { productName: 'Kısa' }),
  ];
  const attributes = rows[0]!.attributes.map((attribute) => attribute.name);
  const cellsOf = (row: ProductVariantRow): Cell[] => [
    ...PRODUCT_VARIANT_COLUMNS.map(({ key }) => (key === 'imageUrls' ? row.imageUrls.join(', ') : ((row[key] as Cell | undefined) ?? null))),
    ...attributes.map((name) => row.attributes.find((attribute) => attribute.name === name)?.value ?? null),
  ];
  return workbookFile('urunler.xlsx', [[...PRODUCT_VARIANT_COLUMNS.map((column) => column.header), ...attributes], ...rows.map(cellsOf)]);
}

/** Uploads through the app's client and waits for the BFF's import job to end; answers the finished transaction. */
export async function importAndWait(kind: ImportKind, file: File): Promise<Transaction> {
  const { transactionId } = await uploadImport(kind, file);
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const transaction = (await http.get<Transaction>(`${API.transactions}/${encodeURIComponent(transactionId)}`)).data;
    if (transaction.status !== 'open' && transaction.status !== 'inProgress') return transaction;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`The ${kind} import did not finish`);
}
