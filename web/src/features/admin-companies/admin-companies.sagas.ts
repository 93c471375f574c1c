import type { SagaIterator } from 'redux-saga';
import { all, call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { CompanyListResponse } from '@contract/api/session';
import { toApiFailure } from '@web/lib/http';
import { loadPage } from '@web/lib/navigation';
import { actAs, fetchCompanies } from './admin-companies.api';
import { actAsFailed, actAsRequested, actAsSucceeded, companiesFailed, companiesLoaded, companiesRequested } from './admin-companies.slice';

export function* loadCompanies(action: ReturnType<typeof companiesRequested>): SagaIterator {
  try {
    const answer = (yield call(fetchCompanies, action.payload)) as CompanyListResponse;
    yield put(companiesLoaded(answer));
  } catch (error) {
    yield put(companiesFailed(toApiFailure(error)));
  }
}

/** Act as a seller: POST actAs, then load the seller dashboard afresh under the new session. */
export function* actAsSeller(action: ReturnType<typeof actAsRequested>): SagaIterator {
  try {
    yield call(actAs, { companyId: action.payload });
    yield put(actAsSucceeded());
    yield* loadPage('/');
  } catch (error) {
    yield put(actAsFailed(toApiFailure(error)));
  }
}

export function* adminCompaniesSaga(): SagaIterator {
  yield all([takeLatest(companiesRequested.type, loadCompanies), takeLeading(actAsRequested.type, actAsSeller)]);
}
