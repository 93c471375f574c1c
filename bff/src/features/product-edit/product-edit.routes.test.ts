import type { MeResponse } from '@contract/api/session';
import type { DeletedProductListAnswer } from '@contract/catalog/deleted-product.query';
import type { DeletedProductAnswer, ProductEditAnswer, ProductLogsAnswer, ProductRatingsAnswer, ProductSummaryListAnswer } from '@contract/catalog/product.api';
import { PRODUCT_ROUTES } from '@contract/catalog/product.routes';
import { DELETED_PRODUCT_ROUTES } from '@contract/catalog/deleted-product.routes';
import { AUTH_ROUTES } from '@contract/auth/auth.routes';
import { catalogOf } from '@mocks/world/catalog/catalog-access';
import { variantsOfProduct } from '@mocks/world/catalog/product-detail';
import { TestBrowser } from '../../test/browser';
import type { Harness } from '../../test/harness';
import { harnessPerFile } from '../../test/harness-per-file';

/** The variant's form as the SPA sends it, with `patch` applied. */
function variantBody(answer: ProductEditAnswer, variantId: number, patch: Record<string, unknown> = {}) {
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
  return {
    name: variant.name,
    sku: variant.sku,
    extraSku: variant.extraSku,
    price: variant.price,
    retailPrice: variant.retailPrice,
    stock: variant.stock,
    barcode: variant.barcode,
    hsCode: variant.hsCode,
    countryOfOrigin: variant.countryOfOrigin,
    gtin: variant.gtin,
    description: variant.description.length >= 10 ? variant.description : 'A description long enough.',
    status: variant.status,
    deci: variant.deci || 1,
    weightGrams: variant.weightGrams || 100,
    heightMm: variant.heightMm || 10,
    widthMm: variant.widthMm || 10,
    lengthMm: variant.lengthMm || 10,
    attributes,
    translations: variant.translations,
    ...patch,
  };
}

describe('product edit', () => {
  let h: Harness;
  let seller: TestBrowser;
  harnessPerFile(
    async (harness, made) => {
      h = harness;
      seller = made;
      await seller.signIn('ayse@demo.tezgah.dev');
    },
    {},
    { world: 'seeded' },
  );

  const product = (variantCount: (count: number) => boolean) => {
    const catalog = catalogOf(h.sandbox.world, 1001)!;
    const found = catalog.products.find((candidate) => !candidate.deletedAt && variantCount(variantsOfProduct(catalog, candidate.id).length))!;
    return { id: found.id, variants: variantsOfProduct(catalog, found.id) };
  };
  const detail = async (id: number) => (await (await seller.call(PRODUCT_ROUTES.detail, { params: { id } })).json()) as ProductEditAnswer;

  it("answers the product with its variants, logs and ratings; another company's product is not found", async () => {
    const { id, variants } = product((count) => count >= 2);
    const answer = await detail(id);
    expect(answer.product.id).toBe(id);
    expect(answer.variants.map((variant) => variant.sku)).toEqual(variants.map((variant) => variant.sku));
    expect(answer.attributes.some((attribute) => attribute.mandatory)).toBe(true);
    expect(((await (await seller.call(PRODUCT_ROUTES.logs, { params: { id } })).json()) as ProductLogsAnswer).items.length).toBeGreaterThan(0);
    expect(Array.isArray(((await (await seller.call(PRODUCT_ROUTES.ratings, { params: { id } })).json()) as ProductRatingsAnswer).items)).toBe(true);
    const omar = new TestBrowser(h.app);
    await omar.signIn('omar@demo.tezgah.dev');
    const other = await omar.call(PRODUCT_ROUTES.detail, { params: { id } });
    expect(other.status).toBe(404);
    expect(await other.text()).not.toContain(answer.product.name);
  });

  it('names the category, the attributes and their values in English and Turkish, and so do the deleted products', async () => {
    const answer = await detail(product((count) => count >= 1).id);
    const { path } = answer.choices.categories.find((category) => category.id === answer.product.categoryId)!;
    expect(answer.product.categoryName).toEqual({ en: path.en.split(' > ').at(-1), tr: path.tr.split(' > ').at(-1) });
    const colour = answer.attributes.find((attribute) => attribute.name.en === 'Colour');
    expect(colour?.name.tr).toBe('Renk');
    expect(colour?.values.find((value) => value.name.en === 'Black')?.name.tr).toBe('Siyah');
    expect(answer.variants[0]!.attributes.find((attribute) => attribute.attributeId === colour?.attributeId)?.name).toEqual(colour?.name);
    const deleted = (await (await seller.call(DELETED_PRODUCT_ROUTES.list, { search: 'pageSize=5' })).json()) as DeletedProductListAnswer;
    expect(deleted.items.length).toBeGreaterThan(0);
    for (const row of deleted.items) expect(row.categoryName).toEqual({ en: expect.any(String), tr: expect.any(String) });
    expect(deleted.items.some((row) => row.categoryName.tr !== row.categoryName.en)).toBe(true);
  });

  it('refuses retail below price, deci 0 with a zero dimension, and a SKU in use, each on its field', async () => {
    const { id, variants } = product((count) => count >= 2);
    const answer = await detail(id);
    const [first, second] = variants;
    const put = (patch: Record<string, unknown>) =>
      seller.call(PRODUCT_ROUTES.updateVariant, { params: { id, variantId: first!.id }, body: variantBody(answer, first!.id, patch) });
    const retail = await put({ price: 100, retailPrice: 80 });
    expect(retail.status).toBe(400);
    expect((await retail.json()).fields).toEqual({ retailPrice: 'validation.retailBelowPrice' });
    const deci = await put({ deci: 0, heightMm: 0 });
    expect((await deci.json()).fields).toEqual({ heightMm: 'validation.deciZeroDimensions' });
    const sku = await put({ sku: second!.sku });
    expect(sku.status).toBe(409);
    expect(await sku.json()).toMatchObject({ code: 'skuInUse', fields: { sku: 'errors.skuInUse' } });
    const saved = await put({ price: 100, retailPrice: 100 });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as ProductEditAnswer).variants.find((variant) => variant.id === first!.id)).toMatchObject({ price: 100, retailPrice: 100 });
  });

  it('refuses a 9-character translation name and takes a 1-character Chinese one', async () => {
    const { id } = product((count) => count >= 1);
    const short = await seller.call(PRODUCT_ROUTES.translations, {
      params: { id },
      body: { translations: [{ language: 'de', name: 'Neun Zeic', description: '' }] },
    });
    expect(short.status).toBe(400);
    expect((await short.json()).fields).toEqual({ 'translations[0].name': 'validation.textTooShort' });
    const chinese = await seller.call(PRODUCT_ROUTES.translations, {
      params: { id },
      body: { translations: [{ language: 'zh', name: '衫', description: '' }] },
    });
    expect(chinese.status).toBe(200);
    expect(((await chinese.json()) as ProductEditAnswer).product.translations).toEqual([{ language: 'zh', name: '衫', description: '' }]);
  });

  it('deletes the last variant: the product goes to Deleted Products and the badges move', async () => {
    const { id, variants } = product((count) => count === 1);
    const before = ((await (await seller.call(AUTH_ROUTES.me)).json()) as MeResponse).user.counts;
    const deleted = await seller.call(PRODUCT_ROUTES.deleteVariant, { params: { id, variantId: variants[0]!.id } });
    expect(deleted.status).toBe(200);
    const answer = (await deleted.json()) as ProductEditAnswer;
    expect(answer.product.deletedAt).not.toBeNull();
    expect(answer.variants).toEqual([]);
    const after = ((await (await seller.call(AUTH_ROUTES.me)).json()) as MeResponse).user.counts;
    expect(after.deletedProducts).toBe(before.deletedProducts + 1);
    expect(after.activeProducts).toBe(before.activeProducts - (answer.product.status === 'active' ? 1 : 0));
    const list = (await (await seller.call(DELETED_PRODUCT_ROUTES.list, { search: `productIds=${id}` })).json()) as DeletedProductListAnswer;
    expect(list.items.map((row) => row.id)).toEqual([id]);
    const one = (await (await seller.call(DELETED_PRODUCT_ROUTES.detail, { params: { id } })).json()) as DeletedProductAnswer;
    expect(one.variants.map((variant) => variant.id)).toEqual([variants[0]!.id]);
    const again = await seller.call(PRODUCT_ROUTES.translations, { params: { id }, body: { translations: [] } });
    expect(again.status).toBe(409);
    expect((await again.json()).code).toBe('productDeleted');
  });

  it("looks products up by ids: the company's own, deleted ones marked, others left out", async () => {
    const catalog = catalogOf(h.sandbox.world, 1001)!;
    const live = catalog.products.find((candidate) => !candidate.deletedAt)!;
    const deleted = catalog.products.find((candidate) => candidate.deletedAt)!;
    const omars = catalogOf(h.sandbox.world, 1002)!.products[0]!;
    const response = await seller.call(PRODUCT_ROUTES.lookup, { search: `ids=${deleted.id},${omars.id},${live.id}` });
    expect(response.status).toBe(200);
    const { items } = (await response.json()) as ProductSummaryListAnswer;
    expect(items.map((row) => [row.id, row.deletedAt !== null])).toEqual([
      [deleted.id, true],
      [live.id, false],
    ]);
    expect(items[1]!.variantCount).toBe(variantsOfProduct(catalog, live.id).length);
    expect((await seller.call(PRODUCT_ROUTES.lookup, { search: 'ids=1,x' })).status).toBe(400);
    expect((await seller.call(PRODUCT_ROUTES.lookup)).status).toBe(400);
  });

  it('refuses a product-id list that is not one on the deleted products list', async () => {
    const response = await seller.call(DELETED_PRODUCT_ROUTES.list, { search: 'productIds=12,abc' });
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toEqual({ productIds: 'validation.productIdList' });
  });
});
