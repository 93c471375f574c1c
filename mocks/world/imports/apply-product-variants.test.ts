import { describe, expect, it } from 'vitest';
import type { ImportApplyAnswer, ImportApplyResult } from '@contract/downstream/catalog-imports';
import type { ProductVariantRow } from '@contract/imports/product-variant.rules';
import { countsOf } from '../badge-counts';
import { createWorld, type World } from '../world';
import { catalogOf } from '../catalog/catalog-access';
import { attributeDefinitions } from '../catalog/product-detail';
import { taxonomyOf } from '../catalog/taxonomy';
import { applyProductVariants } from './apply-product-variants';
import { measureUpdatesToday, priceUpdatesToday, SUSPENDED_IMPORT_COMPANY_ID } from './import-book';
import { importRow } from './import-test-rows';

const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);
const COMPANY = 1001;

function run(world: World, rows: ProductVariantRow[], companyId = COMPANY): ImportApplyResult[] {
  return (applyProductVariants(world, companyId, rows, NOW) as ImportApplyAnswer).results;
}
const codes = (result: ImportApplyResult | undefined) => (result && !result.ok ? result.reasons.map((reason) => reason.code) : []);

describe('product/variant import', () => {
  it('makes one product of the rows sharing an SPU, listed on the enabled marketplaces, and the badge follows', () => {
    const world = createWorld({ seed: 7, now: NOW });
    const catalog = catalogOf(world, COMPANY)!;
    const badge = countsOf(world, COMPANY).activeProducts;
    const results = run(world, [importRow(world, COMPANY, 'IMP-1'), importRow(world, COMPANY, 'IMP-2', { status: 'inactive' })]);
    expect(results.every((result) => result.ok)).toBe(true);
    const productId = results[0]!.ok ? results[0]!.productId : 0;
    expect(results[1]).toMatchObject({ ok: true, productId, productName: 'Imported product name', syncSku: 'IMP-2' });
    const product = catalog.products.find((candidate) => candidate.id === productId)!;
    expect(product).toMatchObject({ spu: 'SPU-IMPORT-1', status: 'active', fulfillmentDay: 3, deletedAt: null, companyId: COMPANY });
    expect(Math.floor(productId / 100_000)).toBe(COMPANY);
    const variants = catalog.variants.filter((variant) => variant.productId === productId);
    expect(variants.map((variant) => variant.sku)).toEqual(['IMP-1', 'IMP-2']);
    const enabled = catalog.settings.filter((setting) => setting.enabled).map((setting) => setting.marketplace);
    expect(variants[0]!.marketplaces.map((state) => state.marketplace)).toEqual(enabled);
    expect(variants[0]!.marketplaces.every((state) => state.status === 'review' || state.status === 'processing')).toBe(true);
    expect(variants[0]!.defaultImage).toMatchObject({ url: 'https://img.example.com/a.jpg', fileName: 'a.jpg' });
    const definitions = attributeDefinitions(taxonomyOf(world), product.categoryId).filter((definition) => definition.mandatory);
    expect(variants[0]!.attributes.map((attribute) => attribute.attributeId)).toEqual(definitions.map((definition) => definition.attributeId));
    expect(countsOf(world, COMPANY).activeProducts).toBe(badge + 1);
  });

  it('finds what it made when the same rows come again, and changes nothing', () => {
    const world = createWorld({ seed: 7, now: NOW });
    const catalog = catalogOf(world, COMPANY)!;
    const rows = [importRow(world, COMPANY, 'IMP-1'), importRow(world, COMPANY, 'IMP-2')];
    const first = run(world, rows);
    const sizes = [catalog.products.length, catalog.variants.length, catalog.version];
    expect(run(world, rows)).toEqual(first);
    expect([catalog.products.length, catalog.variants.length, catalog.version]).toEqual(sizes);
  });

  it('updates an existing variant in its product, counting price and measure changes once', () => {
    const world = createWorld({ seed: 7, now: NOW });
    const catalog = catalogOf(world, COMPANY)!;
    run(world, [importRow(world, COMPANY, 'IMP-1')]);
    const changed = importRow(world, COMPANY, 'IMP-1', { price: 150, retailPrice: 150, weightGrams: 500, productName: 'Imported product renamed' });
    const [result] = run(world, [changed]);
    expect(result).toMatchObject({ ok: true, productName: 'Imported product renamed' });
    expect(catalog.variants.find((variant) => variant.sku === 'IMP-1')).toMatchObject({ price: 150, weightGrams: 500 });
    const variantId = result!.ok ? result!.variantId : 0;
    expect([priceUpdatesToday(world, COMPANY, NOW), measureUpdatesToday(world, COMPANY, variantId, NOW)]).toEqual([1, 1]);
    run(world, [changed]);
    expect([priceUpdatesToday(world, COMPANY, NOW), measureUpdatesToday(world, COMPANY, variantId, NOW)]).toEqual([1, 1]);
  });

  it('refuses a missing mandatory attribute, an unknown value, brand, tax class and category', () => {
    const world = createWorld({ seed: 7, now: NOW });
    const row = importRow(world, COMPANY, 'IMP-1');
    const [mandatory, ...rest] = row.attributes;
    const taxonomy = taxonomyOf(world);
    const branch = taxonomy.categories.find((category) => !category.isLeaf)!;
    const results = run(world, [
      { ...row, attributes: row.attributes.slice(1) },
      importRow(world, COMPANY, 'IMP-2', { attributes: [{ ...mandatory!, value: 'No such value' }, ...rest] }),
      importRow(world, COMPANY, 'IMP-3', { brandName: 'No Such Brand', taxClass: 'VAT 99%' }),
      importRow(world, COMPANY, 'IMP-4', { spu: 'SPU-OTHER', categoryId: branch.id }),
      importRow(world, COMPANY, 'IMP-5', { spu: 'SPU-THIRD', categoryId: 99_999 }),
      importRow(world, COMPANY, 'IMP-6', { attributes: [...row.attributes, { name: 'No Such Attribute', value: 'x' }] }),
    ]);
    expect(results[0]).toEqual({
      ok: false,
      reasons: [{ code: 'imports.reasons.attributeMissing', column: mandatory!.name, params: { attribute: mandatory!.name } }],
    });
    expect(codes(results[1])).toEqual(['imports.reasons.attributeValueUnknown']);
    expect(codes(results[2])).toEqual(['imports.reasons.brandUnknown', 'imports.reasons.taxClassUnknown']);
    expect(codes(results[3])).toEqual(['imports.reasons.categoryNotLeaf']);
    expect(codes(results[4])).toEqual(['imports.reasons.categoryUnknown']);
    expect(codes(results[5])).toEqual(['imports.reasons.attributeNotInCategory']);
    expect(catalogOf(world, COMPANY)!.variants.some((variant) => variant.sku.startsWith('IMP-'))).toBe(false);
  });

  it('checks a check-only row for every reason the catalogue finds, writing nothing and taking no SKU', () => {
    const world = createWorld({ seed: 7, now: NOW });
    const catalog = catalogOf(world, COMPANY)!;
    const [attribute, ...rest] = importRow(world, COMPANY, 'x').attributes;
    const before = { products: catalog.products.length, variants: catalog.variants.length, version: catalog.version };
    const bad = importRow(world, COMPANY, 'CHK-1', { brandName: '', price: 0, attributes: [{ name: attribute!.name, value: 'No such value' }, ...rest] });
    const [checked, later] = (
      applyProductVariants(world, COMPANY, [{ ...bad, checkOnly: true }, importRow(world, COMPANY, 'CHK-1', { spu: 'SPU-CHK' })], NOW) as ImportApplyAnswer
    ).results;
    expect(codes(checked)).toEqual(
      expect.arrayContaining(['validation.required', 'validation.priceAboveZero', 'imports.reasons.brandUnknown', 'imports.reasons.attributeValueUnknown']),
    );
    expect(later).toMatchObject({ ok: true });
    expect(catalog.variants.filter((variant) => variant.sku === 'CHK-1')).toHaveLength(1);
    expect(catalog.products.length).toBe(before.products + 1);
    const clean = run(world, [{ ...importRow(world, COMPANY, 'CHK-2'), checkOnly: true } as ProductVariantRow]);
    expect(clean).toEqual([{ ok: false, reasons: [] }]);
    expect(catalog.variants.length).toBe(before.variants + 1);
  });

  it('keeps a SKU to its product and an SPU to its category and fulfillment day', () => {
    const world = createWorld({ seed: 7, now: NOW });
    const catalog = catalogOf(world, COMPANY)!;
    const taken = catalog.variants[0]!;
    const holder = catalog.products.find((product) => product.id === taken.productId)!;
    const other = taxonomyOf(world).categories.find(
      (category) => category.isLeaf && category.status === 'active' && category.id !== importRow(world, COMPANY, 'x').categoryId,
    )!;
    const results = run(world, [
      importRow(world, COMPANY, taken.sku),
      importRow(world, COMPANY, taken.sku.toLowerCase()),
      importRow(world, COMPANY, 'IMP-1'),
      importRow(world, COMPANY, 'IMP-2', { fulfillmentDay: 5 }),
      importRow(world, COMPANY, 'IMP-3', { categoryId: other.id }),
      importRow(world, COMPANY, catalog.deletedVariants[0]!.sku),
      importRow(world, COMPANY, 'IMP-1'),
    ]);
    expect(results[0]).toMatchObject({ ok: false, reasons: [{ code: 'imports.reasons.skuInUse', params: { spu: holder.spu } }], productId: holder.id });
    expect(codes(results[1])).toEqual(['imports.reasons.skuInUse']);
    expect(results[2]!.ok).toBe(true);
    expect(codes(results[3])).toEqual(['imports.reasons.fulfillmentDayConflict']);
    expect(codes(results[4])).toContain('imports.reasons.spuCategoryMismatch');
    expect(codes(results[5])).toEqual(['imports.reasons.productDeleted']);
    expect(codes(results[6])).toEqual(['imports.reasons.skuTwice']);
  });

  it('updates the live product holding the SPU and refuses its category being changed', () => {
    const world = createWorld({ seed: 7, now: NOW });
    const catalog = catalogOf(world, COMPANY)!;
    const product = catalog.products.find((candidate) => !candidate.deletedAt)!;
    const mismatch = run(world, [importRow(world, COMPANY, 'IMP-9', { spu: product.spu, categoryId: product.categoryId === 104 ? 105 : 104 })]);
    expect(mismatch[0]).toMatchObject({
      ok: false,
      reasons: [{ code: 'imports.reasons.spuCategoryMismatch', params: { spu: product.spu, categoryId: product.categoryId } }],
    });
  });

  it('is refused for a suspended company and unknown for a company the world lacks', () => {
    const world = createWorld({ seed: 7, now: NOW });
    expect(applyProductVariants(world, SUSPENDED_IMPORT_COMPANY_ID, [], NOW)).toEqual({ code: 'importSuspended' });
    expect(applyProductVariants(world, 99_999, [], NOW)).toBeUndefined();
  });
});
