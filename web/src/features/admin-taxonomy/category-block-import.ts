/** The category-block file (a staff import) of /admin/categories/categories; the list reloads when one ends. */
import type { SagaIterator } from 'redux-saga';
import { put } from 'redux-saga/effects';
import { CATEGORY_BLOCK_IMPORT_ROUTES } from '@contract/admin-taxonomy/category-block-imports.routes';
import { createStaffImport } from '@web/lib/staff-import/staff-import';
import { adminCategoriesList } from './admin-taxonomy.resources';

export const categoryBlockImport = createStaffImport('adminCategoryBlockImport', CATEGORY_BLOCK_IMPORT_ROUTES);

function* reloadCategories(): SagaIterator {
  yield put(adminCategoriesList.reloadRequested());
}

export const categoryBlockImportSaga = categoryBlockImport.saga(reloadCategories);
