import { API } from '@contract/api/paths';
import type { DashboardCacheAnswer } from '@contract/dashboard/dashboard-cache.types';
import { DASHBOARD_CACHE_ROUTES, DASHBOARD_ROUTES } from '@contract/dashboard/dashboard.routes';
import { TODAY_ROUTES } from '@contract/today/today.routes';
import { TestBrowser } from '../../test/browser';
import type { Harness } from '../../test/harness';
import { harnessPerFile } from '../../test/harness-per-file';

describe('admin dashboard cache', () => {
  let h: Harness;
  let admin: TestBrowser;
  const warm = async (email: string) => {
    const seller = new TestBrowser(h.app);
    await seller.signIn(email);
    expect((await seller.call(DASHBOARD_ROUTES.dashboard)).status).toBe(200);
  };
  const listed = async (response?: Response) => {
    const answer = (await (response ?? (await admin.call(DASHBOARD_CACHE_ROUTES.list))).json()) as DashboardCacheAnswer;
    return answer;
  };

  harnessPerFile(
    async (harness, made) => {
      h = harness;
      admin = made;
      await admin.signIn('admin@demo.tezgah.dev', true);
    },
    { env: { DASHBOARD_FRESH_SECONDS: '30', DASHBOARD_MAX_STALE_SECONDS: '600' } },
  );

  it('lists the cached companies with their time, age and size, and its windows', async () => {
    expect(await listed()).toEqual({ items: [], freshSeconds: 30, maxStaleSeconds: 600 });
    await warm('ayse@demo.tezgah.dev');
    h.clock.advance(45_000);
    await warm('omar@demo.tezgah.dev');
    const { items } = await listed();
    expect(items.map(({ companyId, companyName, ageSeconds, stale }) => ({ companyId, companyName, ageSeconds, stale }))).toEqual([
      { companyId: 1001, companyName: 'Anadolu Tekstil', ageSeconds: 45, stale: true },
      { companyId: 1002, companyName: 'Gulf Home Goods', ageSeconds: 0, stale: false },
    ]);
    expect(items.every((item) => item.sizeBytes > 1000)).toBe(true);
  });

  it('clears one company’s entry, then all, answering what is left', async () => {
    await warm('ayse@demo.tezgah.dev');
    await warm('omar@demo.tezgah.dev');
    const afterOne = await listed(await admin.call(DASHBOARD_CACHE_ROUTES.clearCompany, { params: { companyId: 1001 } }));
    expect(afterOne.items.map((item) => item.companyId)).toEqual([1002]);
    expect((await listed(await admin.call(DASHBOARD_CACHE_ROUTES.clearAll))).items).toEqual([]);
    expect((await admin.delete(`${API.adminDashboardCache}/abc`)).status).toBe(404);
  });

  it('drops the company’s Today parts with its dashboard, so Today asks its services again', async () => {
    const seller = new TestBrowser(h.app);
    await seller.signIn('ayse@demo.tezgah.dev');
    const todayCalls = () => h.downstreamRequests.filter(({ request }) => new URL(request.url).pathname.endsWith('/today')).length;
    expect((await seller.call(TODAY_ROUTES.today)).status).toBe(200);
    const built = todayCalls();
    expect((await seller.call(TODAY_ROUTES.today)).status).toBe(200);
    expect(todayCalls()).toBe(built);
    expect((await admin.call(DASHBOARD_CACHE_ROUTES.clearCompany, { params: { companyId: 1001 } })).status).toBe(200);
    expect((await seller.call(TODAY_ROUTES.today)).status).toBe(200);
    expect(todayCalls()).toBe(built + 2);
  });

  it('is for admins only, and writes need the CSRF header', async () => {
    const seller = new TestBrowser(h.app);
    await seller.signIn('ayse@demo.tezgah.dev');
    expect((await seller.call(DASHBOARD_CACHE_ROUTES.list)).status).toBe(403);
    expect((await seller.call(DASHBOARD_CACHE_ROUTES.clearAll)).status).toBe(403);
    expect((await admin.call(DASHBOARD_CACHE_ROUTES.clearAll, { bare: true })).status).toBe(403);
    expect((await admin.call(DASHBOARD_ROUTES.dashboard)).status).toBe(403);
  });
});
