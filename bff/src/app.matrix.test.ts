/**
 * Role × route: for every route the app declares and every role (and no session), the status it answers; and
 * every answer walked for token-like fields.
 */
import { API } from '@contract/api/paths';
import type { Role } from '@contract/permissions';
import { ROUTES } from '@contract/routes';
import { TestBrowser } from './test/browser';
import { createHarness, type Harness } from './test/harness';
import { declaredRoutes } from './test/route-walk';
import { tokenLeaks } from './test/token-leaks';

type Who = Role | 'anonymous';
const WHO: readonly Who[] = ['anonymous', 'user', 'adminAsUser', 'admin', 'editor'];
const STRONG = 'Strong-pass1';

interface Cell { body?: (who: Who, n: number, accessToken: string) => unknown; expect: Record<Who, number> }
const all = (status: number): Record<Who, number> => ({ anonymous: status, user: status, adminAsUser: status, admin: status, editor: status });
const signedIn = (status: number): Record<Who, number> => ({ ...all(status), anonymous: 401 });
/** Seller work: the seller and an admin acting as one get `status`; staff not acting get 403. */
const seller = (status: number): Record<Who, number> => ({ anonymous: 401, user: status, adminAsUser: status, admin: 403, editor: 403 });
const bookmarkFor: Record<Who, string> = { anonymous: 'faq', user: 'orders', adminAsUser: 'payments', admin: 'adminCompanies', editor: 'faq' };

const MATRIX: Record<string, Cell> = {
  'GET /healthz': { expect: all(200) },
  'GET /readyz': { expect: all(200) },
  'GET /.well-known/jwks.json': { expect: all(200) },
  [`POST ${API.loginUser}`]: { body: () => ({ email: 'omar@demo.tezgah.dev', password: 'Tezgah2026!' }), expect: all(200) },
  [`POST ${API.loginAdmin}`]: { body: () => ({ email: 'support@demo.tezgah.dev', password: 'Tezgah2026!' }), expect: all(200) },
  [`POST ${API.register}`]: { body: (who, n) => ({ name: 'New Seller', email: `new-${who}-${n}@example.test`, password: STRONG }), expect: all(201) },
  [`POST ${API.refreshToken}`]: { body: (_w, _n, accessToken) => ({ accessToken }), expect: { ...signedIn(200), anonymous: 401 } },
  [`GET ${API.me}`]: { expect: signedIn(200) },
  [`POST ${API.logout}`]: { expect: all(204) },
  [`POST ${API.forgotPassword}`]: { body: (who, n) => ({ email: `reset-${who}-${n}@example.test` }), expect: all(202) },
  [`GET ${API.resetPassword}/:token`]: { expect: all(200) },
  [`POST ${API.resetPassword}`]: { body: () => ({ token: 'unknown', password: STRONG, confirmPassword: STRONG }), expect: all(410) },
  [`GET ${API.bookmarks}`]: { expect: signedIn(200) },
  [`POST ${API.toggleBookmark}`]: { body: (who) => ({ obj: { id: bookmarkFor[who] } }), expect: signedIn(200) },
  [`GET ${API.mainSearch}`]: { expect: signedIn(200) },
  [`GET ${API.supportLink}`]: { expect: { anonymous: 401, user: 200, adminAsUser: 200, admin: 403, editor: 200 } },
  [`GET ${API.adminCompanies}`]: { expect: { anonymous: 401, user: 403, adminAsUser: 403, admin: 200, editor: 403 } },
  [`POST ${API.actAs}`]: { body: () => ({ companyId: 1001 }), expect: { anonymous: 401, user: 403, adminAsUser: 403, admin: 200, editor: 403 } },
  [`POST ${API.adminBack}`]: { expect: { anonymous: 401, user: 409, adminAsUser: 200, admin: 409, editor: 409 } },
  [`GET ${API.devOutbox}`]: { expect: all(200) },
  [`GET ${API.orders}`]: { expect: seller(200) },
  [`GET ${API.orders}/:id`]: { expect: seller(404) },
  [`GET ${API.orders}/:id/logs`]: { expect: seller(404) },
  [`GET ${API.orders}/:id/invoice/file`]: { expect: seller(404) },
  [`POST ${API.orders}/:id/cancel`]: { body: () => ({ itemIds: [1], reason: 'outOfStock' }), expect: seller(404) },
  [`POST ${API.orders}/:id/packages`]: { body: () => ({ itemIds: [1] }), expect: seller(404) },
  [`POST ${API.orders}/:id/invoice`]: { body: () => ({}), expect: seller(400) },
  [`DELETE ${API.orders}/:id`]: { expect: { ...seller(404), user: 403 } },
  [`POST ${API.ordersExport}`]: { body: () => ({ from: '2026-01-01', to: '2026-01-20' }), expect: seller(400) },
  [`GET ${API.packages}`]: { expect: seller(200) },
  [`GET ${API.packages}/:id`]: { expect: seller(404) },
  [`POST ${API.packages}/:id/label/:action{refresh|recreate}`]: { expect: seller(404) },
  [`DELETE ${API.packages}/:id`]: { expect: { ...seller(404), user: 403 } },
  [`POST ${API.packagesExport}`]: { body: () => ({}), expect: seller(400) },
  [`GET ${API.transactions}`]: { expect: seller(200) },
  [`GET ${API.transactions}/:id/file`]: { expect: seller(404) },
};

/** Real path for a pattern: ids that exist nowhere, so the cell shows the policy without changing the world. */
const concretePath = (pattern: string) => pattern.replace(':token', 'unknown-token').replace(':id', '999999999').replace(':action{refresh|recreate}', 'refresh');

async function browserFor(h: Harness, who: Who): Promise<{ browser: TestBrowser; accessToken: string }> {
  const browser = new TestBrowser(h.app);
  if (who === 'anonymous') return { browser, accessToken: 'none.none' };
  if (who === 'adminAsUser') return { browser, accessToken: (await browser.actAs(1001)).accessToken };
  const email = { user: 'ayse@demo.tezgah.dev', admin: 'admin@demo.tezgah.dev', editor: 'editor@demo.tezgah.dev' }[who];
  return { browser, accessToken: (await browser.signIn(email, who !== 'user')).accessToken };
}

describe('role × route matrix', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });

  it('lists every declared route', () => {
    expect(declaredRoutes(h.app).map((r) => `${r.method} ${r.path}`).sort()).toEqual(Object.keys(MATRIX).sort());
  });

  it('bookmark ids used are real pages', () => {
    for (const id of Object.values(bookmarkFor)) expect(ROUTES.some((r) => r.id === id)).toBe(true);
  });

  describe.each(WHO)('as %s', (who) => {
    it.each(Object.entries(MATRIX))('%s', async (key, cell) => {
      const [method, pattern] = key.split(' ') as [string, string];
      const { browser, accessToken } = await browserFor(h, who);
      const path = concretePath(pattern);
      const n = Math.floor(Math.random() * 1e9);
      const response = await browser.send(method, path, cell.body ? { body: cell.body(who, n, accessToken) } : {});
      expect({ key, who, status: response.status }).toEqual({ key, who, status: cell.expect[who] });

      const text = await response.text();
      const body: unknown = text ? JSON.parse(text) : null;
      const isLogin = [API.loginUser, API.loginAdmin, API.register, API.refreshToken, API.actAs, API.adminBack].includes(pattern as never);
      expect(tokenLeaks(body, {
        allowedKeys: isLogin ? ['accessToken'] : [],
        allowedJwtPaths: pattern === API.supportLink ? ['$.url'] : [],
      })).toEqual([]);
      for (const cookie of browser.cookies.values()) expect(text).not.toContain(cookie);
      for (const { payload } of h.claims) expect(text).not.toContain(String(payload.jti));
    });
  });
});

describe('token walk', () => {
  it('finds secret-like keys and JWT-shaped values', () => {
    expect(tokenLeaks({ user: { scToken: 'x' } })).toEqual(['$.user.scToken: secret-like key']);
    expect(tokenLeaks({ accessToken: 'x' }, { allowedKeys: ['accessToken'] })).toEqual([]);
    expect(tokenLeaks({ list: ['eyJhbGciOi.eyJzdWIiOi.sig'] })).toEqual(['$.list[0]: JWT-shaped value']);
  });
});
