import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ME_ELEMENT_ID, ROUTE_PRELOADS_FILE, type RoutePreloads } from '@contract/api/page-data';
import type { MeResponse } from '@contract/api/session';
import { AUTH_ROUTES } from '@contract/auth/auth.routes';
import { TestBrowser } from '../../test/browser';
import type { Harness } from '../../test/harness';
import { harnessPerFile, tempDirPerFile } from '../../test/harness-per-file';

const INDEX = '<!doctype html><html><head><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>';
const PRELOADS: RoutePreloads = { signedIn: ['/assets/signed-in.js'], screens: { orders: ['/assets/orders.js'], orderDetail: ['/assets/order-detail.js'] } };
const ELEMENT = new RegExp(`<script type="application/json" id="${ME_ELEMENT_ID}">([^<]*)</script>`);

/** The user written into a page, or null when it has none. */
function inlined(html: string): MeResponse | null {
  const text = ELEMENT.exec(html)?.[1];
  return text === undefined ? null : (JSON.parse(text) as MeResponse);
}

describe('index.html for a session', () => {
  const dir = tempDirPerFile('tezgah-page-');
  let h: Harness;
  let browser: TestBrowser;
  beforeAll(async () => {
    await writeFile(join(dir, 'index.html'), INDEX);
    await writeFile(join(dir, ROUTE_PRELOADS_FILE), JSON.stringify(PRELOADS));
  });
  harnessPerFile(
    (harness, made) => {
      h = harness;
      browser = made;
    },
    { staticDir: dir },
  );

  it('writes no data into the page without a session, and leaves it revalidated', async () => {
    for (const path of ['/', '/orders', '/login']) {
      const response = await browser.get(path);
      const html = await response.text();
      expect(html).toBe(INDEX);
      expect(html).not.toContain(ME_ELEMENT_ID);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('vary')).toMatch(/cookie/i);
    }
  });

  it("writes what GET me answers for the session's own user, never stored, varying by cookie", async () => {
    await browser.signIn('omar@demo.tezgah.dev');
    const me = await (await browser.call(AUTH_ROUTES.me)).json();
    for (const path of ['/', '/orders', '/index.html']) {
      const response = await browser.get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(inlined(await response.text())).toEqual(me);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('vary')).toMatch(/cookie/i);
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(response.headers.get('content-security-policy')).not.toContain('unsafe-inline');
    }
  });

  it("never writes another user's data: each browser's page holds its own user", async () => {
    const other = new TestBrowser(h.app);
    await browser.signIn('omar@demo.tezgah.dev');
    await other.signIn('li@demo.tezgah.dev');
    const omars = await (await browser.get('/orders')).text();
    const lis = await (await other.get('/orders')).text();
    expect(inlined(omars)?.user.id).toBe('usr-omar');
    expect(inlined(lis)?.user.id).toBe('usr-li');
    expect(omars).not.toMatch(/Li|Wei|usr-li/);
    expect(lis).not.toMatch(/Omar|Haddad|usr-omar/);
  });

  it('keeps a company name with </script> inside the data element, and reads it back', async () => {
    const company = h.sandbox.world.companies.find((entry) => entry.id === 1002)!;
    company.name = '</script><script src="/evil.js"></script><!-- \u2028';
    await browser.signIn('omar@demo.tezgah.dev');
    const html = await (await browser.get('/')).text();
    expect(html).not.toContain('evil.js"');
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(inlined(html)?.user.companyName).toBe(company.name);
  });

  it("hints the signed-in part and the route's screen, compressed when asked", async () => {
    await browser.signIn('omar@demo.tezgah.dev');
    const html = await (await browser.get('/orders/123')).text();
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/signed-in.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/order-detail.js">');
    expect(html).not.toContain('href="/assets/orders.js"');
    const compressed = await browser.get('/orders', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(compressed.headers.get('vary')).toMatch(/accept-encoding/i);
  });

  it('serves the plain page, and ends the session, for a user the identity service no longer knows', async () => {
    await browser.signIn('li@demo.tezgah.dev');
    h.sandbox.world.users.splice(
      h.sandbox.world.users.findIndex((user) => user.id === 'usr-li'),
      1,
    );
    expect(await (await browser.get('/')).text()).toBe(INDEX);
    expect(browser.cookies.size).toBe(0);
  });
});
