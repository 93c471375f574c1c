import { describe, expect, it } from 'vitest';
import type { ImportApplyAnswer, ImportTemplateAnswer } from '@contract/downstream/catalog-imports';
import { createWorld } from '../world';
import { catalogOf } from '../catalog/catalog-access';
import { taxonomyOf } from '../catalog/taxonomy';
import { STATIC_ATTRIBUTES } from '../catalog/taxonomy-attributes';
import { applyProductVariants } from './apply-product-variants';
import { BANNED_IMPORT_COMPANY_ID } from './import-book';
import { templateCategories, templateOf } from './import-templates';
import { importableCategory, importRow } from './import-test-rows';

const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);

describe('product/variant templates', () => {
  it('give a leaf category its attributes with mandatory flags and values, the company brands and tax classes', () => {
    const world = createWorld({ seed: 7, now: NOW });
    const category = importableCategory(world, 1001);
    const template = templateOf(world, 1001, category.id) as ImportTemplateAnswer;
    const seller = taxonomyOf(world).categories.find((candidate) => candidate.id === category.id)!;
    expect(template.category).toEqual({ id: seller.id, name: seller.name, path: seller.path.en, tr: { path: seller.path.tr } });
    expect(template.attributes.filter((attribute) => attribute.mandatory).map((attribute) => attribute.name)).toEqual(
      category.attributes.map((attribute) => attribute.name),
    );
    expect(template.attributes.find((attribute) => attribute.type === 'list')!.values.length).toBeGreaterThan(1);
    const catalog = catalogOf(world, 1001)!;
    expect(template.brands).toHaveLength(catalog.brands.filter((brand) => brand.status === 'active').length);
    expect(template.taxClasses).toEqual(expect.arrayContaining(['VAT 20%', ...new Set(catalog.products.map((product) => product.taxClass))]));
  });

  it('refuse a branch, an unknown category and a banned company', () => {
    const world = createWorld({ seed: 7, now: NOW });
    const branch = taxonomyOf(world).categories.find((category) => !category.isLeaf)!;
    expect(templateOf(world, 1001, branch.id)).toEqual({ code: 'categoryNotFound' });
    expect(templateOf(world, 1001, 99_999)).toEqual({ code: 'categoryNotFound' });
    expect(templateOf(world, BANNED_IMPORT_COMPANY_ID, 104)).toEqual({ code: 'importBanned' });
  });
});

describe('template categories', () => {
  it('are found by a crossed marketplace category name or its exact ID, only active leaves, at most 50', () => {
    const world = createWorld({ seed: 7, now: NOW });
    const taxonomy = taxonomyOf(world);
    const leaf = taxonomy.categories.find(
      (category) => category.isLeaf && category.status === 'active' && category.crossings.some((crossing) => crossing.status === 'crossed'),
    )!;
    const crossing = leaf.crossings.find((candidate) => candidate.status === 'crossed')!;
    const byId = templateCategories(world, { search: crossing.remoteCategoryId, marketplace: crossing.marketplace });
    expect(byId).toContainEqual(
      expect.objectContaining({
        categoryId: leaf.id,
        marketplace: crossing.marketplace,
        marketplaceCategoryId: crossing.remoteCategoryId,
        marketplaceCategoryName: crossing.remoteCategoryName,
      }),
    );
    const byName = templateCategories(world, { search: crossing.remoteCategoryName.slice(0, 4).toUpperCase() });
    expect(byName.some((item) => item.categoryId === leaf.id && item.marketplace === crossing.marketplace)).toBe(true);
    expect(templateCategories(world, { search: crossing.remoteCategoryName.slice(0, 2) })).toEqual([]);
    expect(templateCategories(world, { search: '' })).toEqual([]);
    const wide = templateCategories(world, { search: 'ERS' });
    expect(wide).toHaveLength(50);
    for (const item of [...byName, ...wide]) {
      const category = taxonomy.categories.find((candidate) => candidate.id === item.categoryId)!;
      expect(category.isLeaf && category.status === 'active').toBe(true);
      expect(category.crossings.some((candidate) => candidate.marketplace === item.marketplace && candidate.status === 'crossed')).toBe(true);
    }
  });

  it('narrow to one marketplace', () => {
    const world = createWorld({ seed: 7, now: NOW });
    const found = templateCategories(world, { search: 'TIŞÖRT', marketplace: 'trendyol' });
    expect(found.length).toBeGreaterThan(0);
    expect(new Set(found.map((item) => item.marketplace))).toEqual(new Set(['trendyol']));
    expect(templateCategories(world, { search: 'tisort' }).length).toBeGreaterThan(found.length);
  });
});

describe('attribute columns in Turkish', () => {
  it('take a seeded attribute and its values by their Turkish names', () => {
    const world = createWorld({ seed: 7, now: NOW });
    const row = importRow(world, 1001, 'IMP-TR');
    const attributes = row.attributes.map(({ name, value }) => {
      const known = STATIC_ATTRIBUTES.find((attribute) => attribute.en === name)!;
      return { name: known.tr, value: known.values.find((candidate) => candidate.en === value)!.tr.toLocaleUpperCase('tr') };
    });
    const [result] = (applyProductVariants(world, 1001, [{ ...row, attributes }], NOW) as ImportApplyAnswer).results;
    expect(result).toMatchObject({ ok: true });
    const variant = catalogOf(world, 1001)!.variants.find((candidate) => candidate.sku === 'IMP-TR')!;
    expect(row.attributes.every(({ name, value }) => variant.attributes.some((attribute) => attribute.name.en === name && attribute.value === value))).toBe(
      true,
    );
  });
});
