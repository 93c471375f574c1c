/** Who is signed in. Every feature reads it; only the session and auth sagas write it. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserInfo } from '@contract/api/session';

export type SessionStatus = 'unknown' | 'signedIn' | 'signedOut';
export type SessionNotice = 'sessionEnded';

export interface SessionState {
  status: SessionStatus;
  user: UserInfo | null;
  /** Spec §7 access token: kept in memory only, never in storage. */
  accessToken: string | null;
  notice: SessionNotice | null;
}

export const initialSessionState: SessionState = {
  status: 'unknown',
  user: null,
  accessToken: null,
  notice: null,
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
    },
    signedOut(state, action: PayloadAction<{ notice: SessionNotice | null }>) {
      state.status = 'signedOut';
      state.user = null;
      state.accessToken = null;
      state.notice = action.payload.notice;
    },
  },
});

export const { userLoaded, signedOut } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;
