import type { DashboardAnswer } from '@contract/dashboard/dashboard.types';
import { DASHBOARD_ROUTES } from '@contract/dashboard/dashboard.routes';
import { dashboardFigures } from '@mocks/world/dashboard/dashboard-figures';
import { TestBrowser } from '../../test/browser';
import type { Harness } from '../../test/harness';
import { harnessPerFile } from '../../test/harness-per-file';
import { replaceService } from '../../test/replace-service';

const FRESH_SECONDS = 60;

async function dashboard(browser: TestBrowser): Promise<DashboardAnswer> {
  const response = await browser.call(DASHBOARD_ROUTES.dashboard);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return (await response.json()) as DashboardAnswer;
}

const figureCalls = (h: Harness) =>
  h.downstreamRequests.filter(({ request }) => /\/(dashboard|package-states|gmv)$/.test(new URL(request.url).pathname)).length;

describe('GET /api/dashboard', () => {
  let h: Harness;
  let ayse: TestBrowser;
  harnessPerFile(
    async (harness, made) => {
      h = harness;
      ayse = made;
      await ayse.signIn('ayse@demo.tezgah.dev');
    },
    { env: { DASHBOARD_FRESH_SECONDS: String(FRESH_SECONDS) } },
  );

  it('answers the session company’s figures from the three services, as the world holds them', async () => {
    const answer = await dashboard(ayse);
    const { asOf, stale, refreshing, ...figures } = answer;
    expect(figures).toEqual(dashboardFigures(h.sandbox.world, 1001, h.clock()));
    expect({ asOf, stale, refreshing }).toEqual({ asOf: new Date(h.clock()).toISOString(), stale: false, refreshing: false });
    const calls = h.downstreamRequests.filter(({ request }) => /\/(dashboard|package-states|gmv)$/.test(new URL(request.url).pathname));
    expect(calls.map(({ service, request }) => `${service} ${new URL(request.url).pathname}`).sort()).toEqual([
      'accounting /v1/companies/1001/gmv',
      'logistics /v1/companies/1001/package-states',
      'marketplace /v1/companies/1001/dashboard',
    ]);
    expect(h.claims.filter(({ service }) => service !== 'identity').every(({ payload }) => payload.company_id === 1001)).toBe(true);
  });

  it('calls the three services in parallel: all three are asked before any answers', async () => {
    const asked: string[] = [];
    let answer = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    for (const service of ['marketplace', 'logistics', 'accounting'] as const) {
      replaceService(h, service, async (request, real) => {
        asked.push(service);
        await held;
        return real.fetch(request);
      });
    }
    const answered = dashboard(ayse);
    try {
      await vi.waitFor(() => expect([...asked].sort()).toEqual(['accounting', 'logistics', 'marketplace']), { timeout: 5_000 });
    } finally {
      answer();
    }
    await answered;
  });

  it('serves the cache within the fresh window, and never one company’s figures to another', async () => {
    const first = await dashboard(ayse);
    const omar = new TestBrowser(h.app);
    await omar.signIn('omar@demo.tezgah.dev');
    const gulf = await dashboard(omar);
    expect(gulf.companyId).toBe(1002);
    expect(gulf.currency).toBe('USD');
    expect(gulf.orderStages).not.toEqual(first.orderStages);
    h.clock.advance(FRESH_SECONDS * 1000 - 1);
    const calls = figureCalls(h);
    expect(calls).toBe(6);
    expect(await dashboard(ayse)).toEqual(first);
    const acting = new TestBrowser(h.app);
    await acting.actAs(1002);
    expect(await dashboard(acting)).toEqual(gulf);
    expect(figureCalls(h)).toBe(calls);
  });

  it('serves stale figures with their time while a service fails, and fails when nothing is cached', async () => {
    const first = await dashboard(ayse);
    replaceService(h, 'accounting', () => {
      throw new TypeError('fetch failed: connect ECONNREFUSED');
    });
    h.clock.advance(FRESH_SECONDS * 1000 + 1);
    expect(await dashboard(ayse)).toEqual({ ...first, refreshing: true });
    await vi.waitFor(() =>
      expect(h.logs.some((line) => line.msg === 'dashboard refresh failed; serving the cached figures' && line.companyId === 1001)).toBe(true),
    );
    await vi.waitFor(async () => expect(await dashboard(ayse)).toEqual({ ...first, stale: true }));

    const omar = new TestBrowser(h.app);
    await omar.signIn('omar@demo.tezgah.dev');
    const refused = await omar.call(DASHBOARD_ROUTES.dashboard);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ code: 'downstreamUnavailable' });
  });

  it('refreshes in the background once the window has passed', async () => {
    const first = await dashboard(ayse);
    h.clock.advance(FRESH_SECONDS * 1000);
    expect(await dashboard(ayse)).toMatchObject({ stale: false, refreshing: true });
    await vi.waitFor(async () => expect((await dashboard(ayse)).asOf).not.toBe(first.asOf));
    expect(await dashboard(ayse)).toMatchObject({ stale: false, refreshing: false });
  });
});
