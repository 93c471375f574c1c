import { API } from '@contract/api/paths';
import { userReloadRequested } from '@web/lib/session/session.slice';
import { fakeApi } from '@web/test/fake-api';
import { makeUser } from '@web/test/fixtures';
import { createAppStore } from './store';

describe('createAppStore', () => {
  it('stops every saga when its signal aborts', async () => {
    const api = fakeApi({ [`GET ${API.me}`]: { data: { user: makeUser() } } });
    const sagas = new AbortController();
    const store = createAppStore({ navigate: () => undefined, signal: sagas.signal });
    await vi.waitFor(() => expect(store.getState().session.status).toBe('signedIn'));
    const meCalls = () => api.calls.filter((call) => call.url === API.me).length;
    const settle = () => new Promise((resolve) => setTimeout(resolve, 30));
    const booted = meCalls();
    store.dispatch(userReloadRequested());
    await settle();
    const running = meCalls();
    expect(running).toBeGreaterThan(booted);
    sagas.abort();
    store.dispatch(userReloadRequested());
    await settle();
    expect(meCalls()).toBe(running);
    api.restore();
  });
});
