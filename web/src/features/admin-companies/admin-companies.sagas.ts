import type { SagaIterator } from 'redux-saga';
import { all, call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { CompanyListResponse, MeResponse } from '@contract/api/session';
import { toApiFailure } from '@web/lib/http';
import { navigateTo } from '@web/lib/navigation';
import { fetchMe } from '@web/lib/session/session.api';
import { settleRoleSwitch } from '@web/lib/session/role-switch';
import { roleSwitchEnded, roleSwitchStarted, userLoaded } from '@web/lib/session/session.slice';
import { actAs, fetchCompanies } from './admin-companies.api';
import {
  actAsFailed, actAsRequested, actAsSucceeded, companiesFailed, companiesLoaded, companiesRequested,
} from './admin-companies.slice';

export function* loadCompanies(action: ReturnType<typeof companiesRequested>): SagaIterator {
  try {
    const answer = (yield call(fetchCompanies, action.payload)) as CompanyListResponse;
    yield put(companiesLoaded(answer));
  } catch (error) {
    yield put(companiesFailed(toApiFailure(error)));
  }
}

/** Act as a seller: POST actAs, read the (now adminAsUser) user again, and open the seller dashboard. */
export function* actAsSeller(action: ReturnType<typeof actAsRequested>): SagaIterator {
  yield put(roleSwitchStarted());
  try {
    yield call(actAs, { companyId: action.payload });
    const me = (yield call(fetchMe)) as MeResponse;
    yield* navigateTo('/', { replace: false });
    yield put(userLoaded({ user: me.user }));
    yield put(actAsSucceeded());
    yield call(settleRoleSwitch);
  } catch (error) {
    yield put(roleSwitchEnded());
    yield put(actAsFailed(toApiFailure(error)));
  }
}

export function* adminCompaniesSaga(): SagaIterator {
  yield all([
    takeLatest(companiesRequested.type, loadCompanies),
    takeLeading(actAsRequested.type, actAsSeller),
  ]);
}
