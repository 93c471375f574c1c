import type { SagaIterator } from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import { ordersBulkSaga } from './orders.bulk';
import { ordersList, orderDetail, orderLogs } from './orders.resources';

export function* ordersSaga(): SagaIterator {
  yield all([call(ordersList.saga), call(orderDetail.saga), call(orderLogs.saga), call(ordersBulkSaga)]);
}
