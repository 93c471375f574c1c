import { API } from '@contract/api/paths';
import { companiesRequested } from '@web/features/admin-companies/admin-companies.slice';
import { fakeApi } from '@web/test/fake-api';
import { makeUser } from '@web/test/fixtures';
import { createAppStore } from './store';

describe('createAppStore', () => {
  it('stops every saga when its signal aborts', async () => {
    const api = fakeApi({ [`GET ${API.me}`]: { data: { user: makeUser('admin') } }, [`GET ${API.adminCompanies}`]: { data: { items: [], total: 0 } } });
    const sagas = new AbortController();
    const store = createAppStore({ navigate: () => undefined, signal: sagas.signal });
    await vi.waitFor(() => expect(store.getState().session.status).toBe('signedIn'));
    const companyCalls = () => api.calls.filter((call) => call.url === API.adminCompanies).length;
    const settle = () => new Promise((resolve) => setTimeout(resolve, 30));
    const booted = companyCalls();
    store.dispatch(companiesRequested({ q: '', page: 1 }));
    await settle();
    const running = companyCalls();
    expect(running).toBeGreaterThan(booted);
    sagas.abort();
    store.dispatch(companiesRequested({ q: '', page: 1 }));
    await settle();
    expect(companyCalls()).toBe(running);
    api.restore();
  });
});
