/** After a re-run the list is asked again: the rows it ran show their new state. */
import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, takeEvery } from 'redux-saga/effects';
import { priceStockSyncList, syncRerun } from './price-stock-sync.resources';

export function* reloadAfterRerun(action: PayloadAction<{ name: string }>): SagaIterator {
  if (action.payload.name === 'rerun') yield put(priceStockSyncList.reloadRequested());
}

export function* priceStockSyncSaga(): SagaIterator {
  yield all([call(priceStockSyncList.saga), call(syncRerun.saga), takeEvery(syncRerun.commandSucceeded.type, reloadAfterRerun)]);
}
