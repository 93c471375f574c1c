import { fieldErrors } from '../auth/auth.schemas';
import { categorySchema, refusalFields } from './category.api';
import { categoryMatches, parseCategoryQuery } from './category.query';
import { allowedParents, descendantIds, isLeafIn, ownNames, parentProblem, rebuiltPaths } from './category.rules';
import type { SellerCategory } from './taxonomy.types';

type Node = Pick<SellerCategory, 'id' | 'parentId' | 'status' | 'name' | 'path'>;
const node = (id: number, parentId: number | null, en: string, tr: string, status: 'active' | 'inactive' = 'active'): Node => ({
  id,
  parentId,
  status,
  name: en.split(' > ').pop()!,
  path: { en, tr },
});

// 1 Home > 2 Kitchen > 3 Pots ; 1 > 4 Bath (inactive) ; 5 Garden
const TREE: Node[] = [
  node(1, null, 'Home', 'Ev'),
  node(2, 1, 'Home > Kitchen', 'Ev > Mutfak'),
  node(3, 2, 'Home > Kitchen > Pots', 'Ev > Mutfak > Tencere'),
  node(4, 1, 'Home > Bath', 'Ev > Banyo', 'inactive'),
  node(5, null, 'Garden', 'Bahçe'),
];

describe('the parent rule (spec §5: the parent must fit the tree structure)', () => {
  it('allows a root, and any active category that is not the category itself or below it', () => {
    expect(parentProblem(TREE, 2, null)).toBeNull();
    expect(parentProblem(TREE, 2, 5)).toBeNull();
    expect(parentProblem(TREE, null, 3)).toBeNull();
  });

  it('refuses the category itself, a descendant, a missing parent and an inactive one', () => {
    expect(parentProblem(TREE, 2, 2)).toBe('categoryTreeInvalid');
    expect(parentProblem(TREE, 1, 3)).toBe('categoryTreeInvalid');
    expect(parentProblem(TREE, 5, 99)).toBe('categoryTreeInvalid');
    expect(parentProblem(TREE, null, 4)).toBe('categoryTreeInvalid');
  });

  it('offers as parents only the categories that fit', () => {
    expect(allowedParents(TREE, 2).map((category) => category.id)).toEqual([1, 5]);
    expect(allowedParents(TREE, null).map((category) => category.id)).toEqual([1, 2, 3, 5]);
  });

  it('finds every descendant and tells leaves apart', () => {
    expect([...descendantIds(TREE, 1)].sort()).toEqual([2, 3, 4]);
    expect(descendantIds(TREE, 3).size).toBe(0);
    expect(isLeafIn(TREE, 3)).toBe(true);
    expect(isLeafIn(TREE, 2)).toBe(false);
  });
});

describe('paths', () => {
  it('reads own names from the last segments', () => {
    expect(ownNames(TREE[2]!)).toEqual({ tr: 'Tencere', en: 'Pots' });
  });

  it('rebuilds the paths of a category and everything below it once its parent is gone', () => {
    const detached = TREE.filter((category) => category.id !== 1).map((category) => (category.parentId === 1 ? { ...category, parentId: null } : category));
    expect(Object.fromEntries(rebuiltPaths(detached, 2))).toEqual({
      2: { tr: 'Mutfak', en: 'Kitchen' },
      3: { tr: 'Mutfak > Tencere', en: 'Kitchen > Pots' },
    });
    expect(rebuiltPaths(TREE, 2).size).toBe(0);
  });

  it('rebuilds them after a move under another parent', () => {
    const moved = TREE.map((category) => (category.id === 2 ? { ...category, parentId: 5 } : category));
    expect(rebuiltPaths(moved, 2).get(3)).toEqual({ tr: 'Bahçe > Mutfak > Tencere', en: 'Garden > Kitchen > Pots' });
  });
});

describe('the category form', () => {
  const body = { name: 'Pots', nameTr: 'Tencere', remoteId: 'CAT-3', parentId: 2, status: 'active' };

  it('accepts a complete category and a root', () => {
    expect(fieldErrors(categorySchema, body)).toBeNull();
    expect(fieldErrors(categorySchema, { ...body, parentId: null })).toBeNull();
  });

  it("says 'Remote ID is required' and 'Please fill out this field.'", () => {
    expect(fieldErrors(categorySchema, { ...body, remoteId: ' ', name: '' })).toEqual({
      remoteId: 'validation.remoteIdRequired',
      name: 'validation.fillOutField',
    });
    expect(fieldErrors(categorySchema, { ...body, nameTr: 'Ev > Mutfak' })).toEqual({ nameTr: 'validation.categoryNameCharacters' });
  });

  it('puts tree refusals on the parent field', () => {
    expect(refusalFields('categoryTreeInvalid')).toEqual({ parentId: 'errors.categoryTreeInvalid' });
    expect(refusalFields('notFound')).toBeUndefined();
  });
});

describe('the list query', () => {
  const crossed = { ...TREE[2]!, remoteId: 'HB-POTS', isLeaf: true, crossings: [{ marketplace: 'trendyol', status: 'crossed' }] } as unknown as SellerCategory;

  it('searches by either name, the path or the remote ID, accents and case aside', () => {
    expect(categoryMatches(crossed, { q: 'tencere' })).toBe(true);
    expect(categoryMatches(crossed, { q: 'MUTFAK' })).toBe(true);
    expect(categoryMatches(crossed, { q: 'hb-pots' })).toBe(true);
    expect(categoryMatches(crossed, { q: '3' })).toBe(true);
    expect(categoryMatches(crossed, { q: 'garden' })).toBe(false);
  });

  it('filters by crossing per marketplace and by leaf', () => {
    expect(categoryMatches(crossed, { marketplace: 'trendyol', cross: 'crossed' })).toBe(true);
    expect(categoryMatches(crossed, { marketplace: 'hepsiburada', cross: 'never' })).toBe(true);
    expect(categoryMatches(crossed, { marketplace: 'hepsiburada', cross: 'crossed' })).toBe(false);
    expect(categoryMatches(crossed, { leaf: 'parent' })).toBe(false);
  });

  it('drops unknown values and a cross filter without a marketplace', () => {
    const query = parseCategoryQuery({ marketplace: 'amazon', cross: 'crossed', tab: 'x', sort: '-name' });
    expect(query).toMatchObject({ tab: 'all', sort: { field: 'name', direction: 'desc' } });
    expect([query.marketplace, query.cross]).toEqual([undefined, undefined]);
    expect(parseCategoryQuery({ marketplace: 'trendyol', cross: 'never' })).toMatchObject({ marketplace: 'trendyol', cross: 'never' });
  });
});
