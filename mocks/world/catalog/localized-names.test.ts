import { ownNames } from '@contract/catalog/category.rules';
import { parseVariantQuery } from '@contract/catalog/variant.query';
import { parseOldAttributeQuery } from '@contract/catalog/taxonomy-lists.query';
import { createWorld } from '../world';
import { catalogOf } from './catalog-access';
import { getProductEdit } from './product-detail';
import { taxonomyOf } from './taxonomy';
import { listOldAttributes } from './taxonomy-lists';
import { listVariants } from './variant-list';

const NOW = Date.UTC(2026, 0, 15, 9);
const COMPANY = 1001;
const world = createWorld({ now: NOW });

describe('names the taxonomy holds in both languages', () => {
  it("carries a product's category in English and Turkish, as its category's own names", () => {
    const categories = new Map(taxonomyOf(world).categories.map((category) => [category.id, category]));
    const products = catalogOf(world, COMPANY)!.products;
    for (const product of products) expect(product.categoryName).toEqual(ownNames(categories.get(product.categoryId)!));
    expect(products.some((product) => product.categoryName.tr !== product.categoryName.en)).toBe(true);
  });

  it('gives the quick edit rows and their category filter both names', () => {
    const page = listVariants(world, COMPANY, parseVariantQuery({ pageSize: '5' }), NOW);
    expect(page.items[0]!.categoryName).toEqual(ownNames(taxonomyOf(world).categories.find((category) => category.id === page.items[0]!.categoryId)!));
    expect(page.choices.categories.every((choice) => choice.name.en !== '' && choice.name.tr !== '')).toBe(true);
  });

  it("names the product's attributes and their values in Turkish too (Colour is Renk, Black is Siyah)", () => {
    const colour = taxonomyOf(world).attributes.find((attribute) => attribute.name.en === 'Colour')!;
    expect(colour.name).toEqual({ en: 'Colour', tr: 'Renk' });
    expect(colour.values.find((value) => value.name.en === 'Black')?.name).toEqual({ en: 'Black', tr: 'Siyah' });
    const catalog = catalogOf(world, COMPANY)!;
    const coloured = catalog.variants.find((variant) => variant.attributes.some((attribute) => attribute.attributeId === colour.id))!;
    const answer = getProductEdit(world, COMPANY, coloured.productId, NOW)!;
    const stored = answer.variants[0]!.attributes.find((attribute) => attribute.attributeId === colour.id);
    expect(stored?.name).toEqual({ en: 'Colour', tr: 'Renk' });
    expect(answer.attributes.find((definition) => definition.attributeId === colour.id)?.values).toEqual(colour.values);
  });

  it('finds an attribute by its Turkish name as well as its English one', () => {
    const old = taxonomyOf(world).attributes.find((attribute) => attribute.old && attribute.name.tr !== attribute.name.en)!;
    const byTurkish = listOldAttributes(world, COMPANY, parseOldAttributeQuery({ q: old.name.tr.toLocaleUpperCase('tr') }));
    const byEnglish = listOldAttributes(world, COMPANY, parseOldAttributeQuery({ q: old.name.en }));
    expect(byTurkish.items.map((row) => row.id)).toContain(old.id);
    expect(byEnglish.items.map((row) => row.id)).toContain(old.id);
  });
});
