import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '@contract/api/paths';
import type { CompanyListResponse, LoginResponse, MeResponse } from '@contract/api/session';
import type { BookmarksResponse } from '@contract/bookmarks';
import { DEMO_PASSWORD } from '@mocks/world/demo-accounts';
import { MOCK_SESSION_KEY } from './mock-session';
import { MOCK_ROUTES, startMirage, type RunningMirage } from './server';
import { api } from './test-client';

let mirage: RunningMirage;
const login = (email: string, password = DEMO_PASSWORD, path: string = API.loginUser) => api<LoginResponse>(path, { body: { email, password } });

beforeEach(() => {
  localStorage.clear();
  mirage = startMirage({ scenario: 'default', environment: 'test' });
});
afterEach(() => mirage.shutdown());

describe('Mirage sign-in', () => {
  it('signs a seller in with the demo password and derives UserInfo from the world', async () => {
    const answer = await login('ayse@demo.tezgah.dev');
    expect(answer.status).toBe(200);
    expect(answer.body.accessToken).toMatch(/^[0-9a-f]{48}$/);
    expect(answer.body.user).toMatchObject({
      userRole: 'user', companyId: 1001, companyName: 'Anadolu Tekstil', companyCountry: 'TR', uiLang: 'tr',
      counts: mirage.world.counts[1001], flags: { productValidation: true, version2: false }, actingAdmin: null,
    });
    expect((await api<MeResponse>(API.me)).body.user.email).toBe('ayse@demo.tezgah.dev');
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const wrong = await login('ayse@demo.tezgah.dev', 'Wrong-Pass1');
    const unknown = await login('nobody@demo.tezgah.dev');
    expect(wrong).toEqual({ status: 401, body: { code: 'invalidCredentials', message: 'Email Or Password Invalid' } });
    expect(unknown).toEqual(wrong);
    expect((await api(API.me)).status).toBe(401);
  });

  it('keeps sellers and staff to their own sign-in page', async () => {
    expect((await login('admin@demo.tezgah.dev')).status).toBe(401);
    expect((await login('ayse@demo.tezgah.dev', DEMO_PASSWORD, API.loginAdmin)).status).toBe(401);
    expect((await login('editor@demo.tezgah.dev', DEMO_PASSWORD, API.loginAdmin)).body.user.userRole).toBe('editor');
    expect((await login('admin@demo.tezgah.dev', DEMO_PASSWORD, API.loginAdmin)).body.user).toMatchObject({
      userRole: 'admin', securityGroups: ['CurrencyRateList', 'CurrencyRateEdit'],
    });
  });

  it('answers validation errors with field keys', async () => {
    const answer = await api(API.loginUser, { body: { email: 'not-an-email', password: '' } });
    expect(answer).toMatchObject({ status: 400, body: { code: 'validation', fields: { email: 'validation.emailInvalid', password: 'validation.passwordRequired' } } });
  });

  it('stays signed in across a reload through localStorage, and signs out', async () => {
    await login('omar@demo.tezgah.dev');
    expect(localStorage.getItem(MOCK_SESSION_KEY)).toContain('usr-omar');
    mirage.shutdown();
    mirage = startMirage({ scenario: 'default', environment: 'test' });
    expect((await api<MeResponse>(API.me)).body.user.flags.version2).toBe(true);
    expect((await api(API.logout, { body: {} })).status).toBe(204);
    expect((await api(API.me)).status).toBe(401);
  });

  it('rotates the access token on refresh and refuses a stale one', async () => {
    const { body } = await login('li@demo.tezgah.dev');
    const refreshed = await api<{ userData: { isOneClickMerchant: boolean }; accessToken: string }>(API.refreshToken, { body: { accessToken: body.accessToken } });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.userData.isOneClickMerchant).toBe(true);
    expect(refreshed.body.accessToken).not.toBe(body.accessToken);
    expect((await api(API.refreshToken, { body: { accessToken: body.accessToken } })).body).toMatchObject({ code: 'invalidAccessToken' });
  });

  it('refuses writes without the CSRF header', async () => {
    expect(await api(API.loginUser, { body: { email: 'ayse@demo.tezgah.dev', password: DEMO_PASSWORD }, csrf: false }))
      .toEqual({ status: 403, body: { code: 'csrf', message: expect.any(String) } });
    await login('ayse@demo.tezgah.dev');
    expect((await api(API.toggleBookmark, { body: { obj: { id: 'brands' } }, csrf: false })).body).toMatchObject({ code: 'csrf' });
  });
});

describe('Mirage bookmarks and search', () => {
  it('overflows the 11th star and promotes an overflow item on unstar', async () => {
    await login('ayse@demo.tezgah.dev');
    const start = await api<BookmarksResponse>(API.bookmarks);
    expect(start.body.starred).toEqual([]);
    const candidates = start.body.searchResult.map((b) => b.id);
    let state = start.body;
    for (const id of candidates.slice(0, 11)) state = (await api<BookmarksResponse>(API.toggleBookmark, { body: { obj: { id } } })).body;
    expect(state.starred).toEqual(candidates.slice(0, 10));
    expect(state.overflow).toEqual([candidates[10]]);
    expect(state.searchResult.find((b) => b.id === candidates[10])?.starred).toBe(true);
    state = (await api<BookmarksResponse>(API.toggleBookmark, { body: { obj: { id: candidates[2] } } })).body;
    expect(state.starred).not.toContain(candidates[2]);
    expect(state.starred.at(-1)).toBe(candidates[10]);
    expect(state.overflow).toEqual([]);
    expect((await api<BookmarksResponse>(API.bookmarks)).body.starred).toEqual(state.starred);
  });

  it('offers only pages the role may open', async () => {
    await login('ayse@demo.tezgah.dev');
    const ids = (await api<BookmarksResponse>(API.bookmarks)).body.searchResult.map((b) => b.id);
    expect(ids).toContain('productValidation');
    expect(ids).not.toContain('adminCompanies');
    expect(ids).not.toContain('payments');
    expect((await api(API.toggleBookmark, { body: { obj: { id: 'adminCompanies' } } })).status).toBe(404);
    const search = await api<{ searchResult: { data: { id: string }[] }[] }>(API.mainSearch);
    expect(search.body.searchResult[0]!.data.map((item) => item.id)).toEqual(ids);
  });

  it('gives sellers and the editor a support link and refuses it to admins', async () => {
    await login('ayse@demo.tezgah.dev');
    expect((await api<{ url: string }>(API.supportLink)).body.url).toMatch(/^https:\/\/support\.demo\.tezgah\.dev\/requests\?token=/);
    await login('editor@demo.tezgah.dev', DEMO_PASSWORD, API.loginAdmin);
    expect((await api(API.supportLink)).status).toBe(200);
    await login('admin@demo.tezgah.dev', DEMO_PASSWORD, API.loginAdmin);
    expect((await api(API.supportLink)).status).toBe(403);
  });
});

describe('Mirage admin tools', () => {
  it('lists companies with a filter and paging, acts as a seller and goes back', async () => {
    await login('admin@demo.tezgah.dev', DEMO_PASSWORD, API.loginAdmin);
    const page = await api<CompanyListResponse>(`${API.adminCompanies}?page=2&pageSize=5`);
    expect(page.body.total).toBe(mirage.world.companies.length);
    expect(page.body.items.map((c) => c.id)).toEqual([1006, 1007, 1008, 1009, 1010]);
    expect((await api<CompanyListResponse>(`${API.adminCompanies}?q=gulf`)).body.items).toEqual([
      { id: 1002, name: 'Gulf Home Goods', country: 'AE', isOneClickMerchant: false, ownerEmail: 'omar@demo.tezgah.dev' },
    ]);
    const acting = await api<LoginResponse>(API.actAs, { body: { companyId: 1002 } });
    expect(acting.body.user).toMatchObject({ userRole: 'adminAsUser', companyId: 1002, actingAdmin: { email: 'admin@demo.tezgah.dev' } });
    expect((await api<BookmarksResponse>(API.bookmarks)).body.searchResult.map((b) => b.id)).toContain('payments');
    expect((await api(API.actAs, { body: { companyId: 1001 } })).status).toBe(403);
    const back = await api<LoginResponse>(API.adminBack, { body: {} });
    expect(back.body.user).toMatchObject({ userRole: 'admin', actingAdmin: null });
    expect((await api(API.adminBack, { body: {} })).body).toMatchObject({ code: 'notActingAsSeller' });
  });

  it('refuses the admin tools to sellers and unknown companies', async () => {
    await login('admin@demo.tezgah.dev', DEMO_PASSWORD, API.loginAdmin);
    expect((await api(API.actAs, { body: { companyId: 99999 } })).status).toBe(404);
    await login('ayse@demo.tezgah.dev');
    expect((await api(API.adminCompanies)).status).toBe(403);
    expect((await api(API.actAs, { body: { companyId: 1002 } })).status).toBe(403);
  });

  it('answers every API path and JSON 404 for unknown ones', async () => {
    const routed = new Set(MOCK_ROUTES.map((route) => route.path));
    // A path only some routes start with (API.imports) counts as answered when a route lies under it.
    const answered = (path: string) => routed.has(path) || MOCK_ROUTES.some((route) => route.path.startsWith(`${path}/`));
    expect(Object.values(API).filter((path) => !answered(path))).toEqual([]);
    await login('ayse@demo.tezgah.dev');
    for (const route of MOCK_ROUTES.filter((r) => r.method === 'get' && !r.path.includes(':'))) {
      expect((await api(route.path)).body, route.path).not.toMatchObject({ code: 'notFound' });
    }
    expect(await api('/api/nothing-here')).toEqual({ status: 404, body: { code: 'notFound', message: 'No data was found.' } });
  });
});
