import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { call, getContext, put } from 'redux-saga/effects';
import { PUBLIC_PATHS } from '@contract/routes';
import { NAVIGATE_CONTEXT_KEY } from '@web/lib/navigation';
import { signedOut, userLoaded } from '@web/lib/session/session.slice';
import { storage } from '@web/lib/storage';
import { makeUser } from '@web/test/fixtures';
import * as api from './auth.api';
import { checkResetToken, clearSellerStorage, signIn, signOut } from './auth.sagas';
import { loginFailed, loginRequested, loginSucceeded, logoutFailed, resetTokenChecked, resetTokenCheckRequested } from './auth.slice';

const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
const answer = (status: number, data: unknown, headers: Record<string, string> = {}) =>
  new AxiosError('x', 'ERR', config, {}, { status, data, headers, statusText: '', config });
const credentials = { email: 'seller@example.test', password: 'Secret123' };

describe('login saga', () => {
  it('on success stores the user and token, then goes to `next`', () => {
    const user = makeUser('user');
    const navigate = vi.fn();
    const saga = signIn(loginRequested({ realm: 'seller', credentials, next: '/orders?tab=packaged' }));
    expect(saga.next().value).toEqual(call(api.login, 'seller', credentials));
    expect(saga.next({ user, accessToken: 'tok' }).value).toEqual(put(userLoaded({ user, accessToken: 'tok' })));
    expect(saga.next().value).toEqual(put(loginSucceeded()));
    expect(saga.next().value).toEqual(getContext(NAVIGATE_CONTEXT_KEY));
    expect(saga.next(navigate).value).toEqual(call(navigate, '/orders?tab=packaged', { replace: true }));
    expect(saga.next().done).toBe(true);
  });

  it('without a usable `next` goes to the role home (admin -> /admin/companies)', () => {
    const user = makeUser('admin');
    const navigate = vi.fn();
    const saga = signIn(loginRequested({ realm: 'staff', credentials, next: '//evil.example' }));
    expect(saga.next().value).toEqual(call(api.login, 'staff', credentials));
    saga.next({ user, accessToken: 'tok' });
    saga.next();
    saga.next();
    expect(saga.next(navigate).value).toEqual(call(navigate, '/admin/companies', { replace: true }));
  });

  it('on failure keeps the error (with Retry-After for a 429)', () => {
    const saga = signIn(loginRequested({ realm: 'seller', credentials, next: null }));
    saga.next();
    expect(saga.throw(answer(401, { code: 'invalidCredentials', message: 'Email Or Password Invalid' })).value).toEqual(
      put(
        loginFailed({
          code: 'invalidCredentials',
          message: 'Email Or Password Invalid',
          status: 401,
          retryAfterSeconds: null,
        }),
      ),
    );
    const limited = signIn(loginRequested({ realm: 'seller', credentials, next: null }));
    limited.next();
    const effect = limited.throw(answer(429, { code: 'tooManyAttempts', message: 'x' }, { 'retry-after': '300' })).value;
    expect(effect).toEqual(put(loginFailed({ code: 'tooManyAttempts', message: 'x', status: 429, retryAfterSeconds: 300 })));
  });
});

describe('logout saga', () => {
  it('posts logout, leaves for /login, then signs out', () => {
    const navigate = vi.fn();
    const saga = signOut();
    expect(saga.next().value).toEqual(call(api.logout));
    expect(saga.next().value).toEqual(getContext(NAVIGATE_CONTEXT_KEY));
    expect(saga.next(navigate).value).toEqual(call(navigate, PUBLIC_PATHS.login, { replace: true }));
    expect(saga.next().value).toEqual(put(signedOut({ notice: null })));
  });

  it('stays on the dialog with the error when the call fails', () => {
    const saga = signOut();
    saga.next();
    expect(saga.throw(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config)).value).toEqual(
      put(
        logoutFailed({
          code: 'generic',
          message: 'An error occurred. Please try-again.',
          status: null,
          retryAfterSeconds: null,
        }),
      ),
    );
    expect(saga.next().done).toBe(true);
  });
});

describe('password reset link check', () => {
  it('marks an expired link invalid', () => {
    const saga = checkResetToken(resetTokenCheckRequested('abc'));
    expect(saga.next().value).toEqual(call(api.checkResetToken, 'abc'));
    expect(saga.next({ valid: false, expiresAt: null }).value).toEqual(put(resetTokenChecked(false)));
  });
});

describe('staff sign-in page', () => {
  it('signs the seller out and clears local storage when the stored role is a seller', () => {
    const saga = clearSellerStorage();
    expect(saga.next().value).toEqual(call([storage, storage.get], 'userData'));
    expect(saga.next(makeUser('user')).value).toEqual(call(api.logout));
    expect(saga.next().value).toEqual(put(signedOut({ notice: null })));
    expect(saga.next().value).toEqual(call([storage, storage.clearAll]));
    expect(saga.next().done).toBe(true);
  });

  it('still clears storage when the server session had already ended', () => {
    const saga = clearSellerStorage();
    saga.next();
    saga.next(makeUser('user'));
    expect(saga.throw(new Error('401')).value).toEqual(put(signedOut({ notice: null })));
    expect(saga.next().value).toEqual(call([storage, storage.clearAll]));
  });

  it('leaves storage alone for anyone else', () => {
    const saga = clearSellerStorage();
    saga.next();
    expect(saga.next(makeUser('adminAsUser')).done).toBe(true);
  });
});
