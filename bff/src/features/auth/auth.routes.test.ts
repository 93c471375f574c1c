import { API } from '@contract/api/paths';
import { ERROR_MESSAGES } from '@contract/errors';
import { AUTH_ROUTES } from '@contract/auth/auth.routes';
import { TestBrowser } from '../../test/browser';
import type { Harness } from '../../test/harness';
import { harnessPerFile } from '../../test/harness-per-file';

const AYSE = 'ayse@demo.tezgah.dev';
const ADMIN = 'admin@demo.tezgah.dev';

let h: Harness;
harnessPerFile((harness) => {
  h = harness;
});

describe('sign-in', () => {
  let browser: TestBrowser;
  beforeEach(() => {
    browser = new TestBrowser(h.app);
  });

  it('signs a seller in: UserInfo and an access token, and an httpOnly SameSite=Lax session cookie', async () => {
    const response = await browser.call(AUTH_ROUTES.loginUser, { body: { email: ' Ayse@demo.tezgah.dev ', password: 'Tezgah2026!' } });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual(['accessToken', 'user']);
    expect(body.user).toMatchObject({
      id: 'usr-ayse',
      userRole: 'user',
      companyId: 1001,
      companyCountry: 'TR',
      flags: { productValidation: true, version2: false },
      actingAdmin: null,
    });
    const cookie = response.headers.getSetCookie()[0]!;
    expect(cookie).toMatch(/^tezgah\.sid=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax$/);
  });

  it('keeps realms apart: staff sign in on the staff page only, sellers on the seller page only', async () => {
    expect((await browser.call(AUTH_ROUTES.loginUser, { body: { email: ADMIN, password: 'Tezgah2026!' } })).status).toBe(401);
    expect((await browser.call(AUTH_ROUTES.loginAdmin, { body: { email: AYSE, password: 'Tezgah2026!' } })).status).toBe(401);
    const admin = await browser.signIn(ADMIN, true);
    expect(admin.user).toMatchObject({ userRole: 'admin', companyId: null, securityGroups: ['CurrencyRateList', 'CurrencyRateEdit'] });
    const editor = await browser.signIn('editor@demo.tezgah.dev', true);
    expect(editor.user.userRole).toBe('editor');
  });

  it('checks the form with the contract schema', async () => {
    const response = await browser.call(AUTH_ROUTES.loginUser, { json: { email: 'not-an-email' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'validation',
      message: ERROR_MESSAGES.validation,
      fields: { email: 'validation.emailInvalid', password: 'validation.passwordRequired' },
    });
    expect((await browser.call(AUTH_ROUTES.loginUser, { headers: { 'content-type': 'application/json' } })).status).toBe(400);
  });

  it('answers an unknown e-mail exactly like a wrong password, through the same downstream call', async () => {
    const before = h.downstreamRequests.length;
    const wrong = await browser.call(AUTH_ROUTES.loginUser, { body: { email: AYSE, password: 'Wrong-pass1' } });
    const afterWrong = h.downstreamRequests.length;
    const unknown = await browser.call(AUTH_ROUTES.loginUser, { body: { email: 'nobody@demo.tezgah.dev', password: 'Wrong-pass1' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toEqual(await wrong.json());
    expect(h.downstreamRequests.length - afterWrong).toBe(afterWrong - before);
    expect(wrong.headers.getSetCookie()).toEqual([]);
  });

  it('rotates the session id at sign-in and kills the previous one', async () => {
    await browser.signIn(AYSE);
    const first = browser.cookieHeader;
    await browser.signIn('omar@demo.tezgah.dev');
    expect(browser.cookieHeader).not.toBe(first);
    const stale = await h.app.request(API.me, { headers: { cookie: first } });
    expect(stale.status).toBe(401);
    expect((await (await browser.call(AUTH_ROUTES.me)).json()).user.id).toBe('usr-omar');
  });
});

describe('sign-in limits', () => {
  it('refuses the 6th try on an account within the window with 429 and Retry-After, alike for unknown e-mails', async () => {
    const browser = new TestBrowser(h.app);
    for (const email of [AYSE, 'ghost@demo.tezgah.dev']) {
      for (let i = 0; i < 5; i += 1) expect((await browser.call(AUTH_ROUTES.loginUser, { body: { email, password: 'Wrong-pass1' } })).status).toBe(401);
    }
    const known = await browser.call(AUTH_ROUTES.loginUser, { body: { email: AYSE, password: 'Tezgah2026!' } });
    const unknown = await browser.call(AUTH_ROUTES.loginUser, { body: { email: 'ghost@demo.tezgah.dev', password: 'Tezgah2026!' } });
    for (const response of [known, unknown]) {
      expect(response.status).toBe(429);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(await known.json()).toEqual({ code: 'tooManyAttempts', message: ERROR_MESSAGES.tooManyAttempts });
    expect(await unknown.json()).toEqual({ code: 'tooManyAttempts', message: ERROR_MESSAGES.tooManyAttempts });
    expect(known.headers.get('retry-after')).toBe(unknown.headers.get('retry-after'));
    h.clock.advance(15 * 60_000);
    expect((await browser.call(AUTH_ROUTES.loginUser, { body: { email: AYSE, password: 'Tezgah2026!' } })).status).toBe(200);
  });

  const from = (ip: string) => ({ headers: { 'x-forwarded-for': `198.51.100.1, ${ip}` } });

  it("counts failures per account and IP: an office's 20 failures lock neither a colleague nor staff out behind the same IP", async () => {
    await h.reset({ env: { TRUST_PROXY: 'true' } });
    const browser = new TestBrowser(h.app);
    const office = from('203.0.113.9');
    for (const email of ['temp1@example.test', 'temp2@example.test', 'temp3@example.test', AYSE]) {
      for (let i = 0; i < 5; i += 1)
        expect((await browser.call(AUTH_ROUTES.loginUser, { ...office, body: { email, password: 'Wrong-pass1' } })).status).toBe(401);
    }
    expect((await browser.call(AUTH_ROUTES.loginUser, { ...office, body: { email: AYSE, password: 'Tezgah2026!' } })).status).toBe(429);
    expect(
      (await new TestBrowser(h.app).call(AUTH_ROUTES.loginUser, { ...office, body: { email: 'omar@demo.tezgah.dev', password: 'Tezgah2026!' } })).status,
    ).toBe(200);
    expect((await new TestBrowser(h.app).call(AUTH_ROUTES.loginAdmin, { ...office, body: { email: ADMIN, password: 'Tezgah2026!' } })).status).toBe(200);
    expect((await new TestBrowser(h.app).call(AUTH_ROUTES.loginUser, { ...from('203.0.113.10'), body: { email: AYSE, password: 'Tezgah2026!' } })).status).toBe(
      200,
    );
  });

  it('stops a spray across accounts at the per-IP ceiling (X-Forwarded-For trusted only with TRUST_PROXY)', async () => {
    await h.reset({ env: { TRUST_PROXY: 'true', LOGIN_MAX_PER_IP: '12' } });
    const browser = new TestBrowser(h.app);
    for (let i = 0; i < 12; i += 1)
      await browser.call(AUTH_ROUTES.loginUser, { ...from('203.0.113.9'), body: { email: `someone${i}@example.test`, password: 'x' } });
    expect((await browser.call(AUTH_ROUTES.loginUser, { ...from('203.0.113.9'), body: { email: AYSE, password: 'Tezgah2026!' } })).status).toBe(429);
    expect((await browser.call(AUTH_ROUTES.loginUser, { ...from('203.0.113.10'), body: { email: AYSE, password: 'Tezgah2026!' } })).status).toBe(200);
  });
});

describe('registration', () => {
  let browser: TestBrowser;
  beforeEach(() => {
    browser = new TestBrowser(h.app);
  });

  it('creates a seller with an empty company and signs them in', async () => {
    const response = await browser.call(AUTH_ROUTES.register, { body: { name: 'Zeynep Ak', email: 'zeynep@example.test', password: 'Strong-pass1' } });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.user).toMatchObject({ userRole: 'user', email: 'zeynep@example.test', first_name: 'Zeynep' });
    expect(typeof body.accessToken).toBe('string');
    expect((await browser.call(AUTH_ROUTES.me)).status).toBe(200);
  });

  it("says 'Please enter your name.' without a name", async () => {
    const response = await browser.call(AUTH_ROUTES.register, { body: { name: ' ', email: 'zeynep@example.test', password: 'Strong-pass1' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'nameRequired', message: 'Please enter your name.', fields: { name: 'validation.nameRequired' } });
  });

  it("says 'This email is already in use.' for a taken e-mail", async () => {
    const response = await browser.call(AUTH_ROUTES.register, { body: { name: 'Ayşe', email: AYSE, password: 'Strong-pass1' } });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: 'emailInUse', message: 'This email is already in use.', fields: { email: 'errors.emailInUse' } });
  });

  it('applies the password rules', async () => {
    const response = await browser.call(AUTH_ROUTES.register, { body: { name: 'Z', email: 'z@example.test', password: 'weak' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'validation', fields: { password: 'validation.passwordRules' } });
  });
});

describe('session cookie over https', () => {
  it('is __Host-tezgah.sid and Secure when PUBLIC_ORIGIN is https', async () => {
    await h.reset({ env: { PUBLIC_ORIGIN: 'https://portal.example.com' } });
    const browser = new TestBrowser(h.app, 'https://portal.example.com');
    const response = await browser.call(AUTH_ROUTES.loginUser, { body: { email: AYSE, password: 'Tezgah2026!' } });
    expect(response.headers.getSetCookie()[0]).toMatch(/^__Host-tezgah\.sid=[\w-]{43}; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    expect((await browser.call(AUTH_ROUTES.me)).status).toBe(200);
  });

  it('ignores X-Forwarded-Proto, even with TRUST_PROXY: PUBLIC_ORIGIN alone decides', async () => {
    await h.reset({ env: { TRUST_PROXY: 'true' } });
    const answer = await new TestBrowser(h.app).call(AUTH_ROUTES.loginUser, {
      headers: { 'x-forwarded-proto': 'https' },
      body: { email: AYSE, password: 'Tezgah2026!' },
    });
    expect(answer.headers.getSetCookie()[0]).toMatch(/^tezgah\.sid=/);
    expect(answer.headers.getSetCookie()[0]).not.toContain('Secure');
  });
});
