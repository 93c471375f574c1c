import { API } from '@contract/api/paths';
import type { CompanyListResponse, LoginResponse } from '@contract/api/session';
import { ADMIN_ROUTES } from '@contract/api/admin.routes';
import { AUTH_ROUTES } from '@contract/auth/auth.routes';
import { TestBrowser } from '../../test/browser';
import type { Harness } from '../../test/harness';
import { harnessPerFile } from '../../test/harness-per-file';

let h: Harness;
harnessPerFile((harness) => {
  h = harness;
});

describe('admin companies', () => {
  it('pages through companies with their owners, for admins only', async () => {
    const admin = new TestBrowser(h.app);
    await admin.signIn('support@demo.tezgah.dev', true);
    const first = (await (await admin.call(ADMIN_ROUTES.companies, { search: 'page=1&pageSize=2' })).json()) as CompanyListResponse;
    expect(first.total).toBe(h.sandbox.world.companies.length);
    expect(first.items).toEqual([
      { id: 1001, name: 'Anadolu Tekstil', country: 'TR', isOneClickMerchant: false, ownerEmail: 'ayse@demo.tezgah.dev' },
      { id: 1002, name: 'Gulf Home Goods', country: 'AE', isOneClickMerchant: false, ownerEmail: 'omar@demo.tezgah.dev' },
    ]);
    const second = (await (await admin.call(ADMIN_ROUTES.companies, { search: 'page=2&pageSize=2' })).json()) as CompanyListResponse;
    expect(second.items[0]!.id).toBe(1003);
    const found = (await (await admin.call(ADMIN_ROUTES.companies, { search: 'q=oneclick' })).json()) as CompanyListResponse;
    expect(found.items.map((c) => c.id)).toEqual([1003]);

    const seller = new TestBrowser(h.app);
    await seller.signIn('ayse@demo.tezgah.dev');
    expect((await seller.call(ADMIN_ROUTES.companies)).status).toBe(403);
  });
});

describe('act-as and back', () => {
  let browser: TestBrowser;
  beforeEach(async () => {
    browser = new TestBrowser(h.app);
    await browser.signIn('admin@demo.tezgah.dev', true);
  });

  it("acts as the company's owner under a new session id, with the admin behind it", async () => {
    const adminCookie = browser.cookieHeader;
    const response = await browser.call(ADMIN_ROUTES.actAs, { body: { companyId: 1001 } });
    expect(response.status).toBe(200);
    const { user, accessToken } = (await response.json()) as LoginResponse;
    expect(typeof accessToken).toBe('string');
    expect(user).toMatchObject({
      id: 'usr-ayse',
      userRole: 'adminAsUser',
      companyId: 1001,
      actingAdmin: { name: 'Deniz Kaya', email: 'admin@demo.tezgah.dev' },
    });
    expect(browser.cookieHeader).not.toBe(adminCookie);
    expect((await h.app.request(API.me, { headers: { cookie: adminCookie } })).status).toBe(401);
    expect((await (await browser.call(AUTH_ROUTES.me)).json()).user.userRole).toBe('adminAsUser');
  });

  it('calls downstream as the seller with the admin as actor', async () => {
    await browser.call(ADMIN_ROUTES.actAs, { body: { companyId: 1002 } });
    h.claims.length = 0;
    await browser.call(AUTH_ROUTES.me);
    const counts = h.claims.find((c) => c.service === 'marketplace');
    expect(counts?.payload).toMatchObject({ aud: 'marketplace', sub: 'usr-omar', company_id: 1002, role: 'seller', act: { sub: 'usr-admin' } });
  });

  it('goes back to admin under a new session id', async () => {
    await browser.call(ADMIN_ROUTES.actAs, { body: { companyId: 1003 } });
    const actingCookie = browser.cookieHeader;
    const response = await browser.call(ADMIN_ROUTES.back);
    expect(response.status).toBe(200);
    const { user } = (await response.json()) as LoginResponse;
    expect(user).toMatchObject({ id: 'usr-admin', userRole: 'admin', actingAdmin: null });
    expect(browser.cookieHeader).not.toBe(actingCookie);
    expect((await h.app.request(API.me, { headers: { cookie: actingCookie } })).status).toBe(401);
    const again = await browser.call(ADMIN_ROUTES.back);
    expect(again.status).toBe(409);
    expect((await again.json()).code).toBe('notActingAsSeller');
  });

  it('keeps the sign-in time: switching never extends the absolute lifetime', async () => {
    for (let hour = 0; hour < 11; hour += 1) {
      h.clock.advance(20 * 60_000);
      await browser.call(AUTH_ROUTES.me);
      h.clock.advance(20 * 60_000);
      await browser.call(AUTH_ROUTES.me);
      h.clock.advance(20 * 60_000);
      await browser.call(AUTH_ROUTES.me);
    }
    expect((await browser.call(ADMIN_ROUTES.actAs, { body: { companyId: 1001 } })).status).toBe(200);
    h.clock.advance(20 * 60_000);
    expect((await browser.call(AUTH_ROUTES.me)).status).toBe(200);
    h.clock.advance(20 * 60_000);
    expect((await browser.call(AUTH_ROUTES.me)).status).toBe(200);
    h.clock.advance(20 * 60_000);
    expect((await browser.call(AUTH_ROUTES.me)).status).toBe(401);
  });

  it('checks the body and the company', async () => {
    expect((await browser.call(ADMIN_ROUTES.actAs, { json: { companyId: 'x' } })).status).toBe(400);
    const missing = await browser.call(ADMIN_ROUTES.actAs, { body: { companyId: 999_999 } });
    expect(missing.status).toBe(404);
    expect((await missing.json()).code).toBe('notFound');
  });

  it('is refused to sellers and to an admin already acting', async () => {
    const seller = new TestBrowser(h.app);
    await seller.signIn('ayse@demo.tezgah.dev');
    expect((await seller.call(ADMIN_ROUTES.actAs, { body: { companyId: 1002 } })).status).toBe(403);
    expect((await seller.call(ADMIN_ROUTES.back)).status).toBe(409);
    await browser.call(ADMIN_ROUTES.actAs, { body: { companyId: 1001 } });
    expect((await browser.call(ADMIN_ROUTES.actAs, { body: { companyId: 1002 } })).status).toBe(403);
  });
});
