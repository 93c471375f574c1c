/**
 * What a product/variant row leaves alone: an empty optional cell (`keep`) keeps the variant's current value, the
 * clear marker (null, an empty list, an attribute's empty value) clears what may be empty, and a new variant gets no
 * empty attribute entries.
 */
import { describe, expect, it } from 'vitest';
import type { ImportApplyAnswer, ImportApplyResult } from '@contract/downstream/catalog-imports';
import type { ProductVariantRow } from '@contract/imports/product-variant.rules';
import { createWorld, type World } from '../world';
import { catalogOf } from '../catalog/catalog-access';
import { attributeDefinitions } from '../catalog/product-detail';
import { taxonomyOf } from '../catalog/taxonomy';
import { applyProductVariants } from './apply-product-variants';
import { importRow } from './import-test-rows';

const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);
const COMPANY = 1001;
const IMAGES = ['https://img.example.com/main.jpg', 'https://img.example.com/extra-1.jpg', 'https://img.example.com/extra-2.jpg'];
const KEEP_ALL: NonNullable<ProductVariantRow['keep']> = ['extraSku', 'gtin', 'description', 'status', 'defaultImage', 'extraImages'];

const run = (world: World, rows: ProductVariantRow[]): ImportApplyResult[] => (applyProductVariants(world, COMPANY, rows, NOW) as ImportApplyAnswer).results;
const variantOf = (world: World, sku: string) => catalogOf(world, COMPANY)!.variants.find((variant) => variant.sku === sku)!;

/** A variant with every optional field set, and only its mandatory attributes stored (as the seeded variants are). */
function setUp() {
  const world = createWorld({ seed: 7, now: NOW });
  const full = importRow(world, COMPANY, 'KEEP-1', { extraSku: 'KEEP-1-X', gtin: '12345670', status: 'inactive', imageUrls: IMAGES });
  const [created] = run(world, [full]);
  expect(created).toMatchObject({ ok: true });
  const variant = variantOf(world, 'KEEP-1');
  const definitions = attributeDefinitions(taxonomyOf(world), full.categoryId);
  const optional = definitions.find((definition) => !definition.mandatory && definition.type !== 'list')!;
  variant.attributes = [
    ...variant.attributes.filter((attribute) => attribute.mandatory),
    { attributeId: optional.attributeId, name: optional.name, valueId: null, value: '42', mandatory: false },
  ];
  const emptyCells: ProductVariantRow = {
    ...full,
    description: full.productDescription,
    extraSku: null,
    gtin: null,
    status: 'active',
    imageUrls: [],
    attributes: [],
    keep: KEEP_ALL,
  };
  return { world, variant, full, optional, emptyCells };
}

describe('empty and cleared cells of a product/variant update', () => {
  it('keeps every optional field of an existing variant when its cells are empty, and changes nothing', () => {
    const { world, variant, emptyCells } = setUp();
    const before = JSON.parse(JSON.stringify(variant)) as unknown;
    const version = catalogOf(world, COMPANY)!.version;
    expect(run(world, [emptyCells])).toMatchObject([{ ok: true }]);
    expect(JSON.parse(JSON.stringify(variantOf(world, 'KEEP-1')))).toEqual(before);
    expect(catalogOf(world, COMPANY)!.version).toBe(version);
  });

  it('replaces only the main image of a row naming one, and keeps the extra images', () => {
    const { world, emptyCells } = setUp();
    run(world, [{ ...emptyCells, imageUrls: ['https://img.example.com/new-main.jpg'], keep: KEEP_ALL.filter((field) => field !== 'defaultImage') }]);
    const variant = variantOf(world, 'KEEP-1');
    expect([variant.defaultImage?.url, ...variant.extraImages.map((image) => image.url)]).toEqual(['https://img.example.com/new-main.jpg', ...IMAGES.slice(1)]);
  });

  it('clears Extra SKU, GTIN, the images and an optional attribute the row clears, keeping the rest', () => {
    const { world, emptyCells, optional } = setUp();
    const cleared: ProductVariantRow = {
      ...emptyCells,
      attributes: [{ name: optional.name.en, value: '' }],
      keep: ['description', 'status'],
    };
    expect(run(world, [cleared])).toMatchObject([{ ok: true }]);
    const variant = variantOf(world, 'KEEP-1');
    expect(variant).toMatchObject({ extraSku: null, gtin: null, defaultImage: null, extraImages: [], status: 'inactive' });
    expect(variant.attributes.map((attribute) => attribute.attributeId)).not.toContain(optional.attributeId);
    expect(variant.attributes.every((attribute) => attribute.value !== '')).toBe(true);
  });

  it('refuses clearing a mandatory attribute', () => {
    const { world, emptyCells, full } = setUp();
    const [mandatory] = full.attributes;
    const [result] = run(world, [{ ...emptyCells, attributes: [{ name: mandatory!.name, value: '' }] }]);
    expect(result).toMatchObject({ ok: false, reasons: [{ code: 'imports.reasons.cannotClear', column: mandatory!.name }] });
  });

  it('gives a new variant only the attributes its row names, and the defaults of its empty cells', () => {
    const world = createWorld({ seed: 7, now: NOW });
    const row = importRow(world, COMPANY, 'KEEP-NEW', { imageUrls: [], keep: KEEP_ALL });
    expect(run(world, [row])).toMatchObject([{ ok: true }]);
    const variant = variantOf(world, 'KEEP-NEW');
    expect(variant.attributes.map((attribute) => attribute.name.en)).toEqual(row.attributes.map((attribute) => attribute.name));
    expect(variant).toMatchObject({ extraSku: null, gtin: null, status: 'active', description: row.description, defaultImage: null, extraImages: [] });
  });
});
