import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '@contract/api/paths';
import type { CompanyListResponse, LoginResponse } from '@contract/api/session';
import type { BookmarksResponse } from '@contract/bookmarks';
import { zeroCounts } from '@contract/api/user-info';
import { DEMO_PASSWORD } from '@mocks/world/demo-accounts';
import { isMockScenario, MOCK_SCENARIOS, type MockScenario } from './scenarios';
import { startMirage, type RunningMirage } from './server';
import { api } from './test-client';

let mirage: RunningMirage | undefined;
const start = (scenario: MockScenario, slowMs?: number) => {
  mirage = startMirage({ scenario, environment: 'test', ...(slowMs ? { slowMs } : {}) });
  return mirage;
};
const signIn = (email = 'ayse@demo.tezgah.dev', path: string = API.loginUser) => api<LoginResponse>(path, { body: { email, password: DEMO_PASSWORD } });

/** Whether a promise has settled yet, read while fake timers hold the clock. */
function settledFlag<T>(promise: Promise<T>): { promise: Promise<T>; settled: boolean } {
  const flag = { promise, settled: false };
  promise.then(() => { flag.settled = true; }, () => { flag.settled = true; });
  return flag;
}

beforeEach(() => localStorage.clear());
afterEach(() => mirage?.shutdown());

describe('Mirage scenarios', () => {
  it('names the four scenarios', () => {
    expect(MOCK_SCENARIOS).toEqual(['default', 'empty', 'errors', 'slow']);
    expect(isMockScenario('slow')).toBe(true);
    expect(isMockScenario('nope')).toBe(false);
  });

  it("'empty' has no counts, no starred bookmarks and no companies", async () => {
    start('empty');
    expect((await signIn()).body.user.counts).toEqual(zeroCounts());
    const bookmarks = (await api<BookmarksResponse>(API.bookmarks)).body;
    expect(bookmarks.starred).toEqual([]);
    expect(bookmarks.searchResult.length).toBeGreaterThan(0);
    expect(bookmarks.searchResult.every((b) => !b.starred)).toBe(true);
    await signIn('admin@demo.tezgah.dev', API.loginAdmin);
    expect((await api<CompanyListResponse>(API.adminCompanies)).body).toEqual({ items: [], total: 0 });
    expect((await api(API.actAs, { body: { companyId: 1001 } })).status).toBe(404);
  });

  it("'default' has counts, and like the BFF starts with nothing starred", async () => {
    start('default');
    expect((await signIn()).body.user.counts.activeProducts).toBeGreaterThan(0);
    expect((await api<BookmarksResponse>(API.bookmarks)).body.starred).toEqual([]);
    expect((await api<BookmarksResponse>(API.toggleBookmark, { body: { obj: { id: 'brands' } } })).body.starred).toEqual(['brands']);
  });

  it("'errors' lets one sign in and out but answers everything else with 500 generic", async () => {
    start('errors');
    expect((await api(API.me)).status).toBe(401);
    expect((await signIn()).status).toBe(200);
    const generic = { status: 500, body: { code: 'generic', message: 'An error occurred. Please try-again.' } };
    expect(await api(API.me)).toEqual(generic);
    expect(await api(API.bookmarks)).toEqual(generic);
    expect(await api(API.toggleBookmark, { body: { obj: { id: 'brands' } } })).toEqual(generic);
    expect((await api(API.logout, { body: {} })).status).toBe(204);
    expect((await api(API.me)).status).toBe(401);
  });

  it("'slow' holds every answer for the configured time, and not longer", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      start('slow', 250);
      const answer = settledFlag(api(API.me));
      await vi.advanceTimersByTimeAsync(249);
      expect(answer.settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await vi.waitFor(() => expect(answer.settled).toBe(true));
      expect((await answer.promise).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers with no delay outside the slow scenario in the test environment', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      start('default');
      const answer = settledFlag(api(API.me));
      await vi.advanceTimersByTimeAsync(0);
      await vi.waitFor(() => expect(answer.settled).toBe(true));
    } finally {
      vi.useRealTimers();
    }
  });
});
