import type { ProductEditAnswer } from '@contract/catalog/product.api';
import { countsOf } from '../badge-counts';
import { createWorld, type World } from '../world';
import { catalogOf } from './catalog-access';
import { getDeletedProduct, listDeletedProducts } from './deleted-products';
import { getProductEdit, variantsOfProduct } from './product-detail';
import { productLogs } from './product-logs';
import { updateProductBasic, updateProductTranslations } from './product-operations';
import { addVariant, deleteVariant, updateVariant, updateVariantTranslations } from './product-variant-operations';
import { isRefusal } from '../refusal';
import { taxonomyOf } from './taxonomy';
import { parseDeletedProductQuery } from '@contract/catalog/deleted-product.query';

const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);
const AYSE = 1001;
const OMAR = 1002;

function liveProduct(world: World, companyId: number, variantCount: (count: number) => boolean) {
  const catalog = catalogOf(world, companyId)!;
  const product = catalog.products.find((candidate) => !candidate.deletedAt && variantCount(variantsOfProduct(catalog, candidate.id).length));
  if (!product) throw new Error('the seeded catalogue has no such product');
  return { catalog, product, variants: variantsOfProduct(catalog, product.id) };
}

const answerOf = (result: unknown) => {
  if (!result || isRefusal(result)) throw new Error(`expected an answer, got ${JSON.stringify(result)}`);
  return result as ProductEditAnswer;
};

/** The variant's form body as the SPA sends it. */
function bodyOf(answer: ProductEditAnswer, variantId: number, patch: Record<string, unknown> = {}) {
  const variant = answer.variants.find((candidate) => candidate.id === variantId)!;
  const attributes = answer.attributes.map((definition) => {
    const current = variant.attributes.find((attribute) => attribute.attributeId === definition.attributeId);
    const fallback = definition.values[0];
    return {
      attributeId: definition.attributeId,
      valueId: current?.valueId ?? fallback?.id ?? null,
      value: current?.value || fallback?.name.en || 'Some value',
      mandatory: definition.mandatory,
    };
  });
  const {
    name,
    sku,
    extraSku,
    price,
    retailPrice,
    stock,
    barcode,
    hsCode,
    countryOfOrigin,
    gtin,
    description,
    status,
    deci,
    weightGrams,
    heightMm,
    widthMm,
    lengthMm,
    translations,
  } = variant;
  return {
    name,
    sku,
    extraSku,
    price,
    retailPrice,
    stock,
    barcode,
    hsCode,
    countryOfOrigin,
    gtin,
    description: description.length >= 10 ? description : `${description} — long enough`,
    status,
    deci: deci || 1,
    weightGrams: weightGrams || 100,
    heightMm: heightMm || 10,
    widthMm: widthMm || 10,
    lengthMm: lengthMm || 10,
    attributes,
    translations,
    ...patch,
  };
}

describe('product edit operations', () => {
  let world: World;
  beforeEach(() => {
    world = createWorld({ now: NOW });
  });

  it("answers the company's product with its variants, attributes and choices, and nothing for another company", () => {
    const { product, variants } = liveProduct(world, AYSE, (count) => count >= 2);
    const answer = getProductEdit(world, AYSE, product.id, NOW)!;
    expect(answer.variants.map((variant) => variant.id)).toEqual(variants.map((variant) => variant.id));
    expect(answer.attributes.length).toBeGreaterThan(0);
    expect(answer.choices.categories.every((category) => category.path.en.length > 0)).toBe(true);
    expect(answer.choices.brands.some((brand) => brand.id === product.brandId)).toBe(true);
    expect(getProductEdit(world, OMAR, product.id, NOW)).toBeUndefined();
  });

  it('refuses retail below price and the deci rule, and a SKU another variant has', () => {
    const { product, variants } = liveProduct(world, AYSE, (count) => count >= 2);
    const answer = getProductEdit(world, AYSE, product.id, NOW)!;
    const [first, second] = variants as [(typeof variants)[0], (typeof variants)[0]];
    expect(updateVariant(world, AYSE, product.id, first.id, bodyOf(answer, first.id, { price: 100, retailPrice: 99 }), NOW)).toEqual({
      code: 'validation',
      fields: { retailPrice: 'validation.retailBelowPrice' },
    });
    expect(updateVariant(world, AYSE, product.id, first.id, bodyOf(answer, first.id, { deci: 0, widthMm: 0 }), NOW)).toEqual({
      code: 'validation',
      fields: { widthMm: 'validation.deciZeroDimensions' },
    });
    expect(updateVariant(world, AYSE, product.id, first.id, bodyOf(answer, first.id, { sku: second.sku.toLowerCase() }), NOW)).toEqual({
      code: 'skuInUse',
      fields: { sku: 'errors.skuInUse' },
    });
    const saved = answerOf(updateVariant(world, AYSE, product.id, first.id, bodyOf(answer, first.id, { price: 100, retailPrice: 100, stock: 7 }), NOW));
    expect(saved.variants.find((variant) => variant.id === first.id)).toMatchObject({ price: 100, retailPrice: 100, stock: 7 });
  });

  it('refuses an empty mandatory attribute on the attribute it belongs to', () => {
    const { product, variants } = liveProduct(world, AYSE, (count) => count >= 1);
    const answer = getProductEdit(world, AYSE, product.id, NOW)!;
    const mandatory = answer.attributes.findIndex((definition) => definition.mandatory);
    expect(mandatory).toBeGreaterThanOrEqual(0);
    const body = bodyOf(answer, variants[0]!.id);
    body.attributes[mandatory] = { ...body.attributes[mandatory]!, valueId: null, value: '' };
    expect(updateVariant(world, AYSE, product.id, variants[0]!.id, body, NOW)).toMatchObject({
      code: 'validation',
      fields: { [`attributes[${mandatory}]`]: 'validation.attributeRequired' },
    });
  });

  it('adds a variant with a new SKU and writes its log', () => {
    const { product, variants } = liveProduct(world, AYSE, (count) => count >= 1);
    const answer = getProductEdit(world, AYSE, product.id, NOW)!;
    const added = answerOf(addVariant(world, AYSE, product.id, bodyOf(answer, variants[0]!.id, { sku: 'NEW-SKU-1' }), NOW));
    const variant = added.variants.find((candidate) => candidate.sku === 'NEW-SKU-1')!;
    expect(added.variants).toHaveLength(variants.length + 1);
    expect(variant.marketplaces.every((state) => state.status === 'processing')).toBe(true);
    expect(productLogs(world, AYSE, product.id)!.items.some((log) => log.referenceId === String(variant.id) && log.log.includes('NEW-SKU-1'))).toBe(true);
    expect(addVariant(world, AYSE, product.id, bodyOf(answer, variants[0]!.id, { sku: 'NEW-SKU-1' }), NOW)).toMatchObject({ code: 'skuInUse' });
  });

  it('takes translations of at least 10 characters, or 1 in Chinese, and needs a name', () => {
    const { product, variants } = liveProduct(world, AYSE, (count) => count >= 1);
    expect(updateProductTranslations(world, AYSE, product.id, { translations: [{ language: 'de', name: 'Neun Zeic', description: '' }] }, NOW)).toEqual({
      code: 'validation',
      fields: { 'translations[0].name': 'validation.textTooShort' },
    });
    expect(updateProductTranslations(world, AYSE, product.id, { translations: [{ language: 'de', name: '', description: 'Eine Beschreibung' }] }, NOW)).toEqual(
      { code: 'validation', fields: { 'translations[0].name': 'validation.translationNameRequired' } },
    );
    const saved = answerOf(
      updateVariantTranslations(world, AYSE, product.id, variants[0]!.id, { translations: [{ language: 'zh', name: '衫', description: '' }] }, NOW),
    );
    expect(saved.variants[0]!.translations).toEqual([{ language: 'zh', name: '衫', description: '' }]);
  });

  it('updates the basic data, and refuses a category that is not a leaf', () => {
    const { product } = liveProduct(world, AYSE, (count) => count >= 1);
    const body = {
      name: 'A renamed product here',
      description: product.description,
      spu: product.spu,
      categoryId: product.categoryId,
      brandId: product.brandId,
      guaranteeMonths: 24,
      taxClass: product.taxClass,
      fulfillmentDay: 3,
      status: 'inactive',
    };
    const saved = answerOf(updateProductBasic(world, AYSE, product.id, body, NOW));
    expect(saved.product).toMatchObject({ name: 'A renamed product here', guaranteeMonths: 24, status: 'inactive' });
    const parent = taxonomyOf(world).categories.find((category) => !category.isLeaf)!;
    expect(updateProductBasic(world, AYSE, product.id, { ...body, categoryId: parent.id }, NOW)).toMatchObject({ code: 'categoryNotFound' });
  });

  it('deletes variants one by one; the last one deletes the product, which moves to Deleted Products and the badges', () => {
    const { product, variants } = liveProduct(world, AYSE, (count) => count === 2);
    const before = countsOf(world, AYSE);
    const afterFirst = answerOf(deleteVariant(world, AYSE, product.id, variants[0]!.id, NOW));
    expect(afterFirst.product.deletedAt).toBeNull();
    expect(afterFirst.variants.map((variant) => variant.id)).toEqual([variants[1]!.id]);
    const afterLast = answerOf(deleteVariant(world, AYSE, product.id, variants[1]!.id, NOW));
    expect(afterLast.product.deletedAt).toBe(new Date(NOW).toISOString());
    expect(afterLast.variants).toEqual([]);
    expect(getDeletedProduct(world, AYSE, product.id, NOW)!.variants.map((variant) => variant.id)).toEqual([variants[1]!.id]);
    const listed = listDeletedProducts(world, AYSE, parseDeletedProductQuery({ productIds: String(product.id) }))!;
    expect(listed.items.map((row) => row.id)).toEqual([product.id]);
    const after = countsOf(world, AYSE);
    expect(after.deletedProducts).toBe(before.deletedProducts + 1);
    expect(after.activeProducts).toBe(before.activeProducts - (product.status === 'active' ? 1 : 0));
    expect(deleteVariant(world, AYSE, product.id, variants[1]!.id, NOW)).toEqual({ code: 'productDeleted' });
    expect(updateProductBasic(world, AYSE, product.id, {}, NOW)).toEqual({ code: 'productDeleted' });
  });
});
