/** Staff taxonomy: the category tree, the categories list and the attributes of the admin console. */
import { defineFeature, lazyScreen, resourceReducers } from '@web/lib/define-feature';
import { adminAttributeDetail, adminAttributesList } from './admin-attribute.resources';
import { adminCategoriesList, adminCategoryTree } from './admin-taxonomy.resources';
import { categoryBlockImport, categoryBlockImportSaga } from './category-block-import';

const RESOURCES = [adminCategoriesList, adminCategoryTree, adminAttributesList, adminAttributeDetail] as const;

export const adminTaxonomyFeature = defineFeature({
  reducers: { ...resourceReducers(...RESOURCES), [categoryBlockImport.name]: categoryBlockImport.reducer },
  sagas: [...RESOURCES.map((resource) => resource.saga), categoryBlockImportSaga],
  screens: {
    adminCategoryTree: lazyScreen(() => import('./views/AdminCategoryTreeView'), 'AdminCategoryTreeView'),
    adminCategories: lazyScreen(() => import('./views/AdminCategoriesView'), 'AdminCategoriesView'),
    adminAttributes: lazyScreen(() => import('./views/AdminAttributesView'), 'AdminAttributesView'),
  },
});
