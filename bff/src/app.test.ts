import { Hono } from 'hono';
import { mutates } from '@contract/api/route-def';
import { describedRoutes } from '@contract/api/route-table';
import { API } from '@contract/api/paths';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@contract/api/csrf';
import { policy } from './middleware/policy';
import { TestBrowser } from './test/browser';
import type { Harness } from './test/harness';
import { harnessPerFile } from './test/harness-per-file';
import { declaredRoutes, policiesByRoute, routesWithoutPolicy } from './test/route-walk';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

describe('createApp', () => {
  let h: Harness;
  harnessPerFile(
    (harness) => {
      h = harness;
    },
    { staticDir: '/nonexistent-spa-dir' },
  );

  it('declares a policy on every route', () => {
    expect(declaredRoutes(h.app).length).toBeGreaterThan(15);
    expect(routesWithoutPolicy(h.app)).toEqual([]);
  });

  it('the policy walk catches a route without one', () => {
    const app = new Hono().get('/declared', policy.public(), (c) => c.text('ok')).get('/forgotten', (c) => c.text('oops'));
    expect(routesWithoutPolicy(app)).toEqual(['GET /forgotten']);
  });

  it('serves every path of contract/api/paths.ts', () => {
    const keys = new Set(declaredRoutes(h.app).map((r) => r.path));
    // A path the contract names only as a prefix (imports) is served under it.
    for (const path of Object.values(API))
      expect(
        [...keys].some((key) => key === path || key.startsWith(`${path}/`)),
        path,
      ).toBe(true);
    expect(keys).toContain(`${API.resetPassword}/:token`);
    expect(policiesByRoute(h.app).get(`POST ${API.actAs}`)).toBe('can:admin.actAsSeller');
    expect(policiesByRoute(h.app).get(`GET ${API.adminCompanies}`)).toBe('can:admin.actAsSeller');
  });

  describe('CSRF on every mutating API route', () => {
    const mutating = () => declaredRoutes(h.app).filter((r) => MUTATING.has(r.method) && r.path.startsWith('/api/'));

    it('covers every mutation the route tables describe', () => {
      const key = (route: { method: string; path: string }) => `${route.method} ${route.path}`;
      const described = describedRoutes()
        .filter((def) => mutates(def) && def.path.startsWith('/api/'))
        .map(key)
        .sort();
      expect(described.length).toBeGreaterThan(45);
      expect(mutating().map(key).sort()).toEqual(described);
    });

    const refusals: [string, Record<string, string>][] = [
      ['no CSRF header', { origin: 'http://localhost' }],
      ['a wrong CSRF value', { [CSRF_HEADER]: '0', origin: 'http://localhost' }],
      ['a foreign Origin', { [CSRF_HEADER]: CSRF_HEADER_VALUE, origin: 'https://evil.example' }],
      ['an Origin that only starts like ours', { [CSRF_HEADER]: CSRF_HEADER_VALUE, origin: 'http://localhost.evil.example' }],
      ['an Origin equal to a hostile Host', { [CSRF_HEADER]: CSRF_HEADER_VALUE, host: 'evil.example', origin: 'http://evil.example' }],
      ['no Origin and cross-site fetch metadata', { [CSRF_HEADER]: CSRF_HEADER_VALUE, 'sec-fetch-site': 'cross-site' }],
      ['no Origin and no fetch metadata', { [CSRF_HEADER]: CSRF_HEADER_VALUE }],
    ];

    it.each(refusals)('refuses %s with 403 csrf', async (_label, headers) => {
      const browser = new TestBrowser(h.app);
      await browser.signIn('admin@demo.tezgah.dev', true);
      for (const route of mutating()) {
        const response = await browser.send(route.method, route.path, { bare: true, headers: { ...headers, 'content-type': 'application/json' }, body: {} });
        expect({ route: route.path, status: response.status }).toEqual({ route: route.path, status: 403 });
        expect(await response.json()).toMatchObject({ code: 'csrf' });
      }
      expect((await browser.get(API.me)).status).toBe(200);
    });

    it.each([
      ['the same Origin', { origin: 'http://localhost' }],
      ['Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin' }],
    ])('lets the header with %s through', async (_label, headers) => {
      const browser = new TestBrowser(h.app);
      for (const route of mutating()) {
        const response = await browser.send(route.method, route.path, { bare: true, headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE, ...headers }, body: {} });
        expect(response.status).not.toBe(403);
      }
    });
  });

  it('echoes a well-formed X-Request-Id and makes one otherwise', async () => {
    const echoed = await h.app.request('/healthz', { headers: { 'x-request-id': 'abc-123' } });
    expect(echoed.headers.get('x-request-id')).toBe('abc-123');
    const made = await h.app.request('/healthz', { headers: { 'x-request-id': 'bad id\n' } });
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('passes the request id downstream', async () => {
    h.downstreamRequests.length = 0;
    await new TestBrowser(h.app).post(API.forgotPassword, { email: 'li@demo.tezgah.dev' }, { headers: { 'x-request-id': 'trace-me' } });
    expect(h.downstreamRequests[0]!.request.headers.get('x-request-id')).toBe('trace-me');
  });

  it('sends neither browser cookies nor the CSRF header downstream', async () => {
    h.downstreamRequests.length = 0;
    const browser = new TestBrowser(h.app);
    await browser.signIn('ayse@demo.tezgah.dev');
    await browser.get(API.me, { headers: { authorization: 'Bearer from-the-browser' } });
    expect(h.downstreamRequests.length).toBeGreaterThan(3);
    for (const { request } of h.downstreamRequests) {
      expect(request.headers.get('cookie')).toBeNull();
      expect(request.headers.get(CSRF_HEADER)).toBeNull();
      expect(request.headers.get('origin')).toBeNull();
      expect(request.headers.get('authorization') ?? '').not.toContain('from-the-browser');
    }
  });

  it('answers unknown paths and bad JSON with the error shape', async () => {
    expect(await (await h.app.request('/api/nothing-here')).json()).toEqual({ code: 'notFound', message: 'No data was found.' });
    const browser = new TestBrowser(h.app);
    const response = await browser.send('POST', API.loginUser, { headers: { 'content-type': 'application/json' }, body: undefined });
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe('validation');
    const huge = await browser.post(API.loginUser, { email: 'a'.repeat(70_000), password: 'x' });
    expect(huge.status).toBe(413);
    expect((await huge.json()).code).toBe('validation');
  });
});
