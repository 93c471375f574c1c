/**
 * A product/variant update file as LibreOffice saves one: shared strings, numbers as numbers, and empty cells written
 * in each of its ways (no <c> at all, a styled <c> without a value, an empty shared string). Empty optional cells keep
 * every field of the variant; the clear marker clears Extra SKU, GTIN, an optional attribute and the images, a main
 * image named alone keeps the extras, and the marker in Status is refused.
 */
import ExcelJS from 'exceljs';
import type { ImportApplyAnswer } from '@contract/downstream/catalog-imports';
import type { ImportErrorListAnswer } from '@contract/imports/import.api';
import { headerKey } from '@contract/imports/import-columns';
import { CLEAR_MARKER } from '@contract/imports/optional-cells';
import { PRODUCT_VARIANT_COLUMNS, type ProductVariantKey, type ProductVariantRow } from '@contract/imports/product-variant.rules';
import type { Transaction } from '@contract/transactions/transaction.types';
import { IMPORT_ROUTES } from '@contract/imports/import.routes';
import { TRANSACTION_ROUTES } from '@contract/transactions/transaction.routes';
import { catalogOf } from '@mocks/world/catalog/catalog-access';
import { attributeDefinitions } from '@mocks/world/catalog/product-detail';
import { taxonomyOf } from '@mocks/world/catalog/taxonomy';
import { applyProductVariants } from '@mocks/world/imports/apply-product-variants';
import { importRow } from '@mocks/world/imports/import-test-rows';
import type { TestBrowser } from '../../test/browser';
import type { Harness } from '../../test/harness';
import { harnessPerFile, tempDirPerFile } from '../../test/harness-per-file';
import { EMPTY_WAYS, libreOfficeXlsx, type LibreCell } from '../../lib/spreadsheet/workbook-fixtures';

const IMAGES = ['https://img.example.com/pv-main.jpg', 'https://img.example.com/pv-extra-1.jpg', 'https://img.example.com/pv-extra-2.jpg'];
const OPTIONAL_KEYS: ReadonlySet<ProductVariantKey> = new Set(PRODUCT_VARIANT_COLUMNS.filter((column) => !column.required).map((column) => column.key));

describe('a product/variant update file saved by LibreOffice', () => {
  let h: Harness;
  let seller: TestBrowser;
  const uploadDir = tempDirPerFile('tezgah-pv-update-');

  harnessPerFile(
    async (harness, made) => {
      h = harness;
      seller = made;
      await seller.signIn('ayse@demo.tezgah.dev');
    },
    { env: { UPLOAD_DIR: uploadDir } },
    { world: 'seeded' },
  );

  /** Two variants with every optional field set and one optional attribute, stored as seeded variants are. */
  function existingVariants() {
    const world = h.sandbox.world;
    const rows = ['PV-UPD-1', 'PV-UPD-2'].map((sku) =>
      importRow(world, 1001, sku, {
        spu: 'SPU-PV-UPD',
        extraSku: `${sku}-X`,
        gtin: '12345670',
        status: 'inactive',
        imageUrls: IMAGES,
        description: 'Its own words.',
      }),
    );
    const answer = applyProductVariants(world, 1001, rows, h.clock()) as ImportApplyAnswer;
    expect(answer.results.every((result) => result.ok)).toBe(true);
    const optional = attributeDefinitions(taxonomyOf(world), rows[0]!.categoryId).find((definition) => !definition.mandatory && definition.type === 'text')!;
    const variants = rows.map((row) => catalogOf(world, 1001)!.variants.find((variant) => variant.sku === row.sku)!);
    for (const variant of variants) {
      variant.attributes = [
        ...variant.attributes.filter((attribute) => attribute.mandatory),
        { attributeId: optional.attributeId, name: optional.name, valueId: null, value: 'Hand wash', mandatory: false },
      ];
    }
    return { rows, variants, optional };
  }

  const templateHeader = async (categoryId: number) => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await (await seller.call(IMPORT_ROUTES.productVariantTemplate, { params: { categoryId } })).arrayBuffer());
    return (book.getWorksheet('Import')!.getRow(1).values as unknown[]).slice(1).map(String);
  };

  /** The row's required cells; optional and attribute cells from `given` by header, else empty in turn in each of LibreOffice's ways. */
  const cellsOf = (header: readonly string[], row: ProductVariantRow, given: Readonly<Record<string, string>> = {}): LibreCell[] => {
    let empties = 0;
    return header.map((text) => {
      if (text in given) return given[text]!;
      const column = PRODUCT_VARIANT_COLUMNS.find((candidate) => headerKey(candidate.header) === headerKey(text));
      if (column && !OPTIONAL_KEYS.has(column.key)) return row[column.key] as string | number;
      return EMPTY_WAYS[empties++ % EMPTY_WAYS.length]!;
    });
  };

  const run = async (bytes: Uint8Array) => {
    const response = await seller.call(IMPORT_ROUTES.upload, { params: { kind: 'productVariant' }, search: 'name=update.xlsx&lang=en', body: bytes });
    expect(response.status).toBe(202);
    const { transactionId } = (await response.json()) as { transactionId: string };
    await h.jobs.drain();
    const transaction = (await (await seller.call(TRANSACTION_ROUTES.detail, { params: { id: transactionId } })).json()) as Transaction;
    const errors = (await (
      await seller.call(IMPORT_ROUTES.errors, { search: `kind=productVariant&transactionId=${transactionId}` })
    ).json()) as ImportErrorListAnswer;
    return { transaction, errors: errors.items.map((item) => [item.sku, item.reasons.map((reason) => `${reason.column}: ${reason.code}`)]) };
  };

  it('keeps every optional field, the extra images and the attributes of a row whose optional cells are empty', async () => {
    const { rows, variants } = existingVariants();
    const header = await templateHeader(rows[0]!.categoryId);
    const before = JSON.stringify(variants);
    const { transaction, errors } = await run(libreOfficeXlsx([header, ...rows.map((row) => cellsOf(header, row))]));
    expect(errors).toEqual([]);
    expect(transaction).toMatchObject({ status: 'done', rows: 2 });
    expect(JSON.stringify(variants)).toBe(before);
    expect(variants.map((variant) => [variant.status, variant.extraSku, variant.gtin, variant.extraImages.length])).toEqual([
      ['inactive', 'PV-UPD-1-X', '12345670', 2],
      ['inactive', 'PV-UPD-2-X', '12345670', 2],
    ]);
  });

  it(`clears what "${CLEAR_MARKER}" names, keeps the extras of a main image named alone, and refuses "${CLEAR_MARKER}" in Status`, async () => {
    const { rows, variants, optional } = existingVariants();
    const header = await templateHeader(rows[0]!.categoryId);
    const cleared = {
      'Extra SKU': CLEAR_MARKER,
      GTIN: CLEAR_MARKER,
      [optional.name.en]: CLEAR_MARKER,
      'Image URL(s) (comma separated)': 'https://img.example.com/pv-new-main.jpg',
    };
    const first = await run(libreOfficeXlsx([header, cellsOf(header, rows[0]!, cleared), cellsOf(header, rows[1]!, { Status: CLEAR_MARKER })]));
    expect(first.errors).toEqual([['PV-UPD-2', ['Status: imports.reasons.cannotClear']]]);
    expect(first.transaction).toMatchObject({ status: 'warning', rows: 2 });
    const [one] = variants;
    expect(one).toMatchObject({ extraSku: null, gtin: null, status: 'inactive', description: 'Its own words.' });
    expect([one!.defaultImage?.url, ...one!.extraImages.map((image) => image.url)]).toEqual(['https://img.example.com/pv-new-main.jpg', ...IMAGES.slice(1)]);
    expect(one!.attributes.map((attribute) => attribute.attributeId)).not.toContain(optional.attributeId);
    expect(one!.attributes.every((attribute) => attribute.value.trim() !== '')).toBe(true);

    const second = await run(libreOfficeXlsx([header, cellsOf(header, rows[0]!, { 'Image URL(s) (comma separated)': CLEAR_MARKER })]));
    expect(second.transaction).toMatchObject({ status: 'done', rows: 1 });
    expect([one!.defaultImage, one!.extraImages]).toEqual([null, []]);
  });
});
