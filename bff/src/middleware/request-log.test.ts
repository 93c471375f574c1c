import { API } from '@contract/api/paths';
import { AUTH_ROUTES } from '@contract/auth/auth.routes';
import { TestBrowser } from '../test/browser';
import type { Harness } from '../test/harness';
import { harnessPerFile } from '../test/harness-per-file';

describe('request log', () => {
  let h: Harness;
  harnessPerFile((harness) => {
    h = harness;
  });

  it('writes one line per request with id, method, path, status and ms, and nothing secret', async () => {
    const browser = new TestBrowser(h.app);
    const { accessToken } = await browser.signIn('ayse@demo.tezgah.dev');
    await browser.call(AUTH_ROUTES.refreshToken, { json: { accessToken } });
    await browser.call(AUTH_ROUTES.loginUser, { body: { email: 'ayse@demo.tezgah.dev', password: 'Wrong-secret-9' } });
    await browser.call(AUTH_ROUTES.me, { search: 'token=query-secret', headers: { 'x-request-id': 'req-42' } });

    expect(h.logs).toHaveLength(4);
    for (const line of h.logs) {
      expect(Object.keys(line).sort()).toEqual(['id', 'level', 'method', 'ms', 'path', 'status']);
      expect(typeof line.ms).toBe('number');
    }
    expect(h.logs[3]).toMatchObject({ id: 'req-42', method: 'GET', path: API.me, status: 200, level: 'info' });
    const text = JSON.stringify(h.logs);
    for (const secret of ['Tezgah2026!', 'Wrong-secret-9', accessToken, browser.cookies.get('tezgah.sid')!, 'query-secret']) {
      expect(text).not.toContain(secret);
    }
  });

  it('logs unexpected errors as error lines without request data', async () => {
    h.store.get = () => Promise.reject(new Error('store exploded'));
    const response = await h.app.request(API.me, { headers: { cookie: `tezgah.sid=${'a'.repeat(43)}` } });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ code: 'generic', message: 'An error occurred. Please try-again.' });
    expect(h.logs.map((l) => l.level)).toEqual(['error', 'error']);
    expect(h.logs[0]!.message).toBe('store exploded');
    expect(JSON.stringify(h.logs)).not.toContain('a'.repeat(43));
  });
});
