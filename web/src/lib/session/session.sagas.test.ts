import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { runSaga, type Saga } from 'redux-saga';
import { call, put, select } from 'redux-saga/effects';
import { API } from '@contract/api/paths';
import { fakeApi } from '@web/test/fake-api';
import { makeUser } from '@web/test/fixtures';
import { http, toApiFailure } from '../http';
import { storage } from '../storage';
import { fetchMe } from './session.api';
import { takeInlinedMe } from './inlined-me';
import { selectSessionStatus } from './session.selectors';
import { bootCheck, forgetUser, loadUser, rememberUser, watchUnauthorized } from './session.sagas';
import { initialSessionState, sessionCheckFailed, signedOut, userLoaded, type SessionState } from './session.slice';

const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
const unauthorized = new AxiosError(
  '401',
  'ERR',
  config,
  {},
  { status: 401, data: { code: 'unauthenticated', message: '' }, headers: {}, statusText: '', config },
);

describe('boot check (GET me)', () => {
  it('asks nothing on a sign-in page when no user is remembered in this browser (no 401 in the console)', () => {
    for (const page of ['/login', '/admin/login', '/forgot-password', '/reset-password']) {
      const saga = bootCheck(page);
      expect(saga.next().value).toEqual(call(takeInlinedMe));
      expect(saga.next(null).value).toEqual(call([storage, storage.get], 'userData'));
      expect(saga.next(null).value).toEqual(put(signedOut({ notice: null })));
      expect(saga.next().done).toBe(true);
    }
  });

  it('asks GET me on a sign-in page when a user is remembered, and anywhere else', () => {
    const remembered = bootCheck('/login');
    remembered.next();
    remembered.next(null);
    expect(remembered.next(makeUser('user')).value).toEqual(call(loadUser));
    const elsewhere = bootCheck('/orders');
    elsewhere.next();
    elsewhere.next(null);
    expect(elsewhere.next(null).value).toEqual(call(loadUser));
  });

  it('asks no GET me when the page has the session written in, on any page', () => {
    const user = makeUser('user');
    for (const page of ['/orders', '/login']) {
      const saga = bootCheck(page);
      expect(saga.next().value).toEqual(call(takeInlinedMe));
      expect(saga.next({ user, countsUnavailable: true }).value).toEqual(put(userLoaded({ user, countsUnavailable: true })));
      expect(saga.next().done).toBe(true);
    }
  });

  it('stores the user when signed in', () => {
    const user = makeUser('user');
    const saga = loadUser();
    expect(saga.next().value).toEqual(call(fetchMe));
    expect(saga.next({ user }).value).toEqual(put(userLoaded({ user })));
    expect(saga.next().done).toBe(true);
  });

  it('signs out on 401 during boot', () => {
    const saga = loadUser();
    saga.next();
    expect(saga.throw(unauthorized).value).toEqual(select(selectSessionStatus));
    expect(saga.next('unknown').value).toEqual(put(signedOut({ notice: null })));
    expect(saga.next().done).toBe(true);
  });

  it('ends a live session with a notice on a later 401, but keeps it on a network error and says the check failed', () => {
    const later = loadUser();
    later.next();
    later.throw(unauthorized);
    expect(later.next('signedIn').value).toEqual(put(signedOut({ notice: 'sessionEnded' })));

    const offline = loadUser();
    offline.next();
    const networkError = new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    offline.throw(networkError);
    expect(offline.next('signedIn').value).toEqual(call([storage, storage.get], 'userData'));
    expect(offline.next(null).value).toEqual(put(sessionCheckFailed({ failure: toApiFailure(networkError), remembered: null })));
  });

  it('mirrors userData into localStorage and removes it on sign-out', () => {
    const user = makeUser('user');
    const remember = rememberUser(userLoaded({ user }));
    expect(remember.next().value).toEqual(call([storage, storage.set], 'userData', user));
    const forget = forgetUser();
    expect(forget.next().value).toEqual(call([storage, storage.remove], 'userData'));
  });
});

describe('a 401 later in the session', () => {
  const runWatcher = () => {
    let state: { session: SessionState } = { session: { ...initialSessionState, status: 'signedIn', user: makeUser() } };
    const dispatched: unknown[] = [];
    const task = runSaga(
      {
        getState: () => state,
        dispatch: (action: { type: string }) => {
          dispatched.push(action);
          if (action.type === signedOut.type) state = { session: { ...state.session, status: 'signedOut' } };
        },
      },
      watchUnauthorized as Saga,
    );
    return { dispatched, task };
  };
  const unauthenticated = { status: 401, data: { code: 'unauthenticated', message: '' } };

  it('signs out with the "session ended" notice when GET me confirms the session is gone', async () => {
    const api = fakeApi({ [`GET ${API.bookmarks}`]: unauthenticated, [`GET ${API.me}`]: unauthenticated });
    const { dispatched, task } = runWatcher();
    await http.get(API.bookmarks).catch(() => undefined);
    await vi.waitFor(() => expect(dispatched).toEqual([signedOut({ notice: 'sessionEnded' })]));
    await http.get(API.bookmarks).catch(() => undefined);
    expect(dispatched).toHaveLength(1);
    task.cancel();
    api.restore();
  });

  it('stays signed in when the 401 came from a cookie rotated meanwhile (GET me still answers)', async () => {
    const user = makeUser('admin');
    const api = fakeApi({ [`GET ${API.bookmarks}`]: unauthenticated, [`GET ${API.me}`]: { data: { user } } });
    const { dispatched, task } = runWatcher();
    await http.get(API.bookmarks).catch(() => undefined);
    await vi.waitFor(() => expect(dispatched).toEqual([userLoaded({ user })]));
    task.cancel();
    api.restore();
  });
});
