/** Company Tools' commands and acting as a company; a failed act-as is a toast, since the row stays where it was. */
import type { SagaIterator } from 'redux-saga';
import { all, call, put, takeLeading } from 'redux-saga/effects';
import { actAsCompany } from '@web/lib/act-as';
import { toApiFailure } from '@web/lib/http';
import { loadPage } from '@web/lib/navigation';
import { toastShown } from '@web/lib/toasts.slice';
import { actAsRequested, companyToolDetail, companyToolsExport, companyToolsList } from './company-tools.resources';

export function* actAsFromTools(action: ReturnType<typeof actAsRequested>): SagaIterator {
  try {
    yield call(actAsCompany, action.payload);
    yield* loadPage('/');
  } catch (error) {
    yield put(toastShown(`errors.${toApiFailure(error).code}`, 'danger'));
  }
}

export function* companyToolsSaga(): SagaIterator {
  yield all([call(companyToolsList.saga), call(companyToolsExport.saga), call(companyToolDetail.saga), takeLeading(actAsRequested.type, actAsFromTools)]);
}
