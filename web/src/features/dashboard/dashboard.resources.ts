/** The dashboard's state and sagas: the detail machinery, keyed by the company whose figures are on screen. */
import { createAction, type PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { delay, put, race, take, takeLatest } from 'redux-saga/effects';
import type { DashboardAnswer } from '@contract/dashboard/dashboard.types';
import { createDetailResource } from '@web/lib/resources/detail-resource';
import { fetchDashboard } from './dashboard.api';

/** `requested(companyId)`: the BFF takes the company from the session; the id only tells whose figures are kept. */
export const dashboard = createDetailResource('dashboard', (): Promise<DashboardAnswer> => fetchDashboard(), {});

/** The dashboard screen was left: no more asking for newer figures. */
export const dashboardLeft = createAction('dashboard/left');

/** While the BFF refreshes the figures, ask again soon; after a failed refresh (stale), ask now and then. */
export const ASK_AGAIN_REFRESHING_MS = 3_000;
export const ASK_AGAIN_STALE_MS = 30_000;

/** The open dashboard takes newer figures by itself: each answer that says more may come asks again after a while. */
export function* askAgainWhileRefreshing(action: PayloadAction<DashboardAnswer>): SagaIterator {
  const { refreshing, stale } = action.payload;
  if (!refreshing && !stale) return;
  const { left } = (yield race({ due: delay(refreshing ? ASK_AGAIN_REFRESHING_MS : ASK_AGAIN_STALE_MS), left: take(dashboardLeft.type) })) as {
    left?: unknown;
  };
  if (left) return;
  yield put(dashboard.requested(action.payload.companyId));
}

export function* dashboardRefreshSaga(): SagaIterator {
  yield takeLatest(dashboard.loaded.type, askAgainWhileRefreshing);
}
