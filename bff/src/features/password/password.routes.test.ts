import { API } from '@contract/api/paths';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@contract/api/csrf';
import { ERROR_MESSAGES } from '@contract/errors';
import { AUTH_ROUTES } from '@contract/auth/auth.routes';
import { DEV_ROUTES } from '@contract/api/system.routes';
import { TestBrowser } from '../../test/browser';
import type { Harness } from '../../test/harness';
import { harnessPerFile } from '../../test/harness-per-file';

const AYSE = 'ayse@demo.tezgah.dev';
const NEW_PASSWORD = 'Brand-new-pass1';

async function resetToken(h: Harness, browser: TestBrowser, email = AYSE): Promise<string> {
  expect((await browser.call(AUTH_ROUTES.forgotPassword, { body: { email } })).status).toBe(202);
  const { items } = await (await browser.call(DEV_ROUTES.outbox)).json();
  const link = new URL(items.at(-1).link);
  expect(`${link.origin}${link.pathname}`).toBe('http://localhost/reset-password');
  return link.searchParams.get('token')!;
}

describe('password reset', () => {
  let h: Harness;
  let browser: TestBrowser;
  harnessPerFile((harness, made) => {
    h = harness;
    browser = made;
  });

  it('answers 202 for known and unknown e-mails alike, and 429 resetTimeout within 15 minutes', async () => {
    const known = await browser.call(AUTH_ROUTES.forgotPassword, { body: { email: AYSE } });
    const unknown = await browser.call(AUTH_ROUTES.forgotPassword, { body: { email: 'nobody@example.test' } });
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(await known.json()).toEqual(await unknown.json());
    const again = await browser.call(AUTH_ROUTES.forgotPassword, { body: { email: AYSE } });
    expect(again.status).toBe(429);
    expect(await again.json()).toEqual({ code: 'resetTimeout', message: ERROR_MESSAGES.resetTimeout });
    h.clock.advance(15 * 60_000);
    expect((await browser.call(AUTH_ROUTES.forgotPassword, { body: { email: AYSE } })).status).toBe(202);
  });

  it('mails the link on the configured origin, whatever Host or X-Forwarded-Host a request names', async () => {
    await h.reset({ env: { TRUST_PROXY: 'true' } });
    const hostile = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', 'sec-fetch-site': 'same-origin' };
    expect(
      (
        await new TestBrowser(h.app).call(AUTH_ROUTES.forgotPassword, {
          bare: true,
          headers: { ...hostile, [CSRF_HEADER]: CSRF_HEADER_VALUE },
          body: { email: AYSE },
        })
      ).status,
    ).toBe(202);
    const { items } = await (await browser.call(DEV_ROUTES.outbox)).json();
    expect(items.at(-1).link).toMatch(/^http:\/\/localhost\/reset-password\?token=/);
  });

  it('checks the e-mail with the contract schema', async () => {
    const response = await browser.call(AUTH_ROUTES.forgotPassword, { body: { email: 'nope' } });
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toEqual({ email: 'validation.emailInvalid' });
  });

  it('checks a link, and keeps the token out of the logs', async () => {
    const token = await resetToken(h, browser);
    const valid = await (await browser.call(AUTH_ROUTES.checkResetToken, { params: { token } })).json();
    expect(valid.valid).toBe(true);
    expect(Date.parse(valid.expiresAt)).toBe(h.clock() + 15 * 60_000);
    expect((await (await browser.call(AUTH_ROUTES.checkResetToken, { params: { token: 'unknown-token' } })).json()).valid).toBe(false);
    expect(JSON.stringify(h.logs)).not.toContain(token);
    expect(h.logs.some((line) => line.path === `${API.resetPassword}/:token`)).toBe(true);
  });

  it('sets the new password and ends every session of that user', async () => {
    const phone = new TestBrowser(h.app);
    const laptop = new TestBrowser(h.app);
    const omar = new TestBrowser(h.app);
    await phone.signIn(AYSE);
    await laptop.signIn(AYSE);
    await omar.signIn('omar@demo.tezgah.dev');
    const token = await resetToken(h, browser);

    const response = await phone.call(AUTH_ROUTES.resetPassword, { body: { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD } });
    expect(response.status).toBe(204);
    expect(response.headers.getSetCookie()[0]).toMatch(/^tezgah\.sid=; Max-Age=0/);
    expect((await laptop.call(AUTH_ROUTES.me)).status).toBe(401);
    expect((await phone.call(AUTH_ROUTES.me)).status).toBe(401);
    expect((await omar.call(AUTH_ROUTES.me)).status).toBe(200);
    expect((await browser.call(AUTH_ROUTES.loginUser, { body: { email: AYSE, password: 'Tezgah2026!' } })).status).toBe(401);
    await browser.signIn(AYSE, false, NEW_PASSWORD);

    const reused = await browser.call(AUTH_ROUTES.resetPassword, { body: { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD } });
    expect(reused.status).toBe(410);
    expect(await reused.json()).toEqual({ code: 'resetFailed', message: ERROR_MESSAGES.resetFailed });
  });

  it('refuses an expired link with resetFailed', async () => {
    const token = await resetToken(h, browser);
    h.clock.advance(15 * 60_000);
    const response = await browser.call(AUTH_ROUTES.resetPassword, { body: { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD } });
    expect(response.status).toBe(410);
    expect((await response.json()).code).toBe('resetFailed');
  });

  it('checks the new password with resetPasswordSchema', async () => {
    const response = await browser.call(AUTH_ROUTES.resetPassword, { body: { token: 'x', password: 'short', confirmPassword: 'other' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'validation',
      message: ERROR_MESSAGES.validation,
      fields: { password: 'validation.passwordRules', confirmPassword: 'validation.passwordsMustMatch' },
    });
  });
});
