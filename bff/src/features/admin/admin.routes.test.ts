import { API } from '@contract/api/paths';
import type { CompanyListResponse, LoginResponse } from '@contract/api/session';
import { TestBrowser } from '../../test/browser';
import { createHarness, type Harness } from '../../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
beforeEach(() => h.reset());

describe('admin companies', () => {
  it('pages through companies with their owners, for admins only', async () => {
    const admin = new TestBrowser(h.app);
    await admin.signIn('support@demo.tezgah.dev', true);
    const first = (await (await admin.get(`${API.adminCompanies}?page=1&pageSize=2`)).json()) as CompanyListResponse;
    expect(first.total).toBe(h.sandbox.world.companies.length);
    expect(first.items).toEqual([
      { id: 1001, name: 'Anadolu Tekstil', country: 'TR', isOneClickMerchant: false, ownerEmail: 'ayse@demo.tezgah.dev' },
      { id: 1002, name: 'Gulf Home Goods', country: 'AE', isOneClickMerchant: false, ownerEmail: 'omar@demo.tezgah.dev' },
    ]);
    const second = (await (await admin.get(`${API.adminCompanies}?page=2&pageSize=2`)).json()) as CompanyListResponse;
    expect(second.items[0]!.id).toBe(1003);
    const found = (await (await admin.get(`${API.adminCompanies}?q=oneclick`)).json()) as CompanyListResponse;
    expect(found.items.map((c) => c.id)).toEqual([1003]);

    const seller = new TestBrowser(h.app);
    await seller.signIn('ayse@demo.tezgah.dev');
    expect((await seller.get(API.adminCompanies)).status).toBe(403);
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
    const response = await browser.post(API.actAs, { companyId: 1001 });
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
    expect((await (await browser.get(API.me)).json()).user.userRole).toBe('adminAsUser');
  });

  it('calls downstream as the seller with the admin as actor', async () => {
    await browser.post(API.actAs, { companyId: 1002 });
    h.claims.length = 0;
    await browser.get(API.me);
    const counts = h.claims.find((c) => c.service === 'marketplace');
    expect(counts?.payload).toMatchObject({ aud: 'marketplace', sub: 'usr-omar', company_id: 1002, role: 'seller', act: { sub: 'usr-admin' } });
  });

  it('goes back to admin under a new session id', async () => {
    await browser.post(API.actAs, { companyId: 1003 });
    const actingCookie = browser.cookieHeader;
    const response = await browser.post(API.adminBack);
    expect(response.status).toBe(200);
    const { user } = (await response.json()) as LoginResponse;
    expect(user).toMatchObject({ id: 'usr-admin', userRole: 'admin', actingAdmin: null });
    expect(browser.cookieHeader).not.toBe(actingCookie);
    expect((await h.app.request(API.me, { headers: { cookie: actingCookie } })).status).toBe(401);
    const again = await browser.post(API.adminBack);
    expect(again.status).toBe(409);
    expect((await again.json()).code).toBe('notActingAsSeller');
  });

  it('keeps the sign-in time: switching never extends the absolute lifetime', async () => {
    for (let hour = 0; hour < 11; hour += 1) {
      h.clock.advance(20 * 60_000);
      await browser.get(API.me);
      h.clock.advance(20 * 60_000);
      await browser.get(API.me);
      h.clock.advance(20 * 60_000);
      await browser.get(API.me);
    }
    expect((await browser.post(API.actAs, { companyId: 1001 })).status).toBe(200);
    h.clock.advance(20 * 60_000);
    expect((await browser.get(API.me)).status).toBe(200);
    h.clock.advance(20 * 60_000);
    expect((await browser.get(API.me)).status).toBe(200);
    h.clock.advance(20 * 60_000);
    expect((await browser.get(API.me)).status).toBe(401);
  });

  it('checks the body and the company', async () => {
    expect((await browser.post(API.actAs, { companyId: 'x' })).status).toBe(400);
    const missing = await browser.post(API.actAs, { companyId: 999_999 });
    expect(missing.status).toBe(404);
    expect((await missing.json()).code).toBe('notFound');
  });

  it('is refused to sellers and to an admin already acting', async () => {
    const seller = new TestBrowser(h.app);
    await seller.signIn('ayse@demo.tezgah.dev');
    expect((await seller.post(API.actAs, { companyId: 1002 })).status).toBe(403);
    expect((await seller.post(API.adminBack)).status).toBe(409);
    await browser.post(API.actAs, { companyId: 1001 });
    expect((await browser.post(API.actAs, { companyId: 1002 })).status).toBe(403);
  });
});
