/** Hard delete (admin): preview, typed confirmation, and the job's progress. */
import { defineFeature, lazyScreen } from '@web/lib/define-feature';
import { adminHardDeleteSaga } from './admin-hard-delete.sagas';
import { adminHardDeleteReducer } from './admin-hard-delete.slice';

export const adminHardDeleteFeature = defineFeature({
  reducers: { adminHardDelete: adminHardDeleteReducer },
  sagas: [adminHardDeleteSaga],
  screens: {
    adminHardDelete: lazyScreen(() => import('./views/AdminHardDeleteView'), 'AdminHardDeleteView'),
  },
});
