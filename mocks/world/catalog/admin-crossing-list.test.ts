import { parseAdminCrossQuery, type AdminCategoryCrossRow } from '@contract/admin-crossing/category-cross.query';
import { coveragePercent } from '@contract/catalog/mapping-health';
import { createWorld, type World } from '../world';
import { adminCrossHealth, listAdminCategoryCrossings } from './admin-crossing-list';
import { crossCategory, uncrossCategory } from './crossing-operations';
import { isRefusal } from '../refusal';
import { taxonomyOf } from './taxonomy';
import { mappingHealthOf } from './taxonomy-lists';

const NOW = Date.UTC(2026, 0, 15, 9);
const COMPANY = 1001;
/** Women's T-Shirts: crossed to Hepsiburada, never to Trendyol or the Noon channels (crossing-operations.test.ts). */
const TSHIRTS = 104;

const list = (world: World, raw: Record<string, string>) => listAdminCategoryCrossings(world, parseAdminCrossQuery(raw));
const rowOf = (rows: AdminCategoryCrossRow[], categoryId: number, marketplace: string) =>
  rows.find((row) => row.categoryId === categoryId && row.marketplace === marketplace);

describe('the staff list of category crossings', () => {
  let world: World;
  beforeEach(() => {
    world = createWorld({ now: NOW });
  });

  it('lists every leaf on every marketplace, counted per state', () => {
    const leaves = taxonomyOf(world).categories.filter((category) => category.isLeaf).length;
    const answer = list(world, { pageSize: '100' });
    expect(answer.total).toBe(leaves * world.marketplaces.length);
    expect(answer.tabCounts.crossed + answer.tabCounts.uncrossed + answer.tabCounts.never).toBe(answer.tabCounts.all);
    expect(answer.items.every((row) => row.products === null)).toBe(true);
  });

  it('filters by marketplace and state, and the tab counts follow the filters', () => {
    const answer = list(world, { marketplace: 'trendyol', tab: 'never', pageSize: '100' });
    expect(answer.items.length).toBeGreaterThan(0);
    expect(answer.items.every((row) => row.marketplace === 'trendyol' && row.status === null)).toBe(true);
    expect(answer.tabCounts.all).toBe(taxonomyOf(world).categories.filter((category) => category.isLeaf).length);
    expect(rowOf(answer.items, TSHIRTS, 'trendyol')).toMatchObject({ status: null, remoteCategoryId: null });
  });

  it('filters by sync mode: only crossed rows synced that way', () => {
    const answer = list(world, { sync: 'forever', pageSize: '100' });
    expect(answer.total).toBeGreaterThan(0);
    expect(answer.items.every((row) => row.status === 'crossed' && row.syncMode === 'forever')).toBe(true);
  });

  it('with a company: only the categories its live products use, with their counts, sortable by them', () => {
    const answer = list(world, { companyId: String(COMPANY), marketplace: 'hepsiburada', sort: '-products', pageSize: '100' });
    const health = mappingHealthOf(world, COMPANY).items.find((item) => item.marketplace === 'hepsiburada')!;
    expect(answer.total).toBe(health.categoriesUsed);
    expect(answer.items.reduce((sum, row) => sum + (row.products ?? 0), 0)).toBe(health.productsTotal);
    const counts = answer.items.map((row) => row.products ?? 0);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('searches the path in either language and by id', () => {
    expect(list(world, { q: 'Tişört', marketplace: 'hepsiburada' }).items.map((row) => row.categoryId)).toContain(TSHIRTS);
    expect(list(world, { q: String(TSHIRTS) }).items.map((row) => row.categoryId)).toEqual(Array(world.marketplaces.length).fill(TSHIRTS));
  });
});

describe('the crossing health', () => {
  it('counts each marketplace’s leaves by state, and a company’s mapping health with it', () => {
    const world = createWorld({ now: NOW });
    const answer = adminCrossHealth(world, COMPANY);
    for (const item of answer.items) expect(item.crossed + item.uncrossed + item.never).toBe(item.leaves);
    expect(answer.company).toEqual(mappingHealthOf(world, COMPANY).items);
    expect(adminCrossHealth(world, undefined).company).toBeNull();
  });

  it('a crossing made here is what the sellers’ mapping health reads, at once', () => {
    const world = createWorld({ now: NOW });
    const before = mappingHealthOf(world, COMPANY).items.find((item) => item.marketplace === 'trendyol')!;
    const target = before.uncrossed[0]!;
    const theirs = taxonomyOf(world).marketplaceCategories.find((category) => category.marketplace === 'trendyol' && category.isLeaf)!;
    const crossed = crossCategory(world, { categoryId: target.categoryId, marketplace: 'trendyol' }, { remoteCategoryId: theirs.id, syncMode: 'forever' }, NOW);
    expect(isRefusal(crossed)).toBe(false);
    const after = mappingHealthOf(world, COMPANY).items.find((item) => item.marketplace === 'trendyol')!;
    expect(after.productsCovered).toBe(before.productsCovered + target.products);
    expect(coveragePercent(after)).toBeGreaterThan(coveragePercent(before));
    const row = rowOf(list(world, { q: String(target.categoryId), marketplace: 'trendyol' }).items, target.categoryId, 'trendyol');
    expect(row).toMatchObject({ status: 'crossed', syncMode: 'forever', remoteCategoryId: theirs.id });
    const trendyol = () => adminCrossHealth(world, undefined).items.find((item) => item.marketplace === 'trendyol')!;
    const crossedNow = trendyol().crossed;
    uncrossCategory(world, { categoryId: target.categoryId, marketplace: 'trendyol' }, NOW);
    expect(trendyol().crossed).toBe(crossedNow - 1);
  });
});
