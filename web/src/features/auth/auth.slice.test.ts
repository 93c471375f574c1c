import type { ApiFailure } from '@web/lib/http';
import { authReducer, formReset, loginFailed, loginRequested, resetTokenChecked, resetTokenCheckRequested } from './auth.slice';

const failure: ApiFailure = { code: 'invalidCredentials', message: 'x', status: 401, retryAfterSeconds: null };
const init = authReducer(undefined, { type: '@@init' });

describe('auth reducer', () => {
  it('tracks a sign-in attempt from pending to failed, then clears the error on the next try', () => {
    const pending = authReducer(init, loginRequested({ realm: 'seller', credentials: { email: 'a@b.c', password: 'x' }, next: null }));
    expect(pending.login).toEqual({ status: 'pending', error: null });
    const failed = authReducer(pending, loginFailed(failure));
    expect(failed.login).toEqual({ status: 'failed', error: failure });
    expect(authReducer(failed, loginRequested({ realm: 'seller', credentials: { email: 'a@b.c', password: 'y' }, next: null })).login.error).toBeNull();
  });

  it('walks the reset link from checking to valid or invalid, and resets', () => {
    const checking = authReducer(init, resetTokenCheckRequested('t'));
    expect(checking.reset.token).toBe('checking');
    expect(authReducer(checking, resetTokenChecked(false)).reset.token).toBe('invalid');
    const valid = authReducer(checking, resetTokenChecked(true));
    expect(valid.reset.token).toBe('valid');
    expect(authReducer(valid, formReset('reset')).reset).toEqual({ status: 'idle', error: null, token: 'unchecked' });
  });
});
