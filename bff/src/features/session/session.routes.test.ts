import { API } from '@contract/api/paths';
import { ACCESS_TOKEN_SECONDS } from '@contract/constants';
import { ERROR_MESSAGES } from '@contract/errors';
import { AUTH_ROUTES } from '@contract/auth/auth.routes';
import { TestBrowser } from '../../test/browser';
import type { Harness } from '../../test/harness';
import { harnessPerFile } from '../../test/harness-per-file';

describe('me, refresh-token and logout', () => {
  let h: Harness;
  let browser: TestBrowser;
  harnessPerFile((harness, made) => {
    h = harness;
    browser = made;
  });

  it('me answers the fresh UserInfo, 401 unauthenticated without a session', async () => {
    expect(await (await browser.call(AUTH_ROUTES.me)).json()).toEqual({ code: 'unauthenticated', message: ERROR_MESSAGES.unauthenticated });
    await browser.signIn('omar@demo.tezgah.dev');
    h.sandbox.world.counts[1002]!.claims = 77;
    const response = await browser.call(AUTH_ROUTES.me);
    expect(response.status).toBe(200);
    const { user } = await response.json();
    expect(user).toMatchObject({ id: 'usr-omar', companyId: 1002, flags: { version2: true, productValidation: false } });
    expect(user.counts.claims).toBe(77);
  });

  it('ends the session of a user the identity service no longer knows', async () => {
    await browser.signIn('li@demo.tezgah.dev');
    const index = h.sandbox.world.users.findIndex((u) => u.id === 'usr-li');
    h.sandbox.world.users.splice(index, 1);
    const response = await browser.call(AUTH_ROUTES.me);
    expect(response.status).toBe(401);
    expect((await response.json()).code).toBe('unauthenticated');
    expect(browser.cookies.size).toBe(0);
  });

  it('refresh-token answers userData and a new access token when cookie and token belong together', async () => {
    const { accessToken } = await browser.signIn('ayse@demo.tezgah.dev');
    h.clock.advance(1000);
    const response = await browser.call(AUTH_ROUTES.refreshToken, { json: { accessToken } });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual(['accessToken', 'userData']);
    expect(body.userData.id).toBe('usr-ayse');
    expect(body.accessToken).not.toBe(accessToken);
  });

  it("refuses with 401 'Invalid access token' when they do not belong together", async () => {
    const invalid = { code: 'invalidAccessToken', message: 'Invalid access token' };
    const { accessToken } = await browser.signIn('ayse@demo.tezgah.dev');
    const other = new TestBrowser(h.app);
    const { accessToken: othersToken } = await other.signIn('omar@demo.tezgah.dev');

    const crossed = await browser.call(AUTH_ROUTES.refreshToken, { json: { accessToken: othersToken } });
    expect(crossed.status).toBe(401);
    expect(await crossed.json()).toEqual(invalid);
    expect(await (await browser.call(AUTH_ROUTES.refreshToken, { json: {} })).json()).toEqual(invalid);
    const noCookie = await new TestBrowser(h.app).call(AUTH_ROUTES.refreshToken, { json: { accessToken } });
    expect(noCookie.status).toBe(401);
    expect(await noCookie.json()).toEqual(invalid);

    h.clock.advance(ACCESS_TOKEN_SECONDS * 1000);
    expect((await browser.call(AUTH_ROUTES.refreshToken, { json: { accessToken } })).status).toBe(401);
  });

  it('logout destroys the session server-side and clears the cookie', async () => {
    await browser.signIn('ayse@demo.tezgah.dev');
    const stolen = browser.cookieHeader;
    const response = await browser.call(AUTH_ROUTES.logout);
    expect(response.status).toBe(204);
    expect(response.headers.getSetCookie()[0]).toMatch(/^tezgah\.sid=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax/);
    expect(browser.cookies.size).toBe(0);
    expect((await h.app.request(API.me, { headers: { cookie: stolen } })).status).toBe(401);
    expect((await browser.call(AUTH_ROUTES.logout)).status).toBe(204);
  });

  it('ends a session after 30 idle minutes, without a Set-Cookie that could erase a newer session', async () => {
    await browser.signIn('ayse@demo.tezgah.dev');
    h.clock.advance(29 * 60_000);
    expect((await browser.call(AUTH_ROUTES.me)).status).toBe(200);
    h.clock.advance(30 * 60_000);
    const response = await browser.call(AUTH_ROUTES.me);
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('ends a session 12 hours after sign-in however active', async () => {
    await browser.signIn('ayse@demo.tezgah.dev');
    for (let minutes = 0; minutes < 12 * 60 - 20; minutes += 20) {
      h.clock.advance(20 * 60_000);
      expect((await browser.call(AUTH_ROUTES.me)).status).toBe(200);
    }
    h.clock.advance(20 * 60_000);
    expect((await browser.call(AUTH_ROUTES.me)).status).toBe(401);
  });
});
