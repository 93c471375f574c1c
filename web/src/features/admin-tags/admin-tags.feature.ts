/** /admin/tag-management: tags, assigning them by hand and from a file (admin). */
import { defineFeature, lazyScreen, resourceReducers } from '@web/lib/define-feature';
import { tagChoices, tagDetail, tagsList, tagTargetsList } from './admin-tags.resources';
import { adminTagsSaga } from './admin-tags.sagas';
import { tagImportReducer } from './tag-import.slice';

export const adminTagsFeature = defineFeature({
  reducers: { ...resourceReducers(tagsList, tagTargetsList, tagChoices, tagDetail), adminTagImport: tagImportReducer },
  sagas: [adminTagsSaga],
  screens: {
    adminTagManagement: lazyScreen(() => import('./views/AdminTagsView'), 'AdminTagsView'),
  },
});
