/** The sign-in, password and sign-out forms: what each is doing and how the last attempt failed. */
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ForgotPasswordRequest, LoginRequest, ResetPasswordRequest } from '@contract/api/session';
import type { ApiFailure } from '@web/lib/http';
import type { Realm } from './auth.api';

export type FormStatus = 'idle' | 'pending' | 'succeeded' | 'failed';
export interface FormState {
  status: FormStatus;
  error: ApiFailure | null;
}
export type ResetTokenState = 'unchecked' | 'checking' | 'valid' | 'invalid';

export interface AuthState {
  login: FormState;
  forgot: FormState;
  reset: FormState & { token: ResetTokenState };
  logout: FormState;
}
export interface WithAuth {
  auth: AuthState;
}

const idle: FormState = { status: 'idle', error: null };
const initialState: AuthState = { login: idle, forgot: idle, reset: { ...idle, token: 'unchecked' }, logout: idle };

type FormName = 'login' | 'forgot' | 'reset' | 'logout';
const pending = (form: FormName) => (state: AuthState) => {
  Object.assign(state[form], { status: 'pending', error: null });
};
const succeeded = (form: FormName) => (state: AuthState) => {
  Object.assign(state[form], { status: 'succeeded', error: null });
};
const failed = (form: FormName) => (state: AuthState, action: PayloadAction<ApiFailure>) => {
  Object.assign(state[form], { status: 'failed', error: action.payload });
};

export const loginRequested = createAction<{ realm: Realm; credentials: LoginRequest; next: string | null }>('auth/loginRequested');
export const forgotPasswordRequested = createAction<ForgotPasswordRequest>('auth/forgotPasswordRequested');
export const resetTokenCheckRequested = createAction<string>('auth/resetTokenCheckRequested');
export const resetPasswordRequested = createAction<ResetPasswordRequest>('auth/resetPasswordRequested');
export const logoutRequested = createAction('auth/logoutRequested');
/** Dispatched when the staff sign-in page opens (spec §6 storage rule). */
export const adminLoginOpened = createAction('auth/adminLoginOpened');

const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    loginSucceeded: succeeded('login'),
    loginFailed: failed('login'),
    forgotPasswordSucceeded: succeeded('forgot'),
    forgotPasswordFailed: failed('forgot'),
    resetTokenChecked(state, action: PayloadAction<boolean>) {
      state.reset = { status: 'idle', error: null, token: action.payload ? 'valid' : 'invalid' };
    },
    resetPasswordSucceeded: succeeded('reset'),
    resetPasswordFailed: failed('reset'),
    logoutFailed: failed('logout'),
    /** Leaving a form resets it, so coming back shows a fresh one. */
    formReset(state, action: PayloadAction<FormName>) {
      Object.assign(state[action.payload], idle);
      if (action.payload === 'reset') state.reset.token = 'unchecked';
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loginRequested, pending('login'))
      .addCase(forgotPasswordRequested, pending('forgot'))
      .addCase(resetPasswordRequested, pending('reset'))
      .addCase(logoutRequested, pending('logout'))
      .addCase(resetTokenCheckRequested, (state) => {
        state.reset = { status: 'idle', error: null, token: 'checking' };
      });
  },
});

export const {
  loginSucceeded,
  loginFailed,
  forgotPasswordSucceeded,
  forgotPasswordFailed,
  resetTokenChecked,
  resetPasswordSucceeded,
  resetPasswordFailed,
  logoutFailed,
  formReset,
} = authSlice.actions;
export const authReducer = authSlice.reducer;

export const selectLoginForm = (state: WithAuth) => state.auth.login;
export const selectForgotForm = (state: WithAuth) => state.auth.forgot;
export const selectResetForm = (state: WithAuth) => state.auth.reset;
export const selectLogoutForm = (state: WithAuth) => state.auth.logout;
