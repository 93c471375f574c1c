/**
 * Downstream faults as the browser sees them, through the whole app over the in-process sandbox: a stalling
 * accounting service does not hold up the orders list, its breaker opens for it alone, an unreadable answer is a
 * clean 502, and the cached dashboard is served stale with its time up to its maximum age, then refused.
 */
import type { DashboardAnswer } from '@contract/dashboard/dashboard.types';
import type { ServiceName } from '@contract/downstream/common';
import { ERROR_MESSAGES } from '@contract/errors';
import { DASHBOARD_ROUTES } from '@contract/dashboard/dashboard.routes';
import { ORDER_ROUTES } from '@contract/orders/order.routes';
import { DEFAULT_BREAKER } from './circuit-breaker';
import type { TestBrowser } from '../test/browser';
import { harnessPerFile } from '../test/harness-per-file';
import type { Harness } from '../test/harness';
import { replaceService as replaceHarnessService, type StandIn } from '../test/replace-service';

const MAX_STALE_SECONDS = 1200;
let h: Harness;
let ayse: TestBrowser;
harnessPerFile(
  async (harness, browser) => {
    h = harness;
    ayse = browser;
    await ayse.signIn('ayse@demo.tezgah.dev');
  },
  // A budget (2 × the timeout) long enough that the orders list answers inside it on a loaded CI machine too.
  { env: { DOWNSTREAM_TIMEOUT_MS: '2500', DASHBOARD_FRESH_SECONDS: '60', DASHBOARD_MAX_STALE_SECONDS: String(MAX_STALE_SECONDS) } },
);

// Each test puts the real services back, so one failing test cannot leave the next with a stalled service.
let realApps: Harness['sandbox']['apps'];
beforeEach(() => {
  realApps = { ...h.sandbox.apps };
});
afterEach(() => {
  Object.assign(h.sandbox.apps, realApps);
});

const replaceService = (service: ServiceName, fetch: StandIn) => replaceHarnessService(h, service, fetch);

/**
 * Accounting never answers; each stalled request ends only when the BFF drops it (its signal). The requests are held:
 * a Request's signal follows the BFF's through a weak reference, so a stalled Request nothing holds could be collected
 * (under a busy CI's memory) and never hear the abort.
 */
function stallAccounting() {
  const stalled = { started: 0, dropped: 0, held: [] as Request[] };
  replaceService('accounting', (request) => {
    stalled.started += 1;
    stalled.held.push(request);
    return new Promise<Response>((_resolve, reject) => {
      request.signal.addEventListener('abort', () => {
        stalled.dropped += 1;
        reject(new Error('dropped by the BFF'));
      });
    });
  });
  return stalled;
}

const noStack = (text: string) => expect(text).not.toMatch(/\bat \S+ \(|\.ts:\d+|node_modules|\/work\//);

describe('downstream faults through the app', () => {
  it('answers the orders list while accounting stalls, and the dashboard 503 once its budget is spent', async () => {
    const stalled = stallAccounting();
    let dashboardDone = false;
    const dashboard = ayse.call(DASHBOARD_ROUTES.dashboard).finally(() => (dashboardDone = true));
    await vi.waitFor(() => expect(stalled.started).toBe(1));
    const orders = await ayse.call(ORDER_ROUTES.list, { search: 'tab=all' });
    expect(orders.status).toBe(200);
    expect(dashboardDone).toBe(false);
    const refused = await dashboard;
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ code: 'downstreamUnavailable', message: ERROR_MESSAGES.downstreamUnavailable });
    expect(stalled.dropped).toBe(1);
  });

  it('opens accounting’s breaker after repeated failures: the dashboard is refused at once, the orders list still answers', async () => {
    const original = h.sandbox.apps.accounting;
    let refusedConnections = 0;
    replaceService('accounting', () => {
      refusedConnections += 1;
      throw new TypeError('fetch failed: connect ECONNREFUSED');
    });
    for (let i = 0; i < DEFAULT_BREAKER.minFailures; i++) expect((await ayse.call(DASHBOARD_ROUTES.dashboard)).status).toBe(503);
    expect(refusedConnections).toBe(DEFAULT_BREAKER.minFailures);
    expect(h.logs).toContainEqual(expect.objectContaining({ msg: 'circuit open', service: 'accounting' }));

    const stalled = stallAccounting();
    const refused = await ayse.call(DASHBOARD_ROUTES.dashboard);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ code: 'downstreamUnavailable', message: ERROR_MESSAGES.downstreamUnavailable });
    expect(stalled.started).toBe(0);
    expect((await ayse.call(ORDER_ROUTES.list, { search: 'tab=all' })).status).toBe(200);

    h.clock.advance(DEFAULT_BREAKER.openMs);
    h.sandbox.apps.accounting = original;
    expect((await ayse.call(DASHBOARD_ROUTES.dashboard)).status).toBe(200);
    expect(h.logs).toContainEqual(expect.objectContaining({ msg: 'circuit closed', service: 'accounting' }));
  });

  it('answers 502 downstreamInvalidAnswer, without a stack or path, for a list the service garbles', async () => {
    replaceService('marketplace', async (request, real) =>
      new URL(request.url).pathname.endsWith('/orders') ? new Response('<html>upstream error at /srv/app.js:12</html>', { status: 200 }) : real.fetch(request),
    );
    const response = await ayse.call(ORDER_ROUTES.list, { search: 'tab=all' });
    expect(response.status).toBe(502);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ code: 'downstreamInvalidAnswer', message: ERROR_MESSAGES.downstreamInvalidAnswer });
    noStack(text);
  });

  it('serves the cached dashboard stale with its time up to its maximum age, then says the service is unavailable', async () => {
    const first = (await (await ayse.call(DASHBOARD_ROUTES.dashboard)).json()) as DashboardAnswer;
    replaceService('accounting', () => {
      throw new TypeError('fetch failed: connect ECONNREFUSED');
    });
    h.clock.advance(MAX_STALE_SECONDS * 1000 - 1);
    expect(await (await ayse.call(DASHBOARD_ROUTES.dashboard)).json()).toEqual({ ...first, refreshing: true });
    // Once the refresh has failed, the figures are served stale with their time, and no newer ones are promised.
    await vi.waitFor(async () => expect(await (await ayse.call(DASHBOARD_ROUTES.dashboard)).json()).toEqual({ ...first, stale: true }));
    h.clock.advance(1);
    const gone = await ayse.call(DASHBOARD_ROUTES.dashboard);
    expect(gone.status).toBe(503);
    expect(await gone.json()).toEqual({ code: 'downstreamUnavailable', message: ERROR_MESSAGES.downstreamUnavailable });
  });
});
