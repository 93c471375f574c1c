/** The session check while the portal's services are not answering: only a 401 signs out; the rest keeps the session. */
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { API } from '@contract/api/paths';
import type { UserInfo } from '@contract/api/session';
import { fakeApi, type FakeAnswer } from '@web/test/fake-api';
import { makeUser } from '@web/test/fixtures';
import { storage } from '../storage';
import { recheckDelayMs, sessionSaga } from './session.sagas';
import { sessionRecheckRequested, sessionReducer } from './session.slice';

const unavailable: FakeAnswer = { status: 503, data: { code: 'downstreamUnavailable', message: 'x' } };
const storeDown: FakeAnswer = { status: 503, data: { code: 'storeUnavailable', message: 'x' } };

/** The session saga as the app runs it, booting on `path`, GET me answered by `answers` in turn (the last one repeats). */
function boot(path: string, answers: FakeAnswer[]) {
  let asked = 0;
  const api = fakeApi({ [`GET ${API.me}`]: () => answers[Math.min(asked++, answers.length - 1)]! });
  window.history.replaceState(null, '', path);
  const sagas = createSagaMiddleware();
  const store = configureStore({ reducer: { session: sessionReducer }, middleware: (defaults) => defaults({ thunk: false }).concat(sagas) });
  const task = sagas.run(sessionSaga);
  return {
    store,
    asked: () => asked,
    stop: () => {
      task.cancel();
      api.restore();
    },
  };
}

describe('the session check when a service is down', () => {
  const remembered: UserInfo = makeUser('user');
  afterEach(() => {
    storage.remove('userData');
    vi.useRealTimers();
  });

  it('keeps the remembered user’s shell on a 503 at boot, says why, and signs in by itself once GET me answers', async () => {
    vi.useFakeTimers();
    storage.set('userData', remembered);
    const fresh = makeUser('user', { first_name: 'Fresh' });
    const run = boot('/claims', [unavailable, unavailable, { data: { user: fresh } }]);
    await vi.waitFor(() => expect(run.store.getState().session).toMatchObject({ status: 'signedIn', user: remembered, check: 'failed' }));
    expect(run.store.getState().session.checkFailure).toMatchObject({ status: 503, code: 'downstreamUnavailable' });
    expect(storage.get('userData')).toEqual(remembered);

    await vi.advanceTimersByTimeAsync(recheckDelayMs(1));
    expect(run.asked()).toBe(2);
    expect(run.store.getState().session).toMatchObject({ status: 'signedIn', check: 'failed', uncheckedInARow: 2 });
    await vi.advanceTimersByTimeAsync(recheckDelayMs(2));
    expect(run.asked()).toBe(3);
    expect(run.store.getState().session).toMatchObject({ status: 'signedIn', user: fresh, check: 'answered', checkFailure: null, uncheckedInARow: 0 });
    await vi.advanceTimersByTimeAsync(recheckDelayMs(10) * 2);
    expect(run.asked()).toBe(3);
    run.stop();
  });

  it('with no user remembered, says the services cannot be reached (never signed out); Retry asks again at once', async () => {
    const run = boot('/claims', [storeDown, { data: { user: remembered } }]);
    await vi.waitFor(() => expect(run.store.getState().session).toMatchObject({ status: 'unreachable', user: null, check: 'failed' }));
    run.store.dispatch(sessionRecheckRequested());
    expect(run.store.getState().session.rechecking).toBe(true);
    await vi.waitFor(() => expect(run.store.getState().session).toMatchObject({ status: 'signedIn', user: remembered, rechecking: false }));
    run.stop();
  });

  it('marks the counts unavailable when the BFF answered from the session, and asks again until they are back', async () => {
    vi.useFakeTimers();
    const counted = makeUser('user');
    const run = boot('/claims', [{ data: { user: remembered, countsUnavailable: true } }, { data: { user: counted } }]);
    await vi.waitFor(() => expect(run.store.getState().session).toMatchObject({ status: 'signedIn', check: 'countsUnavailable' }));
    await vi.advanceTimersByTimeAsync(recheckDelayMs(1));
    expect(run.store.getState().session).toMatchObject({ check: 'answered', user: counted });
    run.stop();
  });

  it('still signs out on a 401, at boot and on a recheck', async () => {
    const unauthenticated: FakeAnswer = { status: 401, data: { code: 'unauthenticated', message: 'x' } };
    storage.set('userData', remembered);
    const run = boot('/claims', [unavailable, unauthenticated]);
    await vi.waitFor(() => expect(run.store.getState().session.check).toBe('failed'));
    run.store.dispatch(sessionRecheckRequested());
    await vi.waitFor(() => expect(run.store.getState().session).toMatchObject({ status: 'signedOut', notice: 'sessionEnded', user: null }));
    expect(storage.get('userData')).toBeNull();
    run.stop();
  });

  it('waits longer after each check that did not answer, at most a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(recheckDelayMs)).toEqual([5_000, 10_000, 20_000, 40_000, 60_000, 60_000, 60_000]);
  });
});
