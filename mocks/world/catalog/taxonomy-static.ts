/** The fixed seller-panel tree, flattened once: categories by id and the active leaves under each subtree code. */
import { flattenTree, FIRST_CATEGORY_ID, type StaticCategory } from './taxonomy-tree';
import { COSMETICS } from './taxonomy-tree-care';
import { FASHION } from './taxonomy-tree-fashion';
import { HOME } from './taxonomy-tree-home';
import { SPORTS } from './taxonomy-tree-sports';
import { ELECTRONICS } from './taxonomy-tree-tech';

export const STATIC_CATEGORIES: readonly StaticCategory[] = flattenTree([FASHION, HOME, ELECTRONICS, COSMETICS, SPORTS]);

export function staticCategory(id: number): StaticCategory | undefined {
  return STATIC_CATEGORIES[id - FIRST_CATEGORY_ID];
}

const leavesByCode = new Map<string, StaticCategory[]>();
for (const category of STATIC_CATEGORIES) {
  if (!category.isLeaf || category.inactive) continue;
  for (const code of category.codes) {
    const list = leavesByCode.get(code);
    if (list) list.push(category);
    else leavesByCode.set(code, [category]);
  }
}

/** Active leaves under a subtree code (`women`, `kitchen`, `electronics`…). */
export function leavesUnder(code: string): readonly StaticCategory[] {
  const leaves = leavesByCode.get(code);
  if (!leaves) throw new Error(`No subtree ${code}`);
  return leaves;
}

/** The top-level category (theme) a category belongs to. */
export function rootOf(category: StaticCategory): StaticCategory {
  let current = category;
  while (current.parentId !== null) current = staticCategory(current.parentId)!;
  return current;
}
