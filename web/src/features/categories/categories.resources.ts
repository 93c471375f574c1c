/**
 * The category screens' state: the list, the tree and mapping health (/categories), a category's detail and its
 * management commands, its crossings and the cross commands, their categories (the picker), restricted categories
 * and old attributes. The tree and health load with id 0: they are one per company.
 */
import type { CategoryBody, CategoryDetailAnswer, CategoryTreeAnswer } from '@contract/catalog/category.api';
import type { CategoryCrossAnswer } from '@contract/catalog/crossing.api';
import type { MappingHealthAnswer } from '@contract/catalog/mapping-health';
import { command, createDetailResource, type CommandName, type OnCommand } from '@web/lib/resources/detail-resource';
import { createListResource } from '@web/lib/resources/list-resource';
import {
  addCategory,
  changeCrossing,
  deleteCategory,
  editCategory,
  fetchCategories,
  fetchCategory,
  fetchCategoryCross,
  fetchCategoryTree,
  fetchMappingHealth,
  fetchMarketplaceCategories,
  fetchOldAttributes,
  fetchRestrictedCategories,
  type CrossInput,
} from './categories.api';

export const categoriesList = createListResource('categoriesList', fetchCategories);
export const categoryTree = createDetailResource('categoryTree', (): Promise<CategoryTreeAnswer> => fetchCategoryTree(), {});
export const mappingHealth = createDetailResource('mappingHealth', (): Promise<MappingHealthAnswer> => fetchMappingHealth(), {});

/** `add` runs with the id of the category it was asked from (0 on /categories); it answers the new category. */
export const categoryDetail = createDetailResource('categoryDetail', (id): Promise<CategoryDetailAnswer> => fetchCategory(id), {
  add: command((_id, body: CategoryBody) => addCategory(body), 'categories.form.added'),
  edit: command((id, body: CategoryBody) => editCategory(id, body), 'categories.form.saved'),
  /** The input says 'Delete Anyway' (the category has sub-categories). */
  delete: command((id, deleteAnyway: boolean) => deleteCategory(id, deleteAnyway), 'categories.delete.done'),
});

const crossCommand = (success: string) => command((id, input: CrossInput) => changeCrossing(id, input), success);
export const categoryCross = createDetailResource('categoryCross', (id): Promise<CategoryCrossAnswer> => fetchCategoryCross(id), {
  cross: crossCommand('categories.cross.crossed'),
  uncross: crossCommand('categories.cross.uncrossed'),
});

export type CategoryCommand = CommandName<typeof categoryDetail>;
export type OnCategoryCommand = OnCommand<typeof categoryDetail>;
export type CrossCommand = CommandName<typeof categoryCross>;

export const marketplaceCategoriesList = createListResource('marketplaceCategoriesList', fetchMarketplaceCategories);
export const restrictedList = createListResource('restrictedList', fetchRestrictedCategories);
export const oldAttributesList = createListResource('oldAttributesList', fetchOldAttributes);
