import type { MeResponse } from '@contract/api/session';
import type { ProductValidationAnswer } from '@contract/catalog/product-validation';
import type { QuickEditAnswer, VariantListAnswer, VariantRow } from '@contract/catalog/variant.api';
import { VARIANT_TABS } from '@contract/catalog/variant.query';
import { VARIANT_ROUTES } from '@contract/catalog/variant.routes';
import { AUTH_ROUTES } from '@contract/auth/auth.routes';
import { PRODUCT_VALIDATION_ROUTES } from '@contract/catalog/product-validation.routes';
import { TestBrowser } from '../../test/browser';
import type { Harness } from '../../test/harness';
import { harnessPerFile } from '../../test/harness-per-file';

async function list(browser: TestBrowser, query: string): Promise<VariantListAnswer> {
  const response = await browser.call(VARIANT_ROUTES.list, { search: query });
  expect(response.status).toBe(200);
  return (await response.json()) as VariantListAnswer;
}

const edit = (row: VariantRow, change: Partial<Pick<VariantRow, 'price' | 'retailPrice' | 'stock' | 'status'>>) => ({
  id: row.id,
  price: row.price,
  retailPrice: row.retailPrice,
  stock: row.stock,
  status: row.status,
  ...change,
});

let h: Harness;
harnessPerFile(
  (harness) => {
    h = harness;
  },
  {},
  { world: 'seeded' },
);

describe('all products (quick edit)', () => {
  let seller: TestBrowser;
  beforeEach(async () => {
    seller = new TestBrowser(h.app);
    await seller.signIn('ayse@demo.tezgah.dev');
  });

  it('lists a tab with a count for every tab, the brands and categories to filter by, and pages', async () => {
    const page = await list(seller, 'tab=active&pageSize=10&page=2&sort=sku');
    expect(Object.keys(page.tabCounts).sort()).toEqual([...VARIANT_TABS].sort());
    expect(page.tabCounts.all).toBe(page.tabCounts.active + page.tabCounts.inactive);
    expect(page.total).toBe(page.tabCounts.active);
    expect(page.items).toHaveLength(10);
    expect(page.items.every((row) => row.status === 'active')).toBe(true);
    expect(page.items.map((row) => row.sku)).toEqual([...page.items.map((row) => row.sku)].sort());
    expect(page.choices.brands.length).toBeGreaterThan(0);
    expect(page.choices.categories.length).toBeGreaterThan(0);
  });

  it("names each row's category and the category choices in English and Turkish", async () => {
    const page = await list(seller, 'pageSize=50');
    const names = [...page.items.map((row) => row.categoryName), ...page.choices.categories.map((choice) => choice.name)];
    for (const name of names) expect(name).toEqual({ en: expect.stringMatching(/\S/), tr: expect.stringMatching(/\S/) });
    expect(names.some((name) => name.tr !== name.en)).toBe(true);
    const chosen = page.choices.categories.find((choice) => choice.id === page.items[0]!.categoryId);
    expect(chosen?.name).toEqual(page.items[0]!.categoryName);
  });

  it('filters by a comma-separated product-id list, and refuses a list that is not one', async () => {
    const first = await list(seller, 'pageSize=50');
    const ids = [...new Set(first.items.map((row) => row.productId))].slice(0, 2);
    const filtered = await list(seller, `productIds=${encodeURIComponent(` ${ids[0]}, ${ids[1]} `)}&pageSize=100`);
    expect(filtered.total).toBeGreaterThan(0);
    expect(new Set(filtered.items.map((row) => row.productId))).toEqual(new Set(ids));
    const bad = await seller.call(VARIANT_ROUTES.list, { search: 'productIds=12,abc&q=ab' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields).toEqual({ productIds: 'validation.productIdList', q: 'validation.searchTooShort' });
  });

  it('saves many variants in one call, and the list shows the stored values', async () => {
    const rows = (await list(seller, 'tab=active&pageSize=50')).items;
    const wanted = rows.map((row, at) => ({ price: row.price + at + 1, retailPrice: row.price + at + 11, stock: at }));
    const body = { variants: rows.map((row, at) => edit(row, wanted[at]!)) };
    const response = await seller.call(VARIANT_ROUTES.quickEdit, { body: body });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as QuickEditAnswer;
    expect(answer.saved).toBe(50);
    expect(answer.items.map((row) => row.id)).toEqual(rows.map((row) => row.id));
    const ids = [...new Set(rows.map((row) => row.productId))].join(',');
    const after = new Map((await list(seller, `productIds=${ids}&pageSize=100`)).items.map((row) => [row.id, row]));
    rows.forEach((row, at) => expect(after.get(row.id)).toMatchObject(wanted[at]!));
    const logs = h.sandbox.world.catalogs[1001]!.addedLogs[`variant:${rows[0]!.id}`] ?? [];
    expect(logs.at(-1)?.log).toContain(`Quick edit of ${rows[0]!.sku}`);
  });

  it('refuses retail below price with its message before anything travels', async () => {
    const [row] = (await list(seller, 'pageSize=1')).items;
    const before = h.downstreamRequests.length;
    const response = await seller.call(VARIANT_ROUTES.quickEdit, { body: { variants: [edit(row!, { price: 50, retailPrice: 40 })] } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'validation', fields: { 'variants[0].retailPrice': 'validation.retailBelowPrice' } });
    expect(h.downstreamRequests.slice(before).some(({ request }) => request.url.includes('quick-edit'))).toBe(false);
  });

  it("refuses unknown, twice-sent and another company's variants row by row, and saves none of the batch", async () => {
    const [good, second] = (await list(seller, 'pageSize=2')).items;
    const other = new TestBrowser(h.app);
    await other.signIn('omar@demo.tezgah.dev');
    const [foreign] = (await list(other, 'pageSize=1')).items;
    const body = { variants: [edit(good!, { stock: good!.stock + 5 }), edit(foreign!, {}), { ...edit(second!, {}), id: 999_999_999 }, edit(good!, {})] };
    const response = await seller.call(VARIANT_ROUTES.quickEdit, { body: body });
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toEqual({
      'variants[1].id': 'validation.variantUnknown',
      'variants[2].id': 'validation.variantUnknown',
      'variants[3].id': 'validation.variantTwice',
    });
    const [still] = (await list(seller, `productIds=${good!.productId}&sku=${encodeURIComponent(good!.sku)}`)).items;
    expect(still!.stock).toBe(good!.stock);
  });

  it("refuses a deleted product's variant", async () => {
    await list(seller, 'pageSize=1');
    const deleted = h.sandbox.world.catalogs[1001]!.deletedVariants[0];
    expect(deleted).toBeDefined();
    const response = await seller.call(VARIANT_ROUTES.quickEdit, {
      body: {
        variants: [{ id: deleted!.id, price: deleted!.price, retailPrice: deleted!.retailPrice, stock: 1, status: 'active' }],
      },
    });
    expect((await response.json()).fields).toEqual({ 'variants[0].id': 'errors.productDeleted' });
  });

  it('moves the active-product badge when the last active variant of a product goes inactive', async () => {
    const me = async () => ((await (await seller.call(AUTH_ROUTES.me)).json()) as MeResponse).user.counts.activeProducts;
    const before = await me();
    const [row] = (await list(seller, 'tab=active&pageSize=1')).items;
    const variants = (await list(seller, `productIds=${row!.productId}&pageSize=100`)).items;
    const response = await seller.call(VARIANT_ROUTES.quickEdit, { body: { variants: variants.map((variant) => edit(variant, { status: 'inactive' })) } });
    expect(response.status).toBe(200);
    expect(await me()).toBe(before - 1);
    await seller.call(VARIANT_ROUTES.quickEdit, { body: { variants: [edit(variants[0]!, { status: 'active' })] } });
    expect(await me()).toBe(before);
  });
});

describe('product validation', () => {
  it("lists the flagged company's failing products with their reasons", async () => {
    const seller = new TestBrowser(h.app);
    await seller.signIn('ayse@demo.tezgah.dev');
    const response = await seller.call(PRODUCT_VALIDATION_ROUTES.list, { search: 'pageSize=10' });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as ProductValidationAnswer;
    expect(answer.checked).toBeGreaterThan(answer.total);
    expect(answer.items.length).toBe(Math.min(10, answer.total));
    expect(answer.items.some((row) => row.categoryName.tr !== row.categoryName.en)).toBe(true);
    for (const row of answer.items) {
      expect(row.categoryName).toEqual({ en: expect.any(String), tr: expect.any(String) });
      expect(row.problems.length).toBeGreaterThan(0);
      expect(row.problems.every((problem) => /^(validation|errors)\./.test(problem.reason))).toBe(true);
    }
  });

  it('is refused to a company that is not on the list', async () => {
    const other = new TestBrowser(h.app);
    await other.signIn('omar@demo.tezgah.dev');
    expect((await other.call(PRODUCT_VALIDATION_ROUTES.list)).status).toBe(403);
  });
});
