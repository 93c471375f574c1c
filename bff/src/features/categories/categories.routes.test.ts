import { API } from '@contract/api/paths';
import type { CategoryDetailAnswer, CategoryTreeAnswer } from '@contract/catalog/category.api';
import type { CategoryListAnswer } from '@contract/catalog/category.query';
import type { CategoryCrossAnswer, MarketplaceCategoryListAnswer, MarketplaceCross } from '@contract/catalog/crossing.api';
import type { MappingHealthAnswer } from '@contract/catalog/mapping-health';
import type { OldAttributeListAnswer, RestrictedCategoryListAnswer } from '@contract/catalog/taxonomy-lists.query';
import { TestBrowser } from '../../test/browser';
import { createHarness, type Harness } from '../../test/harness';

const TSHIRTS = 104;
const COLOUR = 1;
const BLACK = 1001;
const body = (extra: Record<string, unknown> = {}) => ({
  name: 'E2E Parent',
  nameTr: 'E2E Üst',
  remoteId: 'E2E-P',
  parentId: null,
  status: 'active',
  ...extra,
});
const noon = (answer: CategoryCrossAnswer): MarketplaceCross => answer.marketplaces.find((cross) => cross.marketplace === 'noon-ae')!;

describe('categories', () => {
  let h: Harness;
  let seller: TestBrowser;
  let staff: TestBrowser;
  beforeAll(async () => {
    h = await createHarness();
  });
  beforeEach(async () => {
    await h.reset({ world: 'seeded' });
    seller = new TestBrowser(h.app);
    await seller.signIn('ayse@demo.tezgah.dev');
    staff = new TestBrowser(h.app);
    await staff.actAs(1001);
  });

  it('lets a seller browse: list, tree, detail, crossings, health and the lists', async () => {
    const list = (await (await seller.get(`${API.categories}?q=t-shirts&leaf=leaf`)).json()) as CategoryListAnswer;
    expect(list.items.map((row) => row.id)).toContain(TSHIRTS);
    expect(((await (await seller.get(API.categoryTree)).json()) as CategoryTreeAnswer).nodes.length).toBeGreaterThan(100);
    const detail = (await (await seller.get(`${API.categories}/${TSHIRTS}`)).json()) as CategoryDetailAnswer;
    expect(detail.attributes.find((attribute) => attribute.id === COLOUR)?.mandatory).toBe(true);
    expect(((await (await seller.get(`${API.categories}/${TSHIRTS}/cross`)).json()) as CategoryCrossAnswer).marketplaces).toHaveLength(5);
    expect(((await (await seller.get(API.mappingHealth)).json()) as MappingHealthAnswer).items[0]!.productsTotal).toBeGreaterThan(0);
    const theirs = (await (await seller.get(`${API.marketplaceCategories}?marketplace=noon-ae&q=t-shirts`)).json()) as MarketplaceCategoryListAnswer;
    expect(theirs.items.every((category) => category.marketplace === 'noon-ae')).toBe(true);
    expect(((await (await seller.get(API.restrictedCategories)).json()) as RestrictedCategoryListAnswer).total).toBeGreaterThan(0);
    expect(((await (await seller.get(API.oldAttributes)).json()) as OldAttributeListAnswer).items.every((row) => row.old)).toBe(true);
  });

  it("answers 'Category not found' with its own code, and a marketplace the picker needs", async () => {
    const missing = await seller.get(`${API.categories}/999999`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'categoryNotFound', message: 'Category not found' });
    expect((await seller.get(`${API.categories}/abc`)).status).toBe(404);
    expect(await (await seller.get(API.marketplaceCategories)).json()).toMatchObject({
      code: 'validation',
      fields: { marketplace: 'validation.fillOutField' },
    });
  });

  it('refuses category management and crossing to the seller', async () => {
    expect((await seller.post(API.categories, body())).status).toBe(403);
    expect((await seller.send('PUT', `${API.categories}/${TSHIRTS}`, { body: body() })).status).toBe(403);
    expect((await seller.delete(`${API.categories}/${TSHIRTS}`)).status).toBe(403);
    expect(
      (await seller.send('PUT', `${API.categories}/${TSHIRTS}/crossings/noon-ae`, { body: { remoteCategoryId: 'NC00728', syncMode: 'once' } })).status,
    ).toBe(403);
    expect((await seller.delete(`${API.categories}/${TSHIRTS}/crossings/hepsiburada`)).status).toBe(403);
  });

  it("asks before deleting a parent, and 'Delete Anyway' leaves its child without a parent", async () => {
    const parent = (await (await staff.post(API.categories, body())).json()) as CategoryDetailAnswer;
    const childResponse = await staff.post(API.categories, body({ name: 'E2E Child', nameTr: 'E2E Alt', remoteId: 'E2E-C', parentId: parent.category.id }));
    expect(childResponse.status).toBe(201);
    const child = (await childResponse.json()) as CategoryDetailAnswer;
    expect(child.category.path).toEqual({ en: 'E2E Parent > E2E Child', tr: 'E2E Üst > E2E Alt' });

    const asked = await staff.delete(`${API.categories}/${parent.category.id}`);
    expect(asked.status).toBe(409);
    expect(await asked.json()).toMatchObject({ code: 'categoryHasChildren' });
    expect((await staff.delete(`${API.categories}/${parent.category.id}?deleteAnyway=true`)).status).toBe(204);
    const orphan = (await (await seller.get(`${API.categories}/${child.category.id}`)).json()) as CategoryDetailAnswer;
    expect(orphan.category).toMatchObject({ parentId: null, parentName: null, path: { en: 'E2E Child', tr: 'E2E Alt' } });
  });

  it("refuses a parent that does not fit and says 'Remote ID is required'", async () => {
    const tree = await staff.send('PUT', `${API.categories}/103`, { body: body({ name: 'Tops', nameTr: 'Üst Giyim', remoteId: '20103', parentId: TSHIRTS }) });
    expect(tree.status).toBe(400);
    expect(await tree.json()).toMatchObject({ code: 'categoryTreeInvalid', fields: { parentId: 'errors.categoryTreeInvalid' } });
    const remote = await staff.post(API.categories, body({ remoteId: '' }));
    expect(await remote.json()).toMatchObject({ code: 'validation', fields: { remoteId: 'validation.remoteIdRequired' } });
  });

  it('crosses and uncrosses a category, an attribute and a value as an admin acting as the seller', async () => {
    const base = `${API.categories}/${TSHIRTS}/crossings/noon-ae`;
    const crossed = (await (await staff.send('PUT', base, { body: { remoteCategoryId: 'NC00728', syncMode: 'once' } })).json()) as CategoryCrossAnswer;
    expect(noon(crossed).crossing?.status).toBe('crossed');
    const value = `${base}/attributes/${COLOUR}/values/${BLACK}`;
    const valueCrossed = (await (await staff.send('PUT', value, { body: { remoteValueId: 'navy' } })).json()) as CategoryCrossAnswer;
    expect(
      noon(valueCrossed)
        .attributes.find((row) => row.attribute.id === COLOUR)
        ?.crossing?.values.find((entry) => entry.valueId === BLACK)?.remoteValueId,
    ).toBe('navy');
    const valueUncrossed = (await (await staff.delete(value)).json()) as CategoryCrossAnswer;
    expect(
      noon(valueUncrossed)
        .attributes.find((row) => row.attribute.id === COLOUR)
        ?.crossing?.values.some((entry) => entry.valueId === BLACK),
    ).toBe(false);
    const attributeUncrossed = (await (await staff.delete(`${base}/attributes/${COLOUR}`)).json()) as CategoryCrossAnswer;
    expect(noon(attributeUncrossed).missingMandatory.map((missing) => missing.remoteAttributeId)).toContain('colour');
    const attributeCrossed = (await (
      await staff.send('PUT', `${base}/attributes/${COLOUR}`, { body: { remoteAttributeId: 'colour' } })
    ).json()) as CategoryCrossAnswer;
    expect(noon(attributeCrossed).attributes.find((row) => row.attribute.id === COLOUR)?.crossing?.status).toBe('crossed');
    const uncrossed = (await (await staff.delete(base)).json()) as CategoryCrossAnswer;
    expect(noon(uncrossed).crossing?.status).toBe('uncrossed');
    const missing = await staff.send('PUT', `${base}/attributes/30`, { body: { remoteAttributeId: 'colour' } });
    expect(await missing.json()).toMatchObject({ code: 'attributeNotFound', message: 'Attribute not found' });
    expect((await staff.send('PUT', `${API.categories}/${TSHIRTS}/crossings/amazon`, { body: { remoteCategoryId: 'x', syncMode: 'once' } })).status).toBe(404);
  });
});
