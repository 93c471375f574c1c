/** Boot check (GET me), reloads, the userData mirror in localStorage, and "a later 401 that GET me confirms ends the session". */
import { eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { all, call, delay, put, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import type { MeResponse, UserInfo } from '@contract/api/session';
import { PUBLIC_PATHS } from '@contract/routes';
import { onUnauthorized, toApiFailure } from '../http';
import { storage } from '../storage';
import { fetchMe } from './session.api';
import { takeInlinedMe } from './inlined-me';
import { selectSession, selectSessionStatus } from './session.selectors';
import { sessionCheckFailed, sessionRecheckRequested, signedOut, userLoaded, type SessionState, type SessionStatus } from './session.slice';

/** GET me's answer (asked, or written into the page by the BFF) as the session's news. */
export const meLoaded = (answer: MeResponse) => userLoaded({ user: answer.user, ...(answer.countsUnavailable ? { countsUnavailable: true } : {}) });

/**
 * GET me: an answer -> signed in. Only a 401 signs out (with the "session ended" notice when a session was live); any
 * other failure (the BFF or its store not answering, no network) keeps the session and says the check failed, with the
 * user this browser remembered when there is no other to show.
 */
export function* loadUser(): SagaIterator {
  try {
    const answer = (yield call(fetchMe)) as MeResponse;
    yield put(meLoaded(answer));
  } catch (error) {
    const failure = toApiFailure(error);
    const status = (yield select(selectSessionStatus)) as SessionStatus;
    if (failure.status === 401) {
      if (status !== 'signedOut') yield put(signedOut({ notice: status === 'signedIn' ? 'sessionEnded' : null }));
      return;
    }
    const remembered = (yield call([storage, storage.get], 'userData')) as UserInfo | null;
    yield put(sessionCheckFailed({ failure, remembered }));
  }
}

/** The wait before the next check by itself: 5 s after the first that did not answer in full, doubling, at most 1 min. */
export function recheckDelayMs(uncheckedInARow: number): number {
  return Math.min(60_000, 5_000 * 2 ** Math.max(0, uncheckedInARow - 1));
}

/** After a check that did not answer in full, the next one comes by itself (a newer result or Retry restarts the wait). */
export function* scheduleRecheck(): SagaIterator {
  const session = (yield select(selectSession)) as SessionState;
  if (session.status === 'signedOut' || session.check === 'answered') return;
  yield delay(recheckDelayMs(session.uncheckedInARow));
  yield put(sessionRecheckRequested());
}

/** The sign-in pages (no shell): a visitor there who has not signed in on this browser has no session to ask about. */
const SIGN_IN_PAGES: readonly string[] = [PUBLIC_PATHS.login, PUBLIC_PATHS.adminLogin, PUBLIC_PATHS.forgotPassword, PUBLIC_PATHS.resetPassword];

/**
 * The boot check. A page the BFF served with the session's user written in needs no GET me. On a sign-in page with no
 * user remembered in this browser nothing is asked (GET me would only answer 401, logged in the console on every
 * public page); anywhere else, or with a user remembered, GET me decides.
 */
export function* bootCheck(pathname: string): SagaIterator {
  const inlined = (yield call(takeInlinedMe)) as MeResponse | null;
  if (inlined) {
    yield put(meLoaded(inlined));
    return;
  }
  const remembered = (yield call([storage, storage.get], 'userData')) as unknown;
  if (SIGN_IN_PAGES.includes(pathname) && remembered === null) yield put(signedOut({ notice: null }));
  else yield call(loadUser);
}

export function* rememberUser(action: ReturnType<typeof userLoaded>): SagaIterator {
  yield call([storage, storage.set], 'userData', action.payload.user);
}

export function* forgetUser(): SagaIterator {
  yield call([storage, storage.remove], 'userData');
}

function unauthorizedChannel(): EventChannel<true> {
  return eventChannel<true>((emit) => onUnauthorized(() => emit(true)));
}

/**
 * A 401 while signed in may come from a request sent with a cookie the server has since rotated (sign-in, act-as,
 * back to admin): GET me decides whether the session really ended.
 */
export function* watchUnauthorized(): SagaIterator {
  const channel = (yield call(unauthorizedChannel)) as EventChannel<true>;
  try {
    while (true) {
      yield take(channel);
      const status = (yield select(selectSessionStatus)) as SessionStatus;
      if (status === 'signedIn') yield call(loadUser);
    }
  } finally {
    channel.close();
  }
}

export function* sessionSaga(): SagaIterator {
  yield all([
    takeEvery(userLoaded.type, rememberUser),
    takeEvery(signedOut.type, forgetUser),
    takeLatest(sessionRecheckRequested.type, loadUser),
    takeLatest([userLoaded.type, sessionCheckFailed.type, signedOut.type], scheduleRecheck),
    call(watchUnauthorized),
    call(bootCheck, window.location.pathname),
  ]);
}
