import type { SagaIterator } from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import { auditChain, auditList, reportExport, reportList, reportSummary } from './admin-reports.resources';

export function* adminReportsSaga(): SagaIterator {
  yield all([call(reportList.saga), call(reportSummary.saga), call(reportExport.saga), call(auditList.saga), call(auditChain.saga)]);
}
