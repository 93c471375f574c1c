import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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

  it("'slow' delays every answer by the configured time", async () => {
    start('slow', 250);
    const began = performance.now();
    expect((await api(API.me)).status).toBe(401);
    expect(performance.now() - began).toBeGreaterThanOrEqual(240);
  });

  it('answers at once outside the slow scenario in the test environment', async () => {
    start('default');
    const began = performance.now();
    await api(API.me);
    expect(performance.now() - began).toBeLessThan(200);
  });
});
