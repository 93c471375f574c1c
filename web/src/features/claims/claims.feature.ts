/** Claims: the list and Claim Detail (approve or reject). */
import { defineFeature, lazyScreen, resourceReducers } from '@web/lib/define-feature';
import { claimDetail, claimsList, claimsExport } from './claims.resources';
import { claimsSaga } from './claims.sagas';

export const claimsFeature = defineFeature({
  reducers: resourceReducers(claimsList, claimDetail),
  sagas: [claimsSaga, claimsExport.saga],
  screens: {
    claims: lazyScreen(() => import('./views/ClaimsListView'), 'ClaimsListView'),
    claimDetail: lazyScreen(() => import('./views/ClaimDetailView'), 'ClaimDetailView'),
  },
});
