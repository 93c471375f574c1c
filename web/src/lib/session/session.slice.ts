/** Who is signed in. Every feature reads it; only the session and auth sagas write it. */
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserInfo } from '@contract/api/session';

export type SessionStatus = 'unknown' | 'signedIn' | 'signedOut';
export type SessionNotice = 'sessionEnded';
/** An act-as / back-to-admin switch waits first for the new user, then for a page that admits it. */
export type RoleSwitch = 'none' | 'waitingForUser' | 'waitingForPage';

export interface SessionState {
  status: SessionStatus;
  user: UserInfo | null;
  /** Spec §7 access token: kept in memory only, never in storage. */
  accessToken: string | null;
  notice: SessionNotice | null;
  /**
   * Set while an admin switches into or out of a seller (act-as / back to admin): guards wait instead of refusing,
   * because the old page may re-render with the new user before the new page is shown. The first guard that
   * admits the new user ends it.
   */
  switching: RoleSwitch;
}

export const initialSessionState: SessionState = {
  status: 'unknown',
  user: null,
  accessToken: null,
  notice: null,
  switching: 'none',
};

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    userLoaded(state, action: PayloadAction<{ user: UserInfo; accessToken?: string }>) {
      state.status = 'signedIn';
      state.user = action.payload.user;
      if (action.payload.accessToken !== undefined) state.accessToken = action.payload.accessToken;
      state.notice = null;
      if (state.switching === 'waitingForUser') state.switching = 'waitingForPage';
    },
    signedOut(state, action: PayloadAction<{ notice: SessionNotice | null }>) {
      state.status = 'signedOut';
      state.user = null;
      state.accessToken = null;
      state.notice = action.payload.notice;
      state.switching = 'none';
    },
    roleSwitchStarted(state) {
      state.switching = 'waitingForUser';
    },
    roleSwitchEnded(state) {
      state.switching = 'none';
    },
  },
});

export const { userLoaded, signedOut, roleSwitchStarted, roleSwitchEnded } = sessionSlice.actions;
/** Asks the session saga to read GET me again (after act-as, back-to-admin, or anything that changes the user). */
export const userReloadRequested = createAction('session/userReloadRequested');
export const sessionReducer = sessionSlice.reducer;
