/**
 * Today's state and sagas: the detail machinery, keyed by the company whose list is on screen. The list is asked for
 * again whenever GET me answers while the dashboard is open (the hook point the seller's commands already use to move the badges: an answer, a
 * decision, an opened message), so an item the seller has dealt with leaves without a reload; the BFF built it afresh.
 */
import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call, delay, put, race, take, takeLatest } from 'redux-saga/effects';
import type { TodayAnswer } from '@contract/today/today.types';
import { createDetailResource } from '@web/lib/resources/detail-resource';
import { userLoaded } from '@web/lib/session/session.slice';
import { fetchToday } from './dashboard.api';
import { ASK_AGAIN_REFRESHING_MS, dashboardLeft } from './dashboard.resources';

export const today = createDetailResource('today', (): Promise<TodayAnswer> => fetchToday(), {});

/** GET me answered again (after a command, or a recheck): the list is asked for again. */
export function* reloadOnEachUser(companyId: number): SagaIterator {
  while (true) {
    yield take(userLoaded.type);
    yield put(today.requested(companyId));
  }
}

/** From the list's first request until the dashboard is left, each GET me answer reloads it. */
export function* reloadWhileShown(): SagaIterator {
  while (true) {
    const { payload: companyId } = (yield take(today.requested.type)) as PayloadAction<number>;
    yield race({ left: take(dashboardLeft.type), reloads: call(reloadOnEachUser, companyId) });
  }
}

/** While a part is being refreshed, ask again soon (until the dashboard is left). */
export function* askAgainWhileTodayRefreshing(action: PayloadAction<TodayAnswer>): SagaIterator {
  const refreshing = Object.values(action.payload.parts).some((part) => part.status === 'loaded' && part.refreshing);
  if (!refreshing) return;
  const { left } = (yield race({ due: delay(ASK_AGAIN_REFRESHING_MS), left: take(dashboardLeft.type) })) as { left?: unknown };
  if (!left) yield put(today.requested(action.payload.companyId));
}

export function* todayRefreshSaga(): SagaIterator {
  yield all([call(reloadWhileShown), takeLatest(today.loaded.type, askAgainWhileTodayRefreshing)]);
}
