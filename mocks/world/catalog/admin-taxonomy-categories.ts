/**
 * The staff side of the shared category tree (/admin/category-tree, /admin/categories/categories): the same list and
 * the same add, change and delete as the seller-side service (category-operations.ts), answered as list rows, and
 * category blocks per company (the company's restricted categories, spec §9 "category blocks").
 */
import type { AdminCategoryListAnswer, AdminCategoryListQuery } from '@contract/admin-taxonomy/admin-category.query';
import type { CategoryBlockBody } from '@contract/admin-taxonomy/admin-category.api';
import type { CategoryRow } from '@contract/catalog/category.query';
import type { RestrictedCategory } from '@contract/catalog/taxonomy.types';
import { isRefusal, refusal, type Refusal } from '../refusal';
import type { World } from '../world';
import { catalogOf } from './catalog-access';
import { changeCategory, createCategory } from './category-operations';
import { taxonomyOf } from './taxonomy';
import { categoryRow, listCategories } from './taxonomy-lists';
import { findCategory } from './taxonomy-views';

/** The categories list, each row saying whether the chosen company is blocked from it. */
export function listAdminCategories(world: World, query: AdminCategoryListQuery): AdminCategoryListAnswer {
  const page = listCategories(world, query);
  const { companyId } = query;
  const blocked = companyId === undefined ? null : new Set((catalogOf(world, companyId)?.restricted ?? []).map((entry) => entry.categoryId));
  return { ...page, items: page.items.map((row) => ({ ...row, blocked: blocked ? blocked.has(row.id) : null })) };
}

export function getAdminCategory(world: World, id: number): CategoryRow | undefined {
  const category = findCategory(taxonomyOf(world), id);
  return category && categoryRow(category);
}

export function addAdminCategory(world: World, input: unknown, now: number): CategoryRow | Refusal {
  const made = createCategory(world, input, now);
  return isRefusal(made) ? made : categoryRow(made);
}

export function editAdminCategory(world: World, id: number, input: unknown): CategoryRow | Refusal {
  const changed = changeCategory(world, id, input);
  return isRefusal(changed) ? changed : categoryRow(changed);
}

/** Blocks the company from the category, or replaces the reason of its block; undefined for a company the world does not know. */
export function blockCategory(
  world: World,
  companyId: number,
  categoryId: number,
  body: CategoryBlockBody,
  now: number,
): RestrictedCategory | Refusal | undefined {
  const catalog = catalogOf(world, companyId);
  if (!catalog) return undefined;
  const category = findCategory(taxonomyOf(world), categoryId);
  if (!category) return refusal('categoryNotFound');
  const existing = catalog.restricted.find((entry) => entry.categoryId === categoryId);
  if (existing) {
    existing.reason = body.reason;
    return existing;
  }
  const block: RestrictedCategory = { categoryId, path: { ...category.path }, reason: body.reason, since: new Date(now).toISOString() };
  catalog.restricted = [...catalog.restricted, block].sort((a, b) => a.categoryId - b.categoryId);
  return block;
}

/** Lifts the company's block of the category: true, or undefined when there is none. */
export function unblockCategory(world: World, companyId: number, categoryId: number): true | undefined {
  const catalog = catalogOf(world, companyId);
  if (!catalog?.restricted.some((entry) => entry.categoryId === categoryId)) return undefined;
  catalog.restricted = catalog.restricted.filter((entry) => entry.categoryId !== categoryId);
  return true;
}
