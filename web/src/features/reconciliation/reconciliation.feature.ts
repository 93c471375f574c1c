/** Reconciliation: a period's lines with totals, and Reconciliation Details. */
import { defineFeature, lazyScreen, resourceReducers } from '@web/lib/define-feature';
import { reconciliationList, reconciliationPeriod, reconciliationPeriodLines, reconciliationExport } from './reconciliation.resources';
import { reconciliationSaga } from './reconciliation.sagas';

export const reconciliationFeature = defineFeature({
  reducers: resourceReducers(reconciliationList, reconciliationPeriod, reconciliationPeriodLines),
  sagas: [reconciliationSaga, reconciliationExport.saga],
  screens: {
    reconciliation: lazyScreen(() => import('./views/ReconciliationView'), 'ReconciliationView'),
    reconciliationDetail: lazyScreen(() => import('./views/ReconciliationDetailView'), 'ReconciliationDetailView'),
  },
});
