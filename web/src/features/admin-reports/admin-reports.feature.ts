/** /admin/reports/index: operational reports across companies, and the audit trail of admin changes (admin). */
import { defineFeature, lazyScreen, resourceReducers } from '@web/lib/define-feature';
import { auditChain, auditList, reportList, reportSummary } from './admin-reports.resources';
import { adminReportsSaga } from './admin-reports.sagas';

export const adminReportsFeature = defineFeature({
  reducers: resourceReducers(reportList, reportSummary, auditList, auditChain),
  sagas: [adminReportsSaga],
  screens: {
    adminReports: lazyScreen(() => import('./views/AdminReportsView'), 'AdminReportsView'),
  },
});
