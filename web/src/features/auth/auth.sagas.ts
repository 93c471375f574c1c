import type { SagaIterator } from 'redux-saga';
import { all, call, put, takeLatest } from 'redux-saga/effects';
import type { LoginResponse, ResetTokenStatus } from '@contract/api/session';
import { homePath } from '@contract/permissions';
import { PUBLIC_PATHS } from '@contract/routes';
import { toApiFailure } from '@web/lib/http';
import { navigateTo, safeNext } from '@web/lib/navigation';
import { signedOut, userLoaded } from '@web/lib/session/session.slice';
import { storage } from '@web/lib/storage';
import * as api from './auth.api';
import {
  adminLoginOpened,
  forgotPasswordFailed,
  forgotPasswordRequested,
  forgotPasswordSucceeded,
  loginFailed,
  loginRequested,
  loginSucceeded,
  logoutFailed,
  logoutRequested,
  resetPasswordFailed,
  resetPasswordRequested,
  resetPasswordSucceeded,
  resetTokenCheckRequested,
  resetTokenChecked,
} from './auth.slice';

export function* signIn(action: ReturnType<typeof loginRequested>): SagaIterator {
  const { realm, credentials, next } = action.payload;
  try {
    const answer = (yield call(api.login, realm, credentials)) as LoginResponse;
    yield put(userLoaded({ user: answer.user, accessToken: answer.accessToken }));
    yield put(loginSucceeded());
    yield* navigateTo(safeNext(next) ?? homePath(answer.user.userRole), { replace: true });
  } catch (error) {
    yield put(loginFailed(toApiFailure(error)));
  }
}

export function* signOut(): SagaIterator {
  try {
    yield call(api.logout);
  } catch (error) {
    const failure = toApiFailure(error);
    // 401: the session had already ended, which is what the user asked for.
    if (failure.status !== 401) {
      yield put(logoutFailed(failure));
      return;
    }
  }
  // Leave the guarded page first, so its guard never sees the signed-out state.
  yield* navigateTo(PUBLIC_PATHS.login, { replace: true });
  yield put(signedOut({ notice: null }));
}

export function* askForReset(action: ReturnType<typeof forgotPasswordRequested>): SagaIterator {
  try {
    yield call(api.requestPasswordReset, action.payload);
    yield put(forgotPasswordSucceeded());
  } catch (error) {
    yield put(forgotPasswordFailed(toApiFailure(error)));
  }
}

export function* checkResetToken(action: ReturnType<typeof resetTokenCheckRequested>): SagaIterator {
  try {
    const status = (yield call(api.checkResetToken, action.payload)) as ResetTokenStatus;
    yield put(resetTokenChecked(status.valid));
  } catch {
    yield put(resetTokenChecked(false));
  }
}

export function* setNewPassword(action: ReturnType<typeof resetPasswordRequested>): SagaIterator {
  try {
    yield call(api.resetPassword, action.payload);
    yield put(resetPasswordSucceeded());
  } catch (error) {
    yield put(resetPasswordFailed(toApiFailure(error)));
  }
}

/** Spec §6: opening the staff sign-in while the stored role is a seller's clears local storage. */
/** Spec §6: opening the staff sign-in while the stored role is user clears local storage — and ends that seller session. */
export function* clearSellerStorage(): SagaIterator {
  const stored = (yield call([storage, storage.get], 'userData')) as ReturnType<typeof storage.get<'userData'>>;
  if (stored?.userRole !== 'user') return;
  try {
    yield call(api.logout);
  } catch {
    // Already signed out on the server: only the browser's copy is left to clear.
  }
  yield put(signedOut({ notice: null }));
  yield call([storage, storage.clearAll]);
}

export function* authSaga(): SagaIterator {
  yield all([
    takeLatest(loginRequested.type, signIn),
    takeLatest(logoutRequested.type, signOut),
    takeLatest(forgotPasswordRequested.type, askForReset),
    takeLatest(resetTokenCheckRequested.type, checkResetToken),
    takeLatest(resetPasswordRequested.type, setNewPassword),
    takeLatest(adminLoginOpened.type, clearSellerStorage),
  ]);
}
