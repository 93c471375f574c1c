/**
 * The category screens' state: the list, the tree and mapping health (/categories), a category's detail and its
 * management commands, its crossings and the cross commands, their categories (the picker), restricted categories
 * and old attributes. The tree and health load with id 0: they are one per company.
 */
import type { CategoryBody, CategoryDetailAnswer, CategoryTreeAnswer } from '@contract/catalog/category.api';
import type { CategoryCrossAnswer } from '@contract/catalog/crossing.api';
import type { MappingHealthAnswer } from '@contract/catalog/mapping-health';
import { createDetailResource } from '@web/lib/resources/detail-resource';
import { createListResource } from '@web/lib/resources/list-resource';
import {
  addCategory, changeCrossing, deleteCategory, editCategory, fetchCategories, fetchCategory, fetchCategoryCross, fetchCategoryTree, fetchMappingHealth,
  fetchMarketplaceCategories, fetchOldAttributes, fetchRestrictedCategories, type CrossInput,
} from './categories.api';

export const categoriesList = createListResource('categoriesList', fetchCategories);
export const categoryTree = createDetailResource<'categoryTree', CategoryTreeAnswer>('categoryTree', () => fetchCategoryTree(), {});
export const mappingHealth = createDetailResource<'mappingHealth', MappingHealthAnswer>('mappingHealth', () => fetchMappingHealth(), {});

/** `add` runs with the id of the category it was asked from (0 on /categories); it answers the new category. */
export const categoryDetail = createDetailResource<'categoryDetail', CategoryDetailAnswer>('categoryDetail', fetchCategory, {
  add: { run: (_id, input) => addCategory(input as CategoryBody), success: 'categories.form.added' },
  edit: { run: (id, input) => editCategory(id, input as CategoryBody), success: 'categories.form.saved' },
  delete: { run: (id, input) => deleteCategory(id, input === true), success: 'categories.delete.done' },
});

const crossCommand = (success: string) => ({ run: (id: number, input: unknown) => changeCrossing(id, input as CrossInput), success });
export const categoryCross = createDetailResource<'categoryCross', CategoryCrossAnswer>('categoryCross', fetchCategoryCross, {
  cross: crossCommand('categories.cross.crossed'),
  uncross: crossCommand('categories.cross.uncrossed'),
});

export const marketplaceCategoriesList = createListResource('marketplaceCategoriesList', fetchMarketplaceCategories);
export const restrictedList = createListResource('restrictedList', fetchRestrictedCategories);
export const oldAttributesList = createListResource('oldAttributesList', fetchOldAttributes);
