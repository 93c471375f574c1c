/** /admin/mp-rate-cap/: the marketplaces' rate caps, companies' own caps, and their changes (admin). */
import type { SagaIterator } from 'redux-saga';
import { all, call, put, takeEvery } from 'redux-saga/effects';
import { defineFeature, lazyScreen, resourceReducers } from '@web/lib/define-feature';
import { rateCapChanges, rateCapList } from './admin-rate-caps.resources';

function* reloadList(): SagaIterator {
  yield put(rateCapList.reloadRequested());
}

function* adminRateCapsSaga(): SagaIterator {
  yield all([call(rateCapList.saga), call(rateCapChanges.saga), takeEvery(rateCapChanges.commandSucceeded, reloadList)]);
}

export const adminRateCapsFeature = defineFeature({
  reducers: resourceReducers(rateCapList, rateCapChanges),
  sagas: [adminRateCapsSaga],
  screens: {
    adminMpRateCap: lazyScreen(() => import('./views/AdminRateCapsView'), 'AdminRateCapsView'),
  },
});
