/** /admin/commissions: commission rates per marketplace and category, one changed in a dialog or many by file (admin). */
import { defineFeature, lazyScreen, resourceReducers } from '@web/lib/define-feature';
import { commissionChanges, commissionImport, commissionList } from './admin-commissions.resources';
import { adminCommissionsSaga } from './admin-commissions.sagas';

export const adminCommissionsFeature = defineFeature({
  reducers: { ...resourceReducers(commissionList, commissionChanges), [commissionImport.name]: commissionImport.reducer },
  sagas: [adminCommissionsSaga],
  screens: {
    adminCommissions: lazyScreen(() => import('./views/AdminCommissionsView'), 'AdminCommissionsView'),
  },
});
