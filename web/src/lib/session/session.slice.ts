/** Who is signed in. Every feature reads it; only the session and auth sagas write it. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserInfo } from '@contract/api/session';
import type { ApiFailure } from '../http';

/** 'unreachable': the session check failed with no answer to go by and no user remembered in this browser. */
export type SessionStatus = 'unknown' | 'signedIn' | 'signedOut' | 'unreachable';
export type SessionNotice = 'sessionEnded';
/**
 * How the last session check (GET me) went: 'answered' in full; 'countsUnavailable' when the BFF answered from the
 * session because a service was down; 'failed' when nothing usable came (a 5xx, no network): the user shown is then
 * the one this browser remembered. Only a 401 signs out.
 */
export type SessionCheck = 'answered' | 'countsUnavailable' | 'failed';

export interface SessionState {
  status: SessionStatus;
  user: UserInfo | null;
  /** Spec §7 access token: kept in memory only, never in storage. */
  accessToken: string | null;
  notice: SessionNotice | null;
  check: SessionCheck;
  /** Why the last check failed ('failed' and 'unreachable'). */
  checkFailure: ApiFailure | null;
  /** Checks in a row that did not answer in full: the next automatic one waits longer. */
  uncheckedInARow: number;
  /** A check asked for by Retry (or by itself) is under way. */
  rechecking: boolean;
}

export const initialSessionState: SessionState = {
  status: 'unknown',
  user: null,
  accessToken: null,
  notice: null,
  check: 'answered',
  checkFailure: null,
  uncheckedInARow: 0,
  rechecking: false,
};

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    userLoaded(state, action: PayloadAction<{ user: UserInfo; accessToken?: string; countsUnavailable?: boolean }>) {
      state.status = 'signedIn';
      state.user = action.payload.user;
      if (action.payload.accessToken !== undefined) state.accessToken = action.payload.accessToken;
      state.notice = null;
      state.check = action.payload.countsUnavailable ? 'countsUnavailable' : 'answered';
      state.checkFailure = null;
      state.uncheckedInARow = action.payload.countsUnavailable ? state.uncheckedInARow + 1 : 0;
      state.rechecking = false;
    },
    /** GET me failed without a 401: the session is not known to be gone. `remembered` is this browser's userData. */
    sessionCheckFailed(state, action: PayloadAction<{ failure: ApiFailure; remembered: UserInfo | null }>) {
      const { failure, remembered } = action.payload;
      state.checkFailure = failure;
      state.uncheckedInARow += 1;
      state.rechecking = false;
      if (state.status === 'signedOut') return;
      const user = state.user ?? remembered;
      state.check = 'failed';
      state.status = user ? 'signedIn' : 'unreachable';
      state.user = user;
    },
    sessionRecheckRequested(state) {
      state.rechecking = true;
    },
    signedOut(state, action: PayloadAction<{ notice: SessionNotice | null }>) {
      Object.assign(state, initialSessionState, { status: 'signedOut', notice: action.payload.notice });
    },
  },
});

export const { userLoaded, sessionCheckFailed, sessionRecheckRequested, signedOut } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;
