/** Admin catalogue tools: the marketplace validation queue (with who sees seller Product Validation) and Product Tools. */
import { defineFeature, lazyScreen, resourceReducers } from '@web/lib/define-feature';
import { productToolChanges, productToolsList } from './admin-tools.resources';
import { adminToolsSaga } from './admin-tools.sagas';
import { lockUpdateImport, priceBlockImport } from './tool-imports.resources';
import { validationQueue, validationSettings } from './admin-validation.resources';
import { adminValidationSaga } from './admin-validation.sagas';

export const adminProductsFeature = defineFeature({
  reducers: {
    ...resourceReducers(validationQueue, validationSettings, productToolsList, productToolChanges),
    [priceBlockImport.name]: priceBlockImport.reducer,
    [lockUpdateImport.name]: lockUpdateImport.reducer,
  },
  sagas: [adminValidationSaga, adminToolsSaga],
  screens: {
    adminProductValidation: lazyScreen(() => import('./views/AdminProductValidationView'), 'AdminProductValidationView'),
    adminProductTools: lazyScreen(() => import('./views/AdminProductToolsView'), 'AdminProductToolsView'),
  },
});
