/**
 * The seller-panel category tree's rules (spec §4/§5), pure: the sandbox applies them to the world, the SPA
 * uses them to offer only parents that fit and to say why before the click.
 */
import type { LocalizedName } from '../localized-name';
import type { SellerCategory } from './taxonomy.types';

type TreeNode = Pick<SellerCategory, 'id' | 'parentId' | 'status'>;

/** Path segments are joined with this; a category name may not contain '>'. */
export const PATH_SEPARATOR = ' > ';

export function childrenOf<T extends TreeNode>(categories: readonly T[], id: number): T[] {
  return categories.filter((category) => category.parentId === id);
}

/** Every category under `id` (children, their children…), without `id` itself. */
export function descendantIds(categories: readonly TreeNode[], id: number): Set<number> {
  const byParent = new Map<number, number[]>();
  for (const category of categories) {
    if (category.parentId === null) continue;
    byParent.set(category.parentId, [...(byParent.get(category.parentId) ?? []), category.id]);
  }
  const found = new Set<number>();
  const queue = [...(byParent.get(id) ?? [])];
  while (queue.length > 0) {
    const next = queue.shift()!;
    if (found.has(next)) continue;
    found.add(next);
    queue.push(...(byParent.get(next) ?? []));
  }
  return found;
}

/**
 * Spec §5 "parent must fit the tree structure": a parent must exist and be active, and cannot be the category itself
 * or one of its descendants. `categoryId` is null for a new category; `parentId` null makes a root.
 */
export function parentProblem(categories: readonly TreeNode[], categoryId: number | null, parentId: number | null): 'categoryTreeInvalid' | null {
  if (parentId === null) return null;
  const parent = categories.find((category) => category.id === parentId);
  if (!parent || parent.status !== 'active') return 'categoryTreeInvalid';
  if (categoryId === null) return null;
  if (parentId === categoryId || descendantIds(categories, categoryId).has(parentId)) return 'categoryTreeInvalid';
  return null;
}

/** The parents a category may move under (for the form's choice): active, not itself, not below itself. */
export function allowedParents<T extends TreeNode>(categories: readonly T[], categoryId: number | null): T[] {
  return categories.filter((category) => parentProblem(categories, categoryId, category.id) === null);
}

/** The category's own names: the last segment of each path. */
export function ownNames(category: Pick<SellerCategory, 'path' | 'name'>): LocalizedName {
  const last = (path: string) => path.split(PATH_SEPARATOR).pop() ?? '';
  return { tr: last(category.path.tr) || category.name, en: last(category.path.en) || category.name };
}

/** The parent's own names (the segment before the last of each path); null for a root. */
export function parentNames(category: Pick<SellerCategory, 'path'>): LocalizedName | null {
  const before = (path: string) => path.split(PATH_SEPARATOR).at(-2);
  const tr = before(category.path.tr);
  const en = before(category.path.en);
  return tr === undefined || en === undefined ? null : { tr, en };
}

type PathNode = Pick<SellerCategory, 'id' | 'parentId' | 'path' | 'name' | 'status'>;

/** The path a category gets under `parent` (null: a root) with its own names. */
export function pathUnder(parent: Pick<SellerCategory, 'path'> | null, names: LocalizedName): LocalizedName {
  return parent ? { tr: `${parent.path.tr}${PATH_SEPARATOR}${names.tr}`, en: `${parent.path.en}${PATH_SEPARATOR}${names.en}` } : { tr: names.tr, en: names.en };
}

/**
 * Paths of `id` and everything below it, rebuilt from each one's own names after a move (or after its parent went):
 * answers id → new path for the categories whose path changed.
 */
export function rebuiltPaths(categories: readonly PathNode[], id: number): Map<number, LocalizedName> {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const paths = new Map<number, LocalizedName>();
  const pathOf = (category: PathNode): LocalizedName => {
    const known = paths.get(category.id);
    if (known) return known;
    const parent = category.parentId === null ? undefined : byId.get(category.parentId);
    const path = pathUnder(parent ? { path: paths.get(parent.id) ?? parent.path } : null, ownNames(category));
    paths.set(category.id, path);
    return path;
  };
  const changed = new Map<number, LocalizedName>();
  for (const target of [id, ...descendantIds(categories, id)]) {
    const category = byId.get(target);
    if (!category) continue;
    const path = pathOf(category);
    if (path.tr !== category.path.tr || path.en !== category.path.en) changed.set(target, path);
  }
  return changed;
}

/** A category is a leaf while nothing sits under it. */
export function isLeafIn(categories: readonly TreeNode[], id: number): boolean {
  return !categories.some((category) => category.parentId === id);
}
