/**
 * The product/variant import through the BFF: the category's template, filled in as a seller would (one row per
 * variant, the template's own headers, its mandatory attribute columns), creates the product; a second run of the same
 * file updates instead of duplicating; a row without a mandatory attribute is refused with its reason, and the error
 * file, that row fixed in it, imports it.
 */
import ExcelJS from 'exceljs';
import type { VariantListAnswer } from '@contract/catalog/variant.api';
import type { ImportErrorListAnswer } from '@contract/imports/import.api';
import { headerKey } from '@contract/imports/import-columns';
import { PRODUCT_VARIANT_COLUMNS, type ProductVariantRow } from '@contract/imports/product-variant.rules';
import type { Transaction } from '@contract/transactions/transaction.types';
import { IMPORT_ROUTES } from '@contract/imports/import.routes';
import { TRANSACTION_ROUTES } from '@contract/transactions/transaction.routes';
import { VARIANT_ROUTES } from '@contract/catalog/variant.routes';
import { importableCategory, importRow } from '@mocks/world/imports/import-test-rows';
import type { TestBrowser } from '../../test/browser';
import type { Harness } from '../../test/harness';
import { harnessPerFile, tempDirPerFile } from '../../test/harness-per-file';

/** The template's header row filled from a typed row: each header's column, attribute columns by name. */
function cellsFor(header: string[], row: ProductVariantRow): (string | number | null)[] {
  return header.map((text) => {
    const column = PRODUCT_VARIANT_COLUMNS.find((entry) => headerKey(entry.header) === headerKey(text));
    if (column) {
      const value = row[column.key as keyof ProductVariantRow];
      return Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item : '')).join(',') : (value as string | number | null);
    }
    return row.attributes.find((attribute) => headerKey(attribute.name) === headerKey(text))?.value ?? null;
  });
}

describe('product/variant import through the BFF', () => {
  let h: Harness;
  let seller: TestBrowser;
  harnessPerFile(
    async (harness, made) => {
      h = harness;
      seller = made;
      await seller.signIn('ayse@demo.tezgah.dev');
    },
    { env: { UPLOAD_DIR: tempDirPerFile('tezgah-pv-import-') } },
    { world: 'seeded' },
  );

  it('fills the category template, creates the product, updates it on a second run and refuses a row without a mandatory attribute', async () => {
    const category = importableCategory(h.sandbox.world, 1001);
    const template = await seller.call(IMPORT_ROUTES.productVariantTemplate, { params: { categoryId: category.id } });
    expect(template.status).toBe(200);
    expect(template.headers.get('content-disposition')).toContain(`product-variant-template-${category.id}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await template.arrayBuffer());
    const header = (workbook.getWorksheet('Import')!.getRow(1).values as unknown[]).slice(1).map(String);
    for (const attribute of category.attributes) expect(header).toContain(`${attribute.name} *`);
    expect(String(workbook.getWorksheet('Guide')!.getRow(1).getCell(2).value)).toBe(String(category.id));

    const good = importRow(h.sandbox.world, 1001, 'PV-IMPORT-1');
    const missing = importRow(h.sandbox.world, 1001, 'PV-IMPORT-2', { attributes: good.attributes.slice(1) });
    const sheet = new ExcelJS.Workbook();
    const rows = sheet.addWorksheet('Import');
    rows.addRow(header);
    rows.addRow(cellsFor(header, good));
    rows.addRow(cellsFor(header, missing));
    const file = new Uint8Array(await sheet.xlsx.writeBuffer());

    const run = async () => {
      const response = await seller.call(IMPORT_ROUTES.upload, { params: { kind: 'productVariant' }, search: 'name=products.xlsx', body: file });
      expect(response.status).toBe(202);
      const { transactionId } = (await response.json()) as { transactionId: string };
      await h.jobs.drain();
      return { transactionId, transaction: (await (await seller.call(TRANSACTION_ROUTES.detail, { params: { id: transactionId } })).json()) as Transaction };
    };
    const first = await run();
    expect(first.transaction).toMatchObject({ method: 'productVariantImport', status: 'warning', rows: 2 });
    const errors = (await (
      await seller.call(IMPORT_ROUTES.errors, { search: `kind=productVariant&transactionId=${first.transactionId}` })
    ).json()) as ImportErrorListAnswer;
    expect(errors.items.map((row) => [row.row, row.sku, row.reasons.map((reason) => reason.code)])).toEqual([
      [3, 'PV-IMPORT-2', ['imports.reasons.attributeMissing']],
    ]);
    const created = (await (await seller.call(VARIANT_ROUTES.list, { search: 'sku=PV-IMPORT-1' })).json()) as VariantListAnswer;
    expect(created.items).toHaveLength(1);
    expect(created.items[0]).toMatchObject({ sku: 'PV-IMPORT-1', price: 100, retailPrice: 120, stock: 5 });

    await run();
    const again = (await (await seller.call(VARIANT_ROUTES.list, { search: 'sku=PV-IMPORT-1' })).json()) as VariantListAnswer;
    expect(again.items.map((item) => item.id)).toEqual([created.items[0]!.id]);

    const errorFile = await seller.call(TRANSACTION_ROUTES.importErrorFile, { params: { id: first.transactionId } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await errorFile.arrayBuffer());
    const errorSheet = book.worksheets[0]!;
    const errorHeader = (errorSheet.getRow(1).values as unknown[]).slice(1).map(String);
    expect(errorHeader).toEqual(['Row', ...header, 'Reasons']);
    errorSheet.getRow(2).getCell(errorHeader.indexOf(`${good.attributes[0]!.name} *`) + 1).value = good.attributes[0]!.value;
    const fixed = await seller.call(IMPORT_ROUTES.upload, {
      params: { kind: 'productVariant' },
      search: 'name=products-errors.xlsx',
      body: new Uint8Array(await book.xlsx.writeBuffer()),
    });
    const { transactionId } = (await fixed.json()) as { transactionId: string };
    await h.jobs.drain();
    expect(await (await seller.call(TRANSACTION_ROUTES.detail, { params: { id: transactionId } })).json()).toMatchObject({ status: 'done', rows: 1 });
    const both = await Promise.all(
      ['PV-IMPORT-1', 'PV-IMPORT-2'].map(
        async (sku) => ((await (await seller.call(VARIANT_ROUTES.list, { search: `sku=${sku}` })).json()) as VariantListAnswer).items,
      ),
    );
    expect(both.map((items) => items.map((item) => [item.sku, item.productId]))).toEqual([
      [['PV-IMPORT-1', created.items[0]!.productId]],
      [['PV-IMPORT-2', created.items[0]!.productId]],
    ]);
  });

  it('gives every reason of a row in one pass: an empty brand, an unknown attribute value and a price of 0 together', async () => {
    const category = importableCategory(h.sandbox.world, 1001);
    const template = await seller.call(IMPORT_ROUTES.productVariantTemplate, { params: { categoryId: category.id } });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await template.arrayBuffer());
    const header = (workbook.getWorksheet('Import')!.getRow(1).values as unknown[]).slice(1).map(String);
    const good = importRow(h.sandbox.world, 1001, 'PV-ONE-PASS');
    const [colour, ...rest] = good.attributes;
    const bad = { ...good, brandName: '', price: 0, taxClass: 'No such tax', attributes: [{ name: colour!.name, value: 'Plaid purple' }, ...rest] };
    const sheet = new ExcelJS.Workbook();
    sheet.addWorksheet('Import').addRows([header, cellsFor(header, bad)]);
    const response = await seller.call(IMPORT_ROUTES.upload, {
      params: { kind: 'productVariant' },
      search: 'name=one-pass.xlsx&lang=en',
      body: new Uint8Array(await sheet.xlsx.writeBuffer()),
    });
    const { transactionId } = (await response.json()) as { transactionId: string };
    await h.jobs.drain();
    const errors = (await (
      await seller.call(IMPORT_ROUTES.errors, { search: `kind=productVariant&transactionId=${transactionId}` })
    ).json()) as ImportErrorListAnswer;
    expect(errors.items.map((row) => row.reasons.map((reason) => `${reason.column}: ${reason.code}`))).toEqual([
      [
        'Brand: validation.required',
        'Tax Class: imports.reasons.taxClassUnknown',
        'Price: validation.priceAboveZero',
        `${colour!.name}: imports.reasons.attributeValueUnknown`,
      ],
    ]);
    expect(((await (await seller.call(VARIANT_ROUTES.list, { search: 'sku=PV-ONE-PASS' })).json()) as VariantListAnswer).items).toEqual([]);
  });
});
