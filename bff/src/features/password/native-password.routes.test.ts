import { AUTH_ROUTES } from '@contract/auth/auth.routes';
import { DEV_ROUTES } from '@contract/api/system.routes';
import { ORIGIN } from '../../test/browser';
import type { TestBrowser } from '../../test/browser';
import { harnessPerFile, tempDirPerFile } from '../../test/harness-per-file';

const AYSE = 'ayse@demo.tezgah.dev';
const NEW_PASSWORD = 'Brand-new-pass1';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('the forgot and reset password forms posted without script', () => {
  let browser: TestBrowser;
  harnessPerFile(
    (_harness, made) => {
      browser = made;
    },
    { staticDir: tempDirPerFile('tezgah-native-password-') },
  );

  /** A form post as a browser sends it: urlencoded, with the page's Origin (or the headers given). */
  const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = { origin: ORIGIN }) =>
    browser.send('POST', path, { bare: true, bytes: new TextEncoder().encode(new URLSearchParams(fields).toString()), headers: { ...FORM, ...headers } });
  const outbox = async (): Promise<{ link: string }[]> => (await (await browser.call(DEV_ROUTES.outbox)).json()).items;
  const tokenOfLastMail = async () => new URL((await outbox()).at(-1)!.link).searchParams.get('token')!;

  it('refuses a post from another origin, or one that does not say where it comes from, and mails nothing', async () => {
    const foreign: Record<string, string>[] = [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }, {}];
    for (const headers of foreign) {
      for (const [path, fields] of [
        ['/forgot-password', { email: AYSE }],
        ['/reset-password?token=x', { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }],
      ] as const) {
        const response = await post(path, fields, headers);
        expect(response.status).toBe(403);
        expect((await response.json()).code).toBe('csrf');
      }
    }
    expect(await outbox()).toEqual([]);
  });

  it('answers a known and an unknown e-mail alike with the sent copy, a repeat within 15 minutes with resetTimeout', async () => {
    const known = await post('/forgot-password', { email: ` ${AYSE.toUpperCase()} ` });
    const unknown = await post('/forgot-password', { email: 'nobody@example.test' }, { 'sec-fetch-site': 'same-origin' });
    for (const response of [known, unknown]) {
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/forgot-password?done=1');
    }
    expect((await outbox()).length).toBe(1);
    expect((await post('/forgot-password', { email: AYSE })).headers.get('location')).toBe('/forgot-password?error=resetTimeout');
    expect((await post('/forgot-password', { email: 'not-an-e-mail' })).headers.get('location')).toBe('/forgot-password?error=validation');
  });

  it('takes the posts of the pages opened with a trailing slash', async () => {
    expect((await post('/forgot-password/', { email: 'nobody@example.test' })).headers.get('location')).toBe('/forgot-password?done=1');
    const reset = await post('/reset-password/?token=not-a-token', { password: 'Strong-pass1', confirmPassword: 'Strong-pass1' });
    expect([reset.status, reset.headers.get('location')?.startsWith('/reset-password?')]).toEqual([303, true]);
  });

  it("sets the new password from the link's page: the changed copy, the old password gone, the token spent", async () => {
    await post('/forgot-password', { email: AYSE });
    const token = await tokenOfLastMail();
    const saved = await post(`/reset-password?token=${token}`, { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/reset-password?done=1');
    expect((await browser.call(AUTH_ROUTES.loginUser, { body: { email: AYSE, password: 'Tezgah2026!' } })).status).toBe(401);
    await browser.signIn(AYSE, false, NEW_PASSWORD);
    const again = await post(`/reset-password?token=${token}`, { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(again.headers.get('location')).toBe(`/reset-password?token=${token}&error=resetFailed`);
  });

  it('refuses a bad token with resetFailed, and a weak or mismatched password with the validation code, keeping the token', async () => {
    const bad = await post('/reset-password?token=no-such-token', { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(bad.headers.get('location')).toBe('/reset-password?token=no-such-token&error=resetFailed');
    await post('/forgot-password', { email: AYSE });
    const token = await tokenOfLastMail();
    for (const fields of [
      { password: 'weakpass', confirmPassword: 'weakpass' },
      { password: NEW_PASSWORD, confirmPassword: 'Other-pass-1' },
    ]) {
      expect((await post(`/reset-password?token=${token}`, fields)).headers.get('location')).toBe(`/reset-password?token=${token}&error=validation`);
    }
    expect((await post('/reset-password', { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).headers.get('location')).toBe(
      '/reset-password?error=validation',
    );
    expect((await (await browser.call(AUTH_ROUTES.checkResetToken, { params: { token } })).json()).valid).toBe(true);
  });
});
