import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { utils, write } from '@e965/xlsx';
import { API } from '@contract/api/paths';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@contract/api/csrf';
import type { VariantListAnswer } from '@contract/catalog/variant.api';
import type { ProductEditAnswer } from '@contract/catalog/product.api';
import type { ImportErrorListAnswer, TemplateCategoryAnswer } from '@contract/imports/import.api';
import { DEFAULT_IMPORT_LIMITS, type ImportSettingsAnswer } from '@contract/imports/import.types';
import { PRODUCT_VARIANT_COLUMNS, type ProductVariantRow } from '@contract/imports/product-variant.rules';
import type { Transaction } from '@contract/transactions/transaction.types';
import { DEMO_PASSWORD } from '@mocks/world/demo-accounts';
import { catalogOf } from '@mocks/world/catalog/catalog-access';
import { taxonomyOf } from '@mocks/world/catalog/taxonomy';
import { BANNED_IMPORT_COMPANY_ID, SUSPENDED_IMPORT_COMPANY_ID } from '@mocks/world/imports/import-book';
import { importRow } from '@mocks/world/imports/import-test-rows';
import { startMirage, type RunningMirage } from './server';
import type { MockScenario } from './scenarios';
import { api } from './test-client';

const NOW = Date.UTC(2026, 0, 16, 9, 0, 0);
let mirage: RunningMirage;
const start = (scenario: MockScenario = 'default') => {
  mirage?.shutdown();
  mirage = startMirage({ scenario, environment: 'test', now: () => NOW });
};
const login = () => api(API.loginUser, { body: { email: 'ayse@demo.tezgah.dev', password: DEMO_PASSWORD } });
const actAs = async (companyId: number) => {
  await api(API.loginAdmin, { body: { email: 'admin@demo.tezgah.dev', password: DEMO_PASSWORD } });
  return api(API.actAs, { body: { companyId } });
};

function workbook(rows: readonly (readonly unknown[])[]): Uint8Array<ArrayBuffer> {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows.map((row) => [...row])), 'Import');
  return new Uint8Array(write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}

async function upload(kind: string, name: string, body: BodyInit) {
  const answer = await fetch(`${API.imports}/${kind}?name=${encodeURIComponent(name)}`, { method: 'POST', headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE }, body });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

/** The transaction once the background import has finished (open and inProgress are passed through). */
async function finished(transactionId: unknown): Promise<Transaction> {
  const seen = new Set<string>();
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const { body } = await api<Transaction>(`${API.transactions}/${String(transactionId)}`);
    seen.add(body.status);
    if (!['open', 'inProgress'].includes(body.status)) return body;
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  throw new Error(`import did not finish (seen ${[...seen].join(', ')})`);
}

async function activeVariants(count: number) {
  return (await api<VariantListAnswer>(`${API.variants}?tab=active&pageSize=${count}`)).body.items;
}

beforeEach(() => {
  localStorage.clear();
  start();
});
afterEach(() => mirage.shutdown());

describe('Mirage imports', () => {
  it('answers the settings to a seller, and refuses the signed out and staff', async () => {
    expect((await api(`${API.imports}/settings`)).status).toBe(401);
    await login();
    const settings = await api<ImportSettingsAnswer>(`${API.imports}/settings`);
    expect(settings.status).toBe(200);
    expect(settings.body).toMatchObject({ state: 'allowed', limits: DEFAULT_IMPORT_LIMITS });
    expect(settings.body.dailyPriceUpdatesLeft).toBeGreaterThan(0);
    await api(API.loginAdmin, { body: { email: 'admin@demo.tezgah.dev', password: DEMO_PASSWORD } });
    expect(await api(`${API.imports}/settings`)).toEqual({ status: 403, body: { code: 'forbidden', message: expect.any(String) } });
  });

  it('imports a stock/price workbook: good rows applied, bad rows refused and listed, the transaction in warning', async () => {
    await login();
    const [first, second] = await activeVariants(2);
    const newPrice = Math.round(first!.price * 1.5 * 100) / 100;
    const file = workbook([
      ['SKU', 'Price', 'Retail Price', 'Stock'],
      [first!.sku, newPrice, newPrice + 10, 42],
      [second!.sku, 50, 40, 3],
      [],
      ['NO-SUCH-SKU-1', 10, 12, 1],
      ['NO-PRICE-SKU', '', 12, 1],
    ]);
    const started = await upload('stockPrice', 'C:\\fakepath\\prices.xlsx', new Blob([file]));
    expect(started.status).toBe(202);
    const transaction = await finished(started.body.transactionId);
    expect(transaction).toMatchObject({
      status: 'warning', method: 'stockPriceImport', file: 'prices.xlsx', importErrorFile: 'prices-errors.xlsx', rows: 4,
      error: { code: 'importRowsFailed' }, progress: { done: 4, total: 4 },
    });
    expect(transaction.childErrors.map((error) => error.code)).toEqual(['row 3', 'row 5', 'row 6']);
    expect(transaction.childErrors[0]!.message).toContain('Retail Price: ');

    const errors = await api<ImportErrorListAnswer>(`${API.imports}/errors?kind=stockPrice&transactionId=${transaction.id}`);
    expect(errors.body.total).toBe(3);
    expect(errors.body.items.map((row) => [row.row, row.sku])).toEqual([[3, second!.sku], [5, 'NO-SUCH-SKU-1'], [6, 'NO-PRICE-SKU']]);
    expect(errors.body.items[1]!.reasons).toEqual([{ code: 'imports.reasons.skuUnknown', column: 'SKU' }]);
    expect(errors.body.items[0]).toMatchObject({ kind: 'stockPrice', companyId: 1001, transactionId: transaction.id });
    expect((await api<ImportErrorListAnswer>(`${API.imports}/errors?kind=stockPrice&sku=no-such`)).body.items.map((row) => row.row)).toEqual([5]);
    expect((await api<ImportErrorListAnswer>(`${API.imports}/errors?kind=fulfillmentDay`)).body.total).toBe(0);

    const [updated] = (await api<VariantListAnswer>(`${API.variants}?sku=${encodeURIComponent(first!.sku)}`)).body.items;
    expect(updated).toMatchObject({ sku: first!.sku, price: newPrice, retailPrice: newPrice + 10, stock: 42 });
    const [untouched] = (await api<VariantListAnswer>(`${API.variants}?sku=${encodeURIComponent(second!.sku)}`)).body.items;
    expect(untouched).toMatchObject({ price: second!.price, retailPrice: second!.retailPrice });
    const settings = await api<ImportSettingsAnswer>(`${API.imports}/settings`);
    expect(settings.body.dailyPriceUpdatesLeft).toBeGreaterThan(0);
  });

  it('refuses uploads that are no workbook before a transaction is made', async () => {
    await login();
    const pdf = new TextEncoder().encode('%PDF-1.4 not a sheet');
    expect(await upload('stockPrice', 'prices.xlsx', pdf)).toEqual({ status: 415, body: { code: 'notAWorkbook', message: expect.any(String) } });
    expect((await upload('stockPrice', 'prices.csv', workbook([['SKU']]))).body).toMatchObject({ code: 'unsupportedFile' });
    expect((await upload('stockPrice', 'big.xlsx', new Uint8Array(DEFAULT_IMPORT_LIMITS.maxFileBytes + 1))).status).toBe(413);
    expect(await upload('stockPrice', 'broken.xlsx', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5]))).toMatchObject({ status: 422, body: { code: 'workbookUnreadable' } });
    expect((await upload('prices', 'prices.xlsx', workbook([['SKU']]))).status).toBe(404);
    expect((await api<{ total: number }>(API.transactions)).body.total).toBe(0);
  });

  it('fails the import on a missing header, an empty sheet, or when every row is refused', async () => {
    await login();
    const missing = await finished((await upload('stockPrice', 'a.xlsx', workbook([['SKU', 'Price'], ['X', 1]]))).body.transactionId);
    expect(missing).toMatchObject({ status: 'error', error: { code: 'importHeadersMissing', message: expect.stringContaining('(Retail Price, Stock)') } });
    const empty = await finished((await upload('fulfillmentDay', 'b.xlsx', workbook([['SKU', 'Fulfillment Day']]))).body.transactionId);
    expect(empty).toMatchObject({ status: 'error', error: { code: 'importEmpty' }, importErrorFile: null });
    const allRefused = await finished((await upload('fulfillmentDay', 'c.xlsx', workbook([['Stok Kodu', 'Hazırlık Süresi'], ['NOPE', 2]]))).body.transactionId);
    expect(allRefused).toMatchObject({ status: 'error', rows: 1, error: { code: 'importAllRowsFailed' }, importErrorFile: 'c-errors.xlsx' });
  });

  it('sets the fulfillment day of a SKU\'s product', async () => {
    await login();
    const [variant] = await activeVariants(1);
    const before = (await api<ProductEditAnswer>(`${API.productEdit}/${variant!.productId}`)).body.product.fulfillmentDay;
    const day = before === 5 ? 6 : 5;
    const transaction = await finished((await upload('fulfillmentDay', 'days.xls.xlsx', workbook([['SKU', 'Fulfillment Day'], [variant!.sku, day]]))).body.transactionId);
    expect(transaction).toMatchObject({ status: 'done', rows: 1, error: null, childErrors: [], importErrorFile: null });
    expect((await api<ProductEditAnswer>(`${API.productEdit}/${variant!.productId}`)).body.product.fulfillmentDay).toBe(day);
  });

  it('creates a product from a product/variant workbook and refuses a row that breaks product edit\'s rules', async () => {
    await login();
    const good = importRow(mirage.world, 1001, 'MIRAGE-PV-1');
    const bad = importRow(mirage.world, 1001, 'MIRAGE-PV-2', { spu: 'SPU-IMPORT-2', productName: 'Short' });
    const headers = [...PRODUCT_VARIANT_COLUMNS.map((column) => column.header), ...good.attributes.map((attribute) => `${attribute.name} *`)];
    const cellsOf = (row: ProductVariantRow) => [
      ...PRODUCT_VARIANT_COLUMNS.map(({ key }) => (key === 'imageUrls' ? row.imageUrls.join(', ') : row[key] ?? '')),
      ...row.attributes.map((attribute) => attribute.value),
    ];
    const started = await upload('productVariant', 'products.xlsx', workbook([headers, cellsOf(good), cellsOf(bad)]));
    const transaction = await finished(started.body.transactionId);
    expect(transaction).toMatchObject({ status: 'warning', rows: 2, childErrors: [{ code: 'row 3' }] });
    const [created] = (await api<VariantListAnswer>(`${API.variants}?sku=MIRAGE-PV-1`)).body.items;
    expect(created).toMatchObject({ sku: 'MIRAGE-PV-1', productName: good.productName, price: 100, stock: 5 });
    expect((await api<VariantListAnswer>(`${API.variants}?sku=MIRAGE-PV-2`)).body.total).toBe(0);
    const errors = await api<ImportErrorListAnswer>(`${API.imports}/errors?kind=productVariant`);
    expect(errors.body.items).toEqual([expect.objectContaining({ row: 3, sku: 'MIRAGE-PV-2', reasons: [expect.objectContaining({ column: 'Product Name' })] })]);
  });

  it('refuses a suspended or banned company; an admin acting as the seller switches it', async () => {
    await actAs(SUSPENDED_IMPORT_COMPANY_ID);
    expect((await api<ImportSettingsAnswer>(`${API.imports}/settings`)).body).toMatchObject({ state: 'suspended', dailyPriceUpdatesLeft: 0 });
    expect(await upload('stockPrice', 'prices.xlsx', workbook([['SKU']]))).toEqual({
      status: 403, body: { code: 'importSuspended', message: 'Products/variants import functionality is disabled temporarily' },
    });
    expect((await api(`${API.imports}/template-categories?search=abc`)).status).toBe(403);
    expect((await api(`${API.imports}/state`, { method: 'PUT', body: { state: 'paused' } })).body).toMatchObject({ code: 'validation', fields: { state: 'validation.required' } });
    expect(await api(`${API.imports}/state`, { method: 'PUT', body: { state: 'allowed' } })).toEqual({ status: 200, body: { state: 'allowed' } });
    expect((await api<ImportSettingsAnswer>(`${API.imports}/settings`)).body.state).toBe('allowed');
    await actAs(BANNED_IMPORT_COMPANY_ID);
    expect((await upload('productVariant', 'p.xlsx', workbook([['SKU']]))).body).toMatchObject({ code: 'importBanned' });
    await login();
    expect((await api(`${API.imports}/state`, { method: 'PUT', body: { state: 'banned' } })).status).toBe(403);
  });

  it('finds template categories by a marketplace category\'s id', async () => {
    await login();
    const crossing = taxonomyOf(mirage.world).categories.filter((category) => category.isLeaf && category.status === 'active')
      .flatMap((category) => category.crossings.filter((entry) => entry.status === 'crossed').map((entry) => ({ category, entry })))[0]!;
    const answer = await api<TemplateCategoryAnswer>(`${API.imports}/template-categories?search=${encodeURIComponent(crossing.entry.remoteCategoryId)}&marketplace=${crossing.entry.marketplace}`);
    expect(answer.body.items).toContainEqual(expect.objectContaining({ categoryId: crossing.category.id, marketplaceCategoryId: crossing.entry.remoteCategoryId }));
    expect((await api<TemplateCategoryAnswer>(`${API.imports}/template-categories`)).body.items).toEqual([]);
  });

  it('follows the scenarios: errors refuses, empty finds no SKU', async () => {
    start('errors');
    await login();
    expect((await api(`${API.imports}/settings`)).body).toMatchObject({ code: 'downstreamUnavailable' });
    start('empty');
    await login();
    const sku = catalogOf(mirage.world, 1001)!.variants[0]!.sku;
    expect((await api<ImportSettingsAnswer>(`${API.imports}/settings`)).body.dailyPriceUpdatesLeft).toBe(0);
    const transaction = await finished((await upload('stockPrice', 'p.xlsx', workbook([['SKU', 'Price', 'Retail Price', 'Stock'], [sku, 1, 2, 3]]))).body.transactionId);
    expect(transaction).toMatchObject({ status: 'error', error: { code: 'importAllRowsFailed' } });
  });
});
