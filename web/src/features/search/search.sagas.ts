import type { SagaIterator } from 'redux-saga';
import { all, call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import type { MainSearchResponse } from '@contract/search';
import { signedOut, userLoaded } from '@web/lib/session/session.slice';
import { fetchSearchGroups } from './search.api';
import { searchCleared, searchGroupsLoaded } from './search.slice';

export function* loadSearchGroups(): SagaIterator {
  try {
    const answer = (yield call(fetchSearchGroups)) as MainSearchResponse;
    yield put(searchGroupsLoaded(answer.searchResult));
  } catch {
    yield put(searchGroupsLoaded([]));
  }
}

export function* searchSaga(): SagaIterator {
  yield all([
    takeLatest(userLoaded.type, loadSearchGroups),
    takeEvery(signedOut.type, function* clear() {
      yield put(searchCleared());
    }),
  ]);
}
