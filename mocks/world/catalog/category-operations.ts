/**
 * Category management (staff, spec §4/§5) on the shared tree: add, edit, delete. Each answers the category's detail
 * (or true for a delete), or a refusal with the contract's error code. Deleting a parent needs `deleteAnyway`; its
 * children are then left without a parent, their paths rebuilt from their own names.
 */
import { categorySchema, refusalFields, type CategoryBody, type CategoryDetailAnswer } from '@contract/catalog/category.api';
import { isLeafIn, parentProblem, pathUnder, rebuiltPaths } from '@contract/catalog/category.rules';
import type { SellerCategory } from '@contract/catalog/taxonomy.types';
import { fieldErrors } from '@contract/auth/auth.schemas';
import type { World } from '../world';
import type { Taxonomy } from './catalog-book';
import { taxonomyOf } from './taxonomy';
import { getCategoryDetail } from './taxonomy-lists';
import { findCategory } from './taxonomy-views';
import { isRefusal, refusal, type Refusal } from '../refusal';

function checkedBody(taxonomy: Taxonomy, categoryId: number | null, input: unknown): CategoryBody | Refusal {
  const fields = fieldErrors(categorySchema, input);
  if (fields) return fields.remoteId === 'validation.remoteIdRequired' ? refusal('remoteIdRequired', fields) : refusal('validation', fields);
  const body = categorySchema.cast(input, { stripUnknown: true }) as CategoryBody;
  const tree = parentProblem(taxonomy.categories, categoryId, body.parentId ?? null);
  return tree ? refusal(tree, refusalFields(tree)) : body;
}

/** Leaf flags, parent names and the paths below `id` after a change at `id`. */
function settle(taxonomy: Taxonomy, touched: readonly (number | null)[], subtreeRoot: number | null): void {
  const byId = new Map(taxonomy.categories.map((category) => [category.id, category]));
  if (subtreeRoot !== null) {
    for (const [id, path] of rebuiltPaths(taxonomy.categories, subtreeRoot)) byId.get(id)!.path = path;
  }
  for (const id of touched) {
    const category = id === null ? undefined : byId.get(id);
    if (category) category.isLeaf = isLeafIn(taxonomy.categories, category.id);
  }
  for (const category of taxonomy.categories) {
    const parent = category.parentId === null ? undefined : byId.get(category.parentId);
    category.parentName = parent?.name ?? null;
    category.parentRemoteId = parent?.remoteId ?? null;
  }
  taxonomy.version += 1;
}

/** Adds a category to the shared tree (the seller-side and the staff-side services both call it). */
export function createCategory(world: World, input: unknown, now: number): SellerCategory | Refusal {
  const taxonomy = taxonomyOf(world);
  const body = checkedBody(taxonomy, null, input);
  if ('code' in body) return body;
  const parent = body.parentId === null ? undefined : findCategory(taxonomy, body.parentId);
  const category: SellerCategory = {
    id: taxonomy.nextCategoryId,
    name: body.name,
    path: pathUnder(parent ?? null, { tr: body.nameTr, en: body.name }),
    status: body.status as SellerCategory['status'],
    isLeaf: true,
    parentId: parent?.id ?? null,
    parentName: parent?.name ?? null,
    remoteId: body.remoteId,
    parentRemoteId: parent?.remoteId ?? null,
    createdAt: new Date(now).toISOString(),
    attributes: [],
    crossings: [],
  };
  taxonomy.nextCategoryId += 1;
  taxonomy.categories.push(category);
  settle(taxonomy, [parent?.id ?? null], null);
  return category;
}

export function addCategory(world: World, companyId: number, input: unknown, now: number): CategoryDetailAnswer | Refusal {
  const made = createCategory(world, input, now);
  return isRefusal(made) ? made : getCategoryDetail(world, companyId, made.id)!;
}

/** Renames (both languages), moves, activates or deactivates a category of the shared tree. */
export function changeCategory(world: World, id: number, input: unknown): SellerCategory | Refusal {
  const taxonomy = taxonomyOf(world);
  const category = findCategory(taxonomy, id);
  if (!category) return refusal('categoryNotFound');
  const body = checkedBody(taxonomy, id, input);
  if ('code' in body) return body;
  const oldParent = category.parentId;
  const parent = body.parentId === null ? null : (findCategory(taxonomy, body.parentId) ?? null);
  Object.assign(category, {
    name: body.name,
    remoteId: body.remoteId,
    status: body.status,
    parentId: parent?.id ?? null,
    path: pathUnder(parent, { tr: body.nameTr, en: body.name }),
  });
  settle(taxonomy, [oldParent, parent?.id ?? null], id);
  return category;
}

export function editCategory(world: World, companyId: number, id: number, input: unknown): CategoryDetailAnswer | Refusal {
  const changed = changeCategory(world, id, input);
  return isRefusal(changed) ? changed : getCategoryDetail(world, companyId, id)!;
}

/** Spec §4: a parent is deleted only with `deleteAnyway`; its children stay, without a parent. */
export function deleteCategory(world: World, id: number, deleteAnyway: boolean): true | Refusal {
  const taxonomy = taxonomyOf(world);
  const category = findCategory(taxonomy, id);
  if (!category) return refusal('categoryNotFound');
  const children = taxonomy.categories.filter((child) => child.parentId === id);
  if (children.length > 0 && !deleteAnyway) return refusal('categoryHasChildren');
  taxonomy.categories = taxonomy.categories.filter((candidate) => candidate.id !== id);
  for (const child of children) child.parentId = null;
  for (const child of children) settle(taxonomy, [], child.id);
  settle(taxonomy, [category.parentId], null);
  return true;
}
