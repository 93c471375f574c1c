import { fillPath } from '@contract/api/route-def';
import type { CategoryDetailAnswer, CategoryTreeAnswer } from '@contract/catalog/category.api';
import type { CategoryListAnswer } from '@contract/catalog/category.query';
import { CATEGORY_ROUTES } from '@contract/catalog/category.routes';
import type { CategoryCrossAnswer, MarketplaceCategoryListAnswer, MarketplaceCross } from '@contract/catalog/crossing.api';
import { CROSSING_ROUTES } from '@contract/catalog/crossing.routes';
import type { MappingHealthAnswer } from '@contract/catalog/mapping-health';
import type { OldAttributeListAnswer, RestrictedCategoryListAnswer } from '@contract/catalog/taxonomy-lists.query';
import { TAXONOMY_LIST_ROUTES } from '@contract/catalog/taxonomy-lists.routes';
import { TestBrowser } from '../../test/browser';
import type { Harness } from '../../test/harness';
import { harnessPerFile } from '../../test/harness-per-file';

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
  harnessPerFile(
    async (harness, made) => {
      h = harness;
      seller = made;
      await seller.signIn('ayse@demo.tezgah.dev');
      staff = new TestBrowser(h.app);
      await staff.actAs(1001);
    },
    {},
    { world: 'seeded' },
  );

  it('lets a seller browse: list, tree, detail, crossings, health and the lists', async () => {
    const list = (await (await seller.call(CATEGORY_ROUTES.list, { search: { q: 't-shirts', leaf: 'leaf' } })).json()) as CategoryListAnswer;
    expect(list.items.map((row) => row.id)).toContain(TSHIRTS);
    expect(((await (await seller.call(CATEGORY_ROUTES.tree)).json()) as CategoryTreeAnswer).nodes.length).toBeGreaterThan(100);
    const detail = (await (await seller.call(CATEGORY_ROUTES.detail, { params: { id: TSHIRTS } })).json()) as CategoryDetailAnswer;
    expect(detail.attributes.find((attribute) => attribute.id === COLOUR)?.mandatory).toBe(true);
    expect(((await (await seller.call(CROSSING_ROUTES.cross, { params: { id: TSHIRTS } })).json()) as CategoryCrossAnswer).marketplaces).toHaveLength(5);
    expect(((await (await seller.call(TAXONOMY_LIST_ROUTES.mappingHealth)).json()) as MappingHealthAnswer).items[0]!.productsTotal).toBeGreaterThan(0);
    const theirs = (await (
      await seller.call(TAXONOMY_LIST_ROUTES.marketplaceCategories, { search: { marketplace: 'noon-ae', q: 't-shirts' } })
    ).json()) as MarketplaceCategoryListAnswer;
    expect(theirs.items.every((category) => category.marketplace === 'noon-ae')).toBe(true);
    expect(((await (await seller.call(TAXONOMY_LIST_ROUTES.restricted)).json()) as RestrictedCategoryListAnswer).total).toBeGreaterThan(0);
    expect(((await (await seller.call(TAXONOMY_LIST_ROUTES.oldAttributes)).json()) as OldAttributeListAnswer).items.every((row) => row.old)).toBe(true);
  });

  it("answers 'Category not found' with its own code, and a marketplace the picker needs", async () => {
    const missing = await seller.call(CATEGORY_ROUTES.detail, { params: { id: 999999 } });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'categoryNotFound', message: 'Category not found' });
    expect((await seller.get(fillPath(CATEGORY_ROUTES.detail.path, { id: 'abc' }))).status).toBe(404);
    expect(await (await seller.call(TAXONOMY_LIST_ROUTES.marketplaceCategories)).json()).toMatchObject({
      code: 'validation',
      fields: { marketplace: 'validation.fillOutField' },
    });
  });

  it('refuses category management and crossing to the seller', async () => {
    expect((await seller.call(CATEGORY_ROUTES.add, { json: body() })).status).toBe(403);
    expect((await seller.call(CATEGORY_ROUTES.edit, { params: { id: TSHIRTS }, json: body() })).status).toBe(403);
    expect((await seller.call(CATEGORY_ROUTES.delete, { params: { id: TSHIRTS } })).status).toBe(403);
    expect(
      (
        await seller.call(CROSSING_ROUTES.crossCategory, {
          params: { id: TSHIRTS, marketplace: 'noon-ae' },
          body: { remoteCategoryId: 'NC00728', syncMode: 'once' },
        })
      ).status,
    ).toBe(403);
    expect((await seller.call(CROSSING_ROUTES.uncrossCategory, { params: { id: TSHIRTS, marketplace: 'hepsiburada' } })).status).toBe(403);
  });

  it("asks before deleting a parent, and 'Delete Anyway' leaves its child without a parent", async () => {
    const parent = (await (await staff.call(CATEGORY_ROUTES.add, { json: body() })).json()) as CategoryDetailAnswer;
    const childResponse = await staff.call(CATEGORY_ROUTES.add, {
      json: body({ name: 'E2E Child', nameTr: 'E2E Alt', remoteId: 'E2E-C', parentId: parent.category.id }),
    });
    expect(childResponse.status).toBe(201);
    const child = (await childResponse.json()) as CategoryDetailAnswer;
    expect(child.category.path).toEqual({ en: 'E2E Parent > E2E Child', tr: 'E2E Üst > E2E Alt' });

    const asked = await staff.call(CATEGORY_ROUTES.delete, { params: { id: parent.category.id } });
    expect(asked.status).toBe(409);
    expect(await asked.json()).toMatchObject({ code: 'categoryHasChildren' });
    expect((await staff.call(CATEGORY_ROUTES.delete, { params: { id: parent.category.id }, query: { deleteAnyway: true } })).status).toBe(204);
    const orphan = (await (await seller.call(CATEGORY_ROUTES.detail, { params: { id: child.category.id } })).json()) as CategoryDetailAnswer;
    expect(orphan.category).toMatchObject({ parentId: null, parentName: null, path: { en: 'E2E Child', tr: 'E2E Alt' } });
  });

  it("refuses a parent that does not fit and says 'Remote ID is required'", async () => {
    const tree = await staff.call(CATEGORY_ROUTES.edit, {
      params: { id: 103 },
      json: body({ name: 'Tops', nameTr: 'Üst Giyim', remoteId: '20103', parentId: TSHIRTS }),
    });
    expect(tree.status).toBe(400);
    expect(await tree.json()).toMatchObject({ code: 'categoryTreeInvalid', fields: { parentId: 'errors.categoryTreeInvalid' } });
    const remote = await staff.call(CATEGORY_ROUTES.add, { json: body({ remoteId: '' }) });
    expect(await remote.json()).toMatchObject({ code: 'validation', fields: { remoteId: 'validation.remoteIdRequired' } });
  });

  it('crosses and uncrosses a category, an attribute and a value as an admin acting as the seller', async () => {
    const crossing = { id: TSHIRTS, marketplace: 'noon-ae' } as const;
    const crossed = (await (
      await staff.call(CROSSING_ROUTES.crossCategory, { params: crossing, body: { remoteCategoryId: 'NC00728', syncMode: 'once' } })
    ).json()) as CategoryCrossAnswer;
    expect(noon(crossed).crossing?.status).toBe('crossed');
    const value = { ...crossing, attributeId: COLOUR, valueId: BLACK };
    const valueCrossed = (await (
      await staff.call(CROSSING_ROUTES.crossValue, { params: value, body: { remoteValueId: 'navy' } })
    ).json()) as CategoryCrossAnswer;
    expect(
      noon(valueCrossed)
        .attributes.find((row) => row.attribute.id === COLOUR)
        ?.crossing?.values.find((entry) => entry.valueId === BLACK)?.remoteValueId,
    ).toBe('navy');
    const valueUncrossed = (await (await staff.call(CROSSING_ROUTES.uncrossValue, { params: value })).json()) as CategoryCrossAnswer;
    expect(
      noon(valueUncrossed)
        .attributes.find((row) => row.attribute.id === COLOUR)
        ?.crossing?.values.some((entry) => entry.valueId === BLACK),
    ).toBe(false);
    const attributeUncrossed = (await (
      await staff.call(CROSSING_ROUTES.uncrossAttribute, { params: { ...crossing, attributeId: COLOUR } })
    ).json()) as CategoryCrossAnswer;
    expect(noon(attributeUncrossed).missingMandatory.map((missing) => missing.remoteAttributeId)).toContain('colour');
    const attributeCrossed = (await (
      await staff.call(CROSSING_ROUTES.crossAttribute, { params: { ...crossing, attributeId: COLOUR }, body: { remoteAttributeId: 'colour' } })
    ).json()) as CategoryCrossAnswer;
    expect(noon(attributeCrossed).attributes.find((row) => row.attribute.id === COLOUR)?.crossing?.status).toBe('crossed');
    const uncrossed = (await (await staff.call(CROSSING_ROUTES.uncrossCategory, { params: crossing })).json()) as CategoryCrossAnswer;
    expect(noon(uncrossed).crossing?.status).toBe('uncrossed');
    const missing = await staff.call(CROSSING_ROUTES.crossAttribute, { params: { ...crossing, attributeId: 30 }, body: { remoteAttributeId: 'colour' } });
    expect(await missing.json()).toMatchObject({ code: 'attributeNotFound', message: 'Attribute not found' });
    expect(
      (
        await staff.send('PUT', fillPath(CROSSING_ROUTES.crossCategory.path, { id: TSHIRTS, marketplace: 'amazon' }), {
          body: { remoteCategoryId: 'x', syncMode: 'once' },
        })
      ).status,
    ).toBe(404);
  });
});
