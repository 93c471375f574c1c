import type { SagaIterator } from 'redux-saga';
import { all, call, put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { SupportLinkResponse } from '@contract/api/session';
import { toApiFailure } from '@web/lib/http';
import { loadPage } from '@web/lib/navigation';
import { toastShown } from '@web/lib/toasts.slice';
import { backToAdmin, fetchSupportLink } from './shell.api';
import { adminBackFailed, adminBackRequested, copyRequested, supportRequestsOpened } from './shell.slice';

const writeClipboard = (text: string) => navigator.clipboard.writeText(text);
const openWindow = (url: string) => window.open(url, '_blank', 'noopener,noreferrer');

export function* copyToClipboard(action: ReturnType<typeof copyRequested>): SagaIterator {
  try {
    yield call(writeClipboard, action.payload);
    yield put(toastShown('shell.copied', 'success'));
  } catch {
    yield put(toastShown('shell.copyFailed', 'danger'));
  }
}

/** The support centre link carries a short-lived token, so it is asked for at the moment of the click. */
export function* openSupportRequests(): SagaIterator {
  try {
    const answer = (yield call(fetchSupportLink)) as SupportLinkResponse;
    yield call(openWindow, answer.url);
  } catch {
    yield put(toastShown('shell.supportFailed', 'danger'));
  }
}

export const ADMIN_BACK_TARGETS = { companies: '/admin/companies', 'mp-products': '/admin/mp-products/' } as const;

export function* returnToAdmin(action: ReturnType<typeof adminBackRequested>): SagaIterator {
  try {
    yield call(backToAdmin);
    yield* loadPage(ADMIN_BACK_TARGETS[action.payload]);
  } catch (error) {
    yield put(adminBackFailed(toApiFailure(error)));
  }
}

export function* shellSaga(): SagaIterator {
  yield all([
    takeEvery(copyRequested.type, copyToClipboard),
    takeLatest(supportRequestsOpened.type, openSupportRequests),
    takeLeading(adminBackRequested.type, returnToAdmin),
  ]);
}
