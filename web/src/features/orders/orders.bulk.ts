/** Bulk action of the orders list: package every open item of each selected order (one package per order). */
import { createAction, type PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLeading } from 'redux-saga/effects';
import type { OrderDetailAnswer } from '@contract/orders/order.api';
import { packageableItems } from '@contract/orders/order.rules';
import { toApiFailure } from '@web/lib/http';
import { toastShown } from '@web/lib/toasts.slice';
import { createOrderPackage, fetchOrder } from './orders.api';
import { ordersList } from './orders.resources';

export const bulkPackageRequested = createAction<number[]>('orders/bulkPackageRequested');

export interface BulkOutcome {
  created: number;
  /** Order id -> error code of the ones refused. */
  refused: Record<number, string>;
}

export function* packageOne(orderId: number): SagaIterator<string | null> {
  try {
    const detail = (yield call(fetchOrder, orderId)) as OrderDetailAnswer;
    const itemIds = packageableItems(detail.order).map((item) => item.id);
    if (itemIds.length === 0) return 'itemNotOpen';
    yield call(createOrderPackage, orderId, itemIds);
    return null;
  } catch (error) {
    return toApiFailure(error).code;
  }
}

export function* packageSelected(action: PayloadAction<number[]>): SagaIterator<BulkOutcome> {
  const outcome: BulkOutcome = { created: 0, refused: {} };
  for (const orderId of action.payload) {
    const refusal = (yield call(packageOne, orderId)) as string | null;
    if (refusal === null) outcome.created += 1;
    else outcome.refused[orderId] = refusal;
  }
  const refusedIds = Object.keys(outcome.refused);
  if (outcome.created > 0) yield put(toastShown('orders.bulkPackage.created', 'success', undefined, { count: outcome.created }));
  if (refusedIds.length > 0) {
    yield put(toastShown('orders.bulkPackage.refused', 'danger', undefined, { count: refusedIds.length, ids: refusedIds.join(', ') }));
  }
  yield put(ordersList.reloadRequested());
  return outcome;
}

export function* ordersBulkSaga(): SagaIterator {
  yield takeLeading(bulkPackageRequested.type, packageSelected);
}
