import type { CategoryDetailAnswer } from '@contract/catalog/category.api';
import { createWorld, type World } from '../world';
import { addCategory, deleteCategory, editCategory } from './category-operations';
import { isRefusal, type Refusal } from '../refusal';
import { taxonomyOf } from './taxonomy';
import { getCategoryDetail, listCategories } from './taxonomy-lists';
import { parseCategoryQuery } from '@contract/catalog/category.query';

const NOW = Date.UTC(2026, 0, 15, 9);
const COMPANY = 1001;
/** Fashion > Women's Clothing > Tops (a parent of T-Shirts, 104). */
const TOPS = 103;

const detail = (answer: CategoryDetailAnswer | Refusal): CategoryDetailAnswer => {
  if (isRefusal(answer)) throw new Error(`refused: ${answer.code}`);
  return answer;
};
const body = (extra: Record<string, unknown> = {}) => ({
  name: 'Linen Sets',
  nameTr: 'Keten Takımlar',
  remoteId: 'NEW-1',
  parentId: TOPS,
  status: 'active',
  ...extra,
});
const find = (world: World, id: number) => taxonomyOf(world).categories.find((category) => category.id === id);

describe('category management', () => {
  let world: World;
  beforeEach(() => {
    world = createWorld({ now: NOW });
  });

  it('adds a category under a parent: the next id, its paths in both languages, a leaf with no attributes', () => {
    const next = taxonomyOf(world).nextCategoryId;
    const added = detail(addCategory(world, COMPANY, body(), NOW));
    expect(added.category).toMatchObject({
      id: next,
      name: 'Linen Sets',
      isLeaf: true,
      parentId: TOPS,
      parentName: 'Tops',
      remoteId: 'NEW-1',
      parentRemoteId: find(world, TOPS)!.remoteId,
      path: { en: "Fashion > Women's Clothing > Tops > Linen Sets", tr: 'Moda > Kadın Giyim > Üst Giyim > Keten Takımlar' },
      createdAt: new Date(NOW).toISOString(),
      attributes: [],
      crossings: [],
    });
    expect(added.names).toEqual({ tr: 'Keten Takımlar', en: 'Linen Sets' });
    expect(getCategoryDetail(world, COMPANY, TOPS)!.children.map((child) => child.id)).toContain(next);
    expect(taxonomyOf(world).version).toBeGreaterThan(0);
  });

  it("refuses a parent that does not fit the tree and a missing remote ID ('Remote ID is required')", () => {
    expect(addCategory(world, COMPANY, body({ parentId: 99_999 }), NOW)).toEqual({
      code: 'categoryTreeInvalid',
      fields: { parentId: 'errors.categoryTreeInvalid' },
    });
    expect(editCategory(world, COMPANY, TOPS, body({ parentId: 104 }))).toEqual({
      code: 'categoryTreeInvalid',
      fields: { parentId: 'errors.categoryTreeInvalid' },
    });
    expect(addCategory(world, COMPANY, body({ remoteId: '' }), NOW)).toEqual({ code: 'remoteIdRequired', fields: { remoteId: 'validation.remoteIdRequired' } });
    expect(editCategory(world, COMPANY, 99_999, body())).toEqual({ code: 'categoryNotFound' });
  });

  it('moves a category under another parent and rebuilds the paths below it; the old parent becomes a leaf when emptied', () => {
    const parent = detail(addCategory(world, COMPANY, body({ name: 'Capsule', nameTr: 'Kapsül', remoteId: 'CAP', parentId: null }), NOW));
    const child = detail(addCategory(world, COMPANY, body({ parentId: parent.category.id }), NOW));
    const grandchild = detail(addCategory(world, COMPANY, body({ name: 'Sets', nameTr: 'Takımlar', remoteId: 'SET', parentId: child.category.id }), NOW));
    const moved = detail(editCategory(world, COMPANY, child.category.id, body({ name: 'Linen', nameTr: 'Keten', parentId: TOPS })));
    expect(moved.category.path.en).toBe("Fashion > Women's Clothing > Tops > Linen");
    expect(find(world, grandchild.category.id)!.path).toEqual({
      en: "Fashion > Women's Clothing > Tops > Linen > Sets",
      tr: 'Moda > Kadın Giyim > Üst Giyim > Keten > Takımlar',
    });
    expect(find(world, grandchild.category.id)!.parentName).toBe('Linen');
    expect(find(world, parent.category.id)!.isLeaf).toBe(true);
  });

  it("asks before deleting a parent ('Delete Anyway'), then leaves its children without a parent", () => {
    const parent = detail(addCategory(world, COMPANY, body({ name: 'Capsule', nameTr: 'Kapsül', remoteId: 'CAP', parentId: TOPS }), NOW));
    const child = detail(addCategory(world, COMPANY, body({ parentId: parent.category.id }), NOW));
    const grandchild = detail(addCategory(world, COMPANY, body({ name: 'Sets', nameTr: 'Takımlar', remoteId: 'SET', parentId: child.category.id }), NOW));
    expect(deleteCategory(world, parent.category.id, false)).toEqual({ code: 'categoryHasChildren' });
    expect(find(world, parent.category.id)).toBeDefined();
    expect(deleteCategory(world, parent.category.id, true)).toBe(true);
    expect(find(world, parent.category.id)).toBeUndefined();
    expect(find(world, child.category.id)).toMatchObject({
      parentId: null,
      parentName: null,
      parentRemoteId: null,
      path: { en: 'Linen Sets', tr: 'Keten Takımlar' },
    });
    expect(find(world, grandchild.category.id)!.path).toEqual({ en: 'Linen Sets > Sets', tr: 'Keten Takımlar > Takımlar' });
    expect(deleteCategory(world, parent.category.id, true)).toEqual({ code: 'categoryNotFound' });
  });

  it('deletes a leaf without asking and finds new categories in the list by name or remote ID', () => {
    const added = detail(addCategory(world, COMPANY, body({ remoteId: 'FIND-ME' }), NOW));
    expect(listCategories(world, parseCategoryQuery({ q: 'find-me' })).items.map((row) => row.id)).toEqual([added.category.id]);
    expect(listCategories(world, parseCategoryQuery({ q: 'keten takım' })).items.map((row) => row.id)).toEqual([added.category.id]);
    expect(deleteCategory(world, added.category.id, false)).toBe(true);
    expect(find(world, TOPS)!.isLeaf).toBe(false);
  });
});
