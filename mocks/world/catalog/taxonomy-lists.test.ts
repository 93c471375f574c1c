import { parseCategoryQuery } from '@contract/catalog/category.query';
import { parseMarketplaceCategoryQuery, parseOldAttributeQuery, parseSearchListQuery } from '@contract/catalog/taxonomy-lists.query';
import { createWorld } from '../world';
import { catalogOf } from './catalog-access';
import { taxonomyOf } from './taxonomy';
import {
  categoryTree,
  getCategoryCross,
  getCategoryDetail,
  listCategories,
  listMarketplaceCategories,
  listOldAttributes,
  listRestrictedCategories,
  mappingHealthOf,
} from './taxonomy-lists';

const NOW = Date.UTC(2026, 0, 15, 9);
const COMPANY = 1001;
const world = createWorld({ now: NOW });

describe('taxonomy lists', () => {
  it('pages the categories with counts per status tab and filters by crossing', () => {
    const all = listCategories(world, parseCategoryQuery({ pageSize: '10' }));
    expect(all.items).toHaveLength(10);
    expect(all.tabCounts.all).toBe(taxonomyOf(world).categories.length);
    expect(all.tabCounts.active + all.tabCounts.inactive).toBe(all.tabCounts.all);
    const never = listCategories(world, parseCategoryQuery({ marketplace: 'trendyol', cross: 'never', leaf: 'leaf', pageSize: '100' }));
    expect(never.items.every((row) => row.isLeaf && !row.crossings.some((crossing) => crossing.marketplace === 'trendyol'))).toBe(true);
    const byName = listCategories(world, parseCategoryQuery({ sort: '-name', pageSize: '5' })).items.map((row) => row.name.toLowerCase());
    expect(byName).toEqual([...byName].sort().reverse());
  });

  it('answers the whole tree as compact nodes', () => {
    const { nodes } = categoryTree(world);
    expect(nodes).toHaveLength(taxonomyOf(world).categories.length);
    expect(nodes.find((node) => node.id === 104)).toMatchObject({ parentId: 103, name: 'T-Shirts', nameTr: 'Tişört', isLeaf: true, crossed: ['hepsiburada'] });
  });

  it("gives a category's detail with attributes, every marketplace's crossing and the company's restriction", () => {
    const restricted = catalogOf(world, COMPANY)!.restricted[0]!;
    const detail = getCategoryDetail(world, COMPANY, restricted.categoryId)!;
    expect(detail.restricted).toBe(true);
    expect(detail.crossings.map((crossing) => crossing.marketplace)).toEqual(world.marketplaces.map((marketplace) => marketplace.code));
    const tshirts = getCategoryDetail(world, COMPANY, 104)!;
    expect(tshirts.attributes.find((attribute) => attribute.id === 1)).toMatchObject({ name: { en: 'Colour', tr: 'Renk' }, mandatory: true, type: 'list' });
    expect(tshirts.crossings.find((crossing) => crossing.marketplace === 'trendyol')).toMatchObject({ status: null, attributesCrossed: 0 });
    expect(getCategoryDetail(world, COMPANY, 99_999)).toBeUndefined();
    expect(getCategoryCross(world, 104)!.marketplaces).toHaveLength(world.marketplaces.length);
  });

  it("searches one marketplace's leaf categories by name or path", () => {
    const page = listMarketplaceCategories(world, parseMarketplaceCategoryQuery({ marketplace: 'trendyol', q: 'tişört' })!);
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.every((category) => category.marketplace === 'trendyol' && category.isLeaf)).toBe(true);
    expect(parseMarketplaceCategoryQuery({ q: 'x' })).toBeNull();
  });

  it("lists the company's restricted categories and the old attributes with their use", () => {
    const restricted = listRestrictedCategories(world, COMPANY, parseSearchListQuery({}));
    expect(restricted.total).toBe(catalogOf(world, COMPANY)!.restricted.length);
    expect(listRestrictedCategories(world, COMPANY, parseSearchListQuery({ q: 'zzz-nothing' })).items).toEqual([]);
    const old = listOldAttributes(world, COMPANY, parseOldAttributeQuery({ pageSize: '100' }));
    expect(old.total).toBe(taxonomyOf(world).attributes.filter((attribute) => attribute.old).length);
    expect(old.items.every((row) => row.old && row.categoryCount >= 0 && row.variantCount >= 0)).toBe(true);
  });

  it('counts mapping health over the live products of the company, per marketplace', () => {
    const { items } = mappingHealthOf(world, COMPANY);
    const live = catalogOf(world, COMPANY)!.products.filter((product) => product.deletedAt === null);
    expect(items.map((health) => health.marketplace)).toEqual(world.marketplaces.map((marketplace) => marketplace.code));
    for (const health of items) {
      expect(health.productsTotal).toBe(live.length);
      expect(health.categoriesUsed).toBe(new Set(live.map((product) => product.categoryId)).size);
      expect(health.categoriesCrossed + health.uncrossed.length).toBe(health.categoriesUsed);
    }
  });
});
