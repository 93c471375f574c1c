/**
 * Props for the import page stories, read from the same seeded world the sandbox serves: the stock/price list, the
 * template categories and the refused rows are what the world's catalogue and the contract's rules give for Ayşe's
 * company. Recent imports are transactions as the BFF records them (nothing in the world holds past imports).
 */
import { expect, within } from 'storybook/test';
import { i18n } from '@web/lib/i18n';
import { DEFAULT_IMPORT_LIMITS, type ImportRowError, type ImportSettingsAnswer, type ImportState } from '@contract/imports/import.types';
import { checkBatch, newBatchState } from '@contract/imports/import-batch';
import type { TemplateCategory } from '@contract/imports/import.api';
import { PRODUCT_VARIANT_COLUMNS, productVariantRowProblems, type ProductVariantRow } from '@contract/imports/product-variant.rules';
import { zeroCounts, type ListPage } from '@contract/lists/list-query';
import { TRANSACTION_TABS, type Transaction, type TransactionMethod, type TransactionTab } from '@contract/transactions/transaction.types';
import { parseVariantQuery, type VariantListQuery } from '@contract/catalog/variant.query';
import type { DetailState } from '@web/lib/resources/detail-resource';
import type { ListState } from '@web/lib/resources/list-resource';
import type { ApiFailure } from '@web/lib/http';
import { IDLE_UPLOAD, type UploadState } from '@web/features/imports/import-upload.slice';
import { DEMO_ACCOUNTS } from '@mocks/world/demo-accounts';
import { listVariants } from '@mocks/world/catalog/variant-list';
import { lookupForImport } from '@mocks/world/imports/import-lookup';
import { templateCategories } from '@mocks/world/imports/import-templates';
import { importRow } from '@mocks/world/imports/import-test-rows';
import { isRefusal } from '@mocks/world/refusal';
import { createWorld } from '@mocks/world/world';
import { apiFailure } from '../support/failures';

/** The stories' fixed reference time (the other page stories use the same), so every build shows the same rows. */
const STORY_NOW = Date.UTC(2026, 0, 15, 9, 0, 0);
const world = createWorld({ now: STORY_NOW });
/** Anadolu Tekstil (TR), Ayşe's company. */
const SELLER_COMPANY_ID = DEMO_ACCOUNTS.find((account) => account.email === 'ayse@demo.tezgah.dev')?.company?.id ?? 0;

// ---- states as the resources keep them ----

export const loadingList = <Row, Tab extends string>(): ListState<Row, Tab> => ({ status: 'loading', query: null, page: null, error: null });
export const failedList = <Row, Tab extends string>(error: ApiFailure): ListState<Row, Tab> => ({ status: 'error', query: null, page: null, error });
export const readyList = <Row, Tab extends string>(page: ListPage<Row, Tab>): ListState<Row, Tab> => ({ status: 'ready', query: null, page, error: null });
export const loadingSettings = (): DetailState<ImportSettingsAnswer> => ({ status: 'loading', id: null, data: null, error: null, command: null });
export const failedSettings = (error: ApiFailure): DetailState<ImportSettingsAnswer> => ({ status: 'error', id: null, data: null, error, command: null });

/** Tab counts as the transactions list answers them. */
function countsOf(items: readonly Transaction[]): Record<TransactionTab, number> {
  const counts = zeroCounts(TRANSACTION_TABS);
  for (const item of items) counts[item.status] += 1;
  return { ...counts, all: items.length };
}

const at = (minutesAgo: number) => new Date(STORY_NOW - minutesAgo * 60_000).toISOString();

export function settingsIn(state: ImportState = 'allowed'): DetailState<ImportSettingsAnswer> {
  const data: ImportSettingsAnswer = { state, limits: DEFAULT_IMPORT_LIMITS, dailyPriceUpdatesLeft: state === 'allowed' ? 9_215 : 0 };
  return { status: 'ready', id: 0, data, error: null, command: null };
}

export const UPLOAD_IDLE: UploadState = IDLE_UPLOAD;
export const uploadRefused = (code: Parameters<typeof apiFailure>[0]): UploadState => ({ ...IDLE_UPLOAD, status: 'failed', error: apiFailure(code) });
export const uploadSending: UploadState = { ...IDLE_UPLOAD, status: 'sending', progress: 0.64 };

/** The last imports of one method: one running, one with refused rows, one done. */
export function recentImportsOf(method: TransactionMethod, stem: string): ListPage<Transaction, TransactionTab> {
  const base = { companyId: SELLER_COMPANY_ID, method, error: null, childErrors: [], createdBy: 'ayse' };
  const items: Transaction[] = [
    {
      ...base,
      id: `${stem}-3`,
      date: at(2),
      updatedAt: at(1),
      status: 'inProgress',
      file: `${stem}-haziran.xlsx`,
      importErrorFile: null,
      rows: null,
      progress: { done: 1_000, total: 2_400 },
    },
    {
      ...base,
      id: `${stem}-2`,
      date: at(95),
      updatedAt: at(93),
      status: 'warning',
      file: `${stem}-mayis.xlsx`,
      importErrorFile: `${stem}-mayis-errors.xlsx`,
      rows: 340,
      progress: { done: 340, total: 340 },
      error: { code: 'importRowsFailed', message: 'Some rows were not imported. The import error file lists them with their reasons.' },
    },
    {
      ...base,
      id: `${stem}-1`,
      date: at(60 * 26),
      updatedAt: at(60 * 26 - 3),
      status: 'done',
      file: `${stem}-nisan.xlsx`,
      importErrorFile: null,
      rows: 128,
      progress: { done: 128, total: 128 },
    },
  ];
  return { items, total: items.length, page: 1, pageSize: 5, tabCounts: countsOf(items) };
}

export const noImports = (): ListPage<Transaction, TransactionTab> => ({ items: [], total: 0, page: 1, pageSize: 5, tabCounts: countsOf([]) });

export const stockPriceQuery = (raw: Record<string, string> = {}): VariantListQuery => parseVariantQuery({ pageSize: '10', ...raw });
/** GET /api/variants as the BFF answers it for Ayşe's company. */
export const stockPricePage = (query = stockPriceQuery()) => listVariants(world, SELLER_COMPANY_ID, query, STORY_NOW);

/** The categories a template search finds in the world (the BFF answers the same). */
export function templatePage(search: string): ListPage<TemplateCategory, never> {
  const items = templateCategories(world, { search });
  return { items, total: items.length, page: 1, pageSize: Math.max(items.length, 1), tabCounts: {} as never };
}

/** A marketplace category name the world's crossings hold (Hepsiburada and Trendyol name shirts so). */
export const TEMPLATE_SEARCH = 'Gömlek';

export const PRODUCT_IMPORT_ID = 'pv-2';

/**
 * Refused rows of a product/variant import of Ayşe's catalogue, checked the way the BFF checks them: a price rise
 * and a measure change past the limits against the variants' current values, a SKU twice, and a row that breaks
 * product edit's schemas.
 */
export function refusedRows(transactionId = PRODUCT_IMPORT_ID): ImportRowError[] {
  const variants = stockPricePage(stockPriceQuery({ tab: 'active' })).items.slice(0, 3);
  const lookup = lookupForImport(
    world,
    SELLER_COMPANY_ID,
    variants.map((variant) => variant.sku),
    STORY_NOW,
  );
  if (!lookup || isRefusal(lookup)) throw new Error('No import lookup for the seller');
  const [first, second, third] = lookup.items;
  if (!first || !second || !third) throw new Error('The seller needs three live variants');
  const rows = [
    { row: 2, value: importRow(world, SELLER_COMPANY_ID, first.sku, { price: first.price * 4, retailPrice: first.price * 5 }) },
    {
      row: 3,
      value: importRow(world, SELLER_COMPANY_ID, second.sku, {
        price: second.price,
        retailPrice: second.retailPrice,
        weightGrams: second.weightGrams * 9 || 9_000,
      }),
    },
    { row: 4, value: importRow(world, SELLER_COMPANY_ID, second.sku, { price: second.price, retailPrice: second.retailPrice }) },
  ];
  const { refused } = checkBatch('productVariant', rows, lookup, DEFAULT_IMPORT_LIMITS, newBatchState());
  const invalid = importRow(world, SELLER_COMPANY_ID, third.sku, { productName: 'Kısa', retailPrice: 1, price: 50 });
  const date = at(93);
  return [
    ...refused.map((row) => ({
      transactionId,
      kind: 'productVariant' as const,
      row: row.row,
      sku: row.sku,
      productId: row.current?.productId ?? null,
      productName: row.current?.productName ?? null,
      companyId: SELLER_COMPANY_ID,
      syncSku: row.current?.syncSku ?? null,
      reasons: row.reasons,
      date,
      cells: cellsOf(rows.find((sent) => sent.row === row.row)!.value),
    })),
    {
      transactionId,
      kind: 'productVariant',
      row: 6,
      sku: third.sku,
      productId: third.productId,
      productName: third.productName,
      companyId: SELLER_COMPANY_ID,
      syncSku: third.syncSku,
      reasons: productVariantRowProblems(invalid),
      date,
      cells: cellsOf(invalid),
    },
  ];
}

/** A product/variant row's cells as the file had them (by English header; attributes by name), as the import keeps them. */
function cellsOf(row: ProductVariantRow): Record<string, string> {
  const cells: Record<string, string> = Object.fromEntries(
    PRODUCT_VARIANT_COLUMNS.map((column) => [column.header, column.key === 'imageUrls' ? row.imageUrls.join(', ') : String(row[column.key] ?? '')]),
  );
  for (const attribute of row.attributes) cells[attribute.name] = attribute.value;
  return cells;
}

export function refusedPage(rows = refusedRows()): ListPage<ImportRowError, never> {
  return { items: rows, total: rows.length, page: 1, pageSize: 25, tabCounts: {} as never };
}

/** A page whose company's imports are suspended or banned: the spec's text, and no file can be chosen or sent. */
export function blockedStory(state: 'suspended' | 'banned') {
  const textKey = state === 'suspended' ? 'errors.importSuspended' : 'errors.importBanned';
  return {
    name: state === 'suspended' ? 'Imports suspended' : 'Imports banned',
    args: { settings: settingsIn(state) },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByTestId('import-state-alert')).toHaveTextContent(i18n.t(textKey));
      await expect(canvas.getByTestId('upload-file')).toBeDisabled();
      await expect(canvas.getByTestId('upload-submit')).toBeDisabled();
    },
  };
}

export const STOCK_PRICE_IMPORT_ID = 'sp-2';

/** Refused rows of a stock/price import of Ayşe's catalogue, each with the cells it had: a price in words, a retail price below the price, a negative stock. */
export function stockPriceRefusedRows(transactionId = STOCK_PRICE_IMPORT_ID): ImportRowError[] {
  const [first, second, third] = stockPricePage(stockPriceQuery({ tab: 'active' })).items;
  if (!first || !second || !third) throw new Error('The seller needs three live variants');
  const refused = (row: number, variant: typeof first, cells: Record<string, string>, code: string, column: string): ImportRowError => ({
    transactionId,
    kind: 'stockPrice',
    row,
    sku: variant.sku,
    productId: variant.productId,
    productName: variant.productName,
    companyId: SELLER_COMPANY_ID,
    syncSku: variant.sku,
    reasons: [{ code, column }],
    date: at(93),
    cells: { SKU: variant.sku, ...cells },
  });
  return [
    refused(2, first, { Price: 'on iki', 'Retail Price': String(first.retailPrice), Stock: String(first.stock) }, 'validation.number', 'Price'),
    refused(3, second, { Price: String(second.price), 'Retail Price': '1', Stock: String(second.stock) }, 'validation.retailBelowPrice', 'Retail Price'),
    refused(4, third, { Price: String(third.price), 'Retail Price': String(third.retailPrice), Stock: '-3' }, 'validation.notNegative', 'Stock'),
  ];
}

export const FULFILLMENT_DAY_IMPORT_ID = 'fd-2';

/** Refused fulfillment-day rows of Ayşe's catalogue, each with the cells it had: a day in words, a day of 0, a day past the limit. */
export function fulfillmentDayRefusedRows(transactionId = FULFILLMENT_DAY_IMPORT_ID): ImportRowError[] {
  const variants = stockPricePage(stockPriceQuery({ tab: 'active' })).items.slice(0, 3);
  const days = [
    ['iki', 'validation.number'],
    ['0', 'validation.atLeastOne'],
    ['400', 'validation.numberTooLarge'],
  ] as const;
  return variants.map((variant, index) => ({
    transactionId,
    kind: 'fulfillmentDay',
    row: index + 2,
    sku: variant.sku,
    productId: variant.productId,
    productName: variant.productName,
    companyId: SELLER_COMPANY_ID,
    syncSku: variant.sku,
    reasons: [{ code: days[index]![1], column: 'Fulfillment Day' }],
    date: at(93),
    cells: { SKU: variant.sku, 'Fulfillment Day': days[index]![0] },
  }));
}
