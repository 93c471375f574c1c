/** GET me while a service behind the user info is down: the session is the BFF's, so it is never answered as lost. */
import type { MeResponse } from '@contract/api/session';
import { AUTH_ROUTES } from '@contract/auth/auth.routes';
import type { TestBrowser } from '../../test/browser';
import type { Harness } from '../../test/harness';
import { harnessPerFile } from '../../test/harness-per-file';

describe('me with a service down', () => {
  let h: Harness;
  let browser: TestBrowser;
  harnessPerFile((harness, made) => {
    h = harness;
    browser = made;
  });

  const me = async () => {
    const response = await browser.call(AUTH_ROUTES.me);
    return { status: response.status, body: (await response.json()) as MeResponse };
  };

  it('signs in while the marketplace is down: the counts are the marketplace’s, the rest is identity’s', async () => {
    await h.outages.control.marketplace.down(1001);
    const signedIn = await browser.call(AUTH_ROUTES.loginUser, { body: { email: 'ayse@demo.tezgah.dev', password: 'Tezgah2026!' } });
    expect(signedIn.status).toBe(200);
    expect(((await signedIn.json()) as { user: { companyId: number } }).user.companyId).toBe(1001);
    expect(await me()).toMatchObject({ status: 200, body: { countsUnavailable: true } });
    await h.outages.control.marketplace.up(1001);
  });

  it('answers the session’s user info with the counts marked unavailable while the marketplace is down, fresh again after', async () => {
    await browser.signIn('ayse@demo.tezgah.dev');
    const before = await me();
    expect(before).toMatchObject({ status: 200, body: { user: { id: 'usr-ayse', companyId: 1001 } } });
    expect(before.body.countsUnavailable).toBeUndefined();

    await h.outages.control.marketplace.down(1001);
    const during = await me();
    expect(during).toEqual({ status: 200, body: { user: before.body.user, countsUnavailable: true } });

    await h.outages.control.marketplace.up(1001);
    h.sandbox.world.counts[1001]!.claims = 55;
    const after = await me();
    expect(after.status).toBe(200);
    expect(after.body.countsUnavailable).toBeUndefined();
    expect(after.body.user.counts.claims).toBe(55);
  });

  it('answers the same while the identity service refuses every connection, for staff acting as a seller too', async () => {
    await browser.signIn('admin@demo.tezgah.dev', true);
    const acting = await browser.actAs(1002);
    await h.outages.control.identity.down();
    expect(await me()).toEqual({ status: 200, body: { user: acting.user, countsUnavailable: true } });
  });

  it('still ends the session of a user the identity service no longer knows, and answers 401 without a session', async () => {
    expect((await me()).status).toBe(401);
    await browser.signIn('li@demo.tezgah.dev');
    await h.outages.control.marketplace.down();
    h.sandbox.world.users.splice(
      h.sandbox.world.users.findIndex((user) => user.id === 'usr-li'),
      1,
    );
    expect(await me()).toMatchObject({ status: 401, body: { code: 'unauthenticated' } });
    expect(browser.cookies.size).toBe(0);
  });
});
