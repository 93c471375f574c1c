/** Categories: list, tree, mapping health, detail, crossings, restricted categories and old attributes. */
import { defineFeature, lazyScreen, resourceReducers } from '@web/lib/define-feature';
import {
  categoriesList,
  categoryCross,
  categoryDetail,
  categoryTree,
  mappingHealth,
  marketplaceCategoriesList,
  oldAttributesList,
  restrictedList,
} from './categories.resources';

const RESOURCES = [
  categoriesList,
  categoryTree,
  mappingHealth,
  categoryDetail,
  categoryCross,
  marketplaceCategoriesList,
  restrictedList,
  oldAttributesList,
] as const;

export const categoriesFeature = defineFeature({
  reducers: resourceReducers(...RESOURCES),
  sagas: RESOURCES.map((resource) => resource.saga),
  screens: {
    categories: lazyScreen(() => import('./views/CategoriesView'), 'CategoriesView'),
    categoryDetail: lazyScreen(() => import('./views/CategoryDetailView'), 'CategoryDetailView'),
    categoryCross: lazyScreen(() => import('./views/CategoryCrossView'), 'CategoryCrossView'),
    restrictedCategories: lazyScreen(() => import('./views/RestrictedCategoriesView'), 'RestrictedCategoriesView'),
    oldAttributes: lazyScreen(() => import('./views/OldAttributesView'), 'OldAttributesView'),
  },
});
