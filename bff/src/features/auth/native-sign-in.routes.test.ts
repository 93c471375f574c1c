import { AUTH_ROUTES } from '@contract/auth/auth.routes';
import { DEMO_PASSWORD } from '@mocks/world/demo-accounts';
import { ORIGIN } from '../../test/browser';
import type { TestBrowser } from '../../test/browser';
import type { Harness } from '../../test/harness';
import { harnessPerFile, tempDirPerFile } from '../../test/harness-per-file';

const AYSE = 'ayse@demo.tezgah.dev';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('the sign-in form posted without script', () => {
  let h: Harness;
  let browser: TestBrowser;
  harnessPerFile(
    (harness, made) => {
      h = harness;
      browser = made;
    },
    { staticDir: tempDirPerFile('tezgah-native-sign-in-') },
  );

  /** A form post as a browser sends it: urlencoded, with the page's Origin (or the headers given). */
  const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = { origin: ORIGIN }) =>
    browser.send('POST', path, { bare: true, bytes: new TextEncoder().encode(new URLSearchParams(fields).toString()), headers: { ...FORM, ...headers } });

  it('signs in with the same rules and sees the home page (303), the session usable by the SPA', async () => {
    const response = await post('/login', { email: ' Ayse@demo.tezgah.dev ', password: DEMO_PASSWORD });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
    expect(browser.cookies.size).toBe(1);
    const me = await browser.call(AUTH_ROUTES.me);
    expect((await me.json()).user.id).toBe('usr-ayse');
  });

  it("sends staff to their home from the staff form, and refuses them on the seller's", async () => {
    const staff = await post('/admin/login', { email: 'admin@demo.tezgah.dev', password: DEMO_PASSWORD });
    expect(staff.headers.get('location')).toBe('/admin/companies');
    const seller = await post('/login', { email: 'admin@demo.tezgah.dev', password: DEMO_PASSWORD });
    expect(seller.status).toBe(303);
    expect(seller.headers.get('location')).toMatch(/^\/login\?error=\w+$/);
  });

  it('answers a wrong password with the form and its code, and a form missing a field with validation', async () => {
    const wrong = await post('/login', { email: AYSE, password: 'Wrong-password-1' });
    expect(wrong.status).toBe(303);
    expect(wrong.headers.get('location')).toBe('/login?error=invalidCredentials');
    expect(browser.cookies.size).toBe(0);
    expect((await post('/admin/login', { email: AYSE })).headers.get('location')).toBe('/admin/login?error=validation');
  });

  it('takes the post of a page opened with a trailing slash (/login/, /admin/login/), answering with the form without it', async () => {
    const wrong = await post('/login/', { email: AYSE, password: 'Wrong-password-1' });
    expect([wrong.status, wrong.headers.get('location')]).toEqual([303, '/login?error=invalidCredentials']);
    const staff = await post('/admin/login/', { email: 'admin@demo.tezgah.dev', password: DEMO_PASSWORD });
    expect(staff.status).toBe(303);
    expect(staff.headers.get('location')).not.toMatch(/error=/);
  });

  it("lands on the page's next when the role may open it, else home; an open redirect goes home; a failure keeps next", async () => {
    const signedIn = async (next: string) =>
      (await post(`/login?next=${encodeURIComponent(next)}`, { email: AYSE, password: DEMO_PASSWORD })).headers.get('location');
    expect(await signedIn('/orders')).toBe('/orders');
    expect(await signedIn('/admin/companies')).toBe('/');
    for (const next of ['//evil.example', 'https://evil.example', '/\\evil']) expect(await signedIn(next)).toBe('/');
    const wrong = await post('/login?next=%2Forders', { email: AYSE, password: 'Wrong-password-1' });
    expect(wrong.headers.get('location')).toBe('/login?error=invalidCredentials&next=%2Forders');
  });

  it('refuses a post from another origin, or one that does not say where it comes from, and signs no one in', async () => {
    const foreign: Record<string, string>[] = [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }, {}];
    for (const headers of foreign) {
      const response = await post('/login', { email: AYSE, password: DEMO_PASSWORD }, headers);
      expect(response.status).toBe(403);
      expect((await response.json()).code).toBe('csrf');
    }
    expect(browser.cookies.size).toBe(0);
    expect((await post('/login', { email: AYSE, password: DEMO_PASSWORD }, { 'sec-fetch-site': 'same-origin' })).headers.get('location')).toBe('/');
  });

  it('counts its failures in the same brute-force limit as the JSON sign-in', async () => {
    const limit = h.config.loginMaxPerAccount;
    for (let attempt = 0; attempt < limit; attempt += 1) {
      expect((await post('/login', { email: AYSE, password: `Wrong-${attempt}` })).headers.get('location')).toBe('/login?error=invalidCredentials');
    }
    expect((await post('/login', { email: AYSE, password: DEMO_PASSWORD })).headers.get('location')).toBe('/login?error=tooManyAttempts');
    expect((await browser.call(AUTH_ROUTES.loginUser, { body: { email: AYSE, password: DEMO_PASSWORD } })).status).toBe(429);
  });
});
