// @vitest-environment jsdom
/**
 * The browser BFF as the SPA meets it: every call goes through the SPA's own axios instance (web/src/lib/http.ts,
 * through apiCall as the app's api modules call it), which pretender catches in jsdom and the forwarder hands to the
 * real BFF app over the sandbox. (Node keeps forbidden headers that Chromium drops: page-fetch.ts is proved in
 * Chromium by mocks/browser-bff/measure-page.mjs.)
 */
import { isAxiosError } from 'axios';
import { AUTH_ROUTES } from '@contract/auth/auth.routes';
import { parseOrderQuery } from '@contract/orders/order.query';
import { ORDER_ROUTES } from '@contract/orders/order.routes';
import { apiCall } from '@web/lib/api-call';
import { toApiFailure } from '@web/lib/http';
import { DEMO_PASSWORD } from '@mocks/world/demo-accounts';
import { MemoryStorage } from '../../.storybook/memory-storage';
import { startBrowserBff, type BrowserBffOptions, type RunningBrowserBff } from './browser-bff';
import { COOKIE_JAR_KEY } from './cookie-jar';
import { SESSION_STORE_KEY } from './session-keeping-store';

const ayse = { email: 'ayse@demo.tezgah.dev', password: DEMO_PASSWORD };
let running: RunningBrowserBff | null = null;
let storage: MemoryStorage;

async function start(options: Omit<BrowserBffOptions, 'storage'>): Promise<RunningBrowserBff> {
  await running?.shutdown();
  running = await startBrowserBff({ storage, ...options });
  return running;
}

async function failureOf(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    if (isAxiosError(error)) return toApiFailure(error);
    throw error;
  }
  throw new Error('the call did not fail');
}

beforeEach(() => {
  storage = new MemoryStorage();
});
afterEach(async () => {
  await running?.shutdown();
  running = null;
});

describe('startBrowserBff', () => {
  it('signs in through the SPA client, reads me, lists orders, shows one and cancels an item', async () => {
    const bff = await start({ scenario: 'default' });
    const signedIn = await apiCall(AUTH_ROUTES.loginUser, { body: ayse });
    expect(signedIn.user).toMatchObject({ email: ayse.email, companyId: 1001, userRole: 'user' });
    expect(document.cookie).toBe('');
    expect(bff.jar.header()).toMatch(/^tezgah\.sid=[\w-]{43}$/);

    expect((await apiCall(AUTH_ROUTES.me)).user.email).toBe(ayse.email);
    const list = await apiCall(ORDER_ROUTES.list, { query: parseOrderQuery({ tab: 'readyForPackaging', pageSize: '100' }) });
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.total).toBe(list.tabCounts.readyForPackaging);
    const row = list.items.find((item) => item.itemCount >= 2)!;
    const detail = await apiCall(ORDER_ROUTES.detail, { params: { id: row.id } });
    expect(detail.order.id).toBe(row.id);

    const itemIds = [detail.order.items[0]!.id];
    const cancelled = await apiCall(ORDER_ROUTES.cancel, { params: { id: row.id }, body: { itemIds, reason: 'outOfStock' } });
    expect(cancelled.order.items[0]!.cancellation).toMatchObject({ userType: 'seller', reason: 'outOfStock' });
    expect(await failureOf(apiCall(ORDER_ROUTES.cancel, { params: { id: row.id }, body: { itemIds, reason: 'outOfStock' } }))).toMatchObject({
      status: 409,
      code: 'itemAlreadyCancelled',
    });
    expect(bff.logs.some((line) => line.path === `/api/orders/${row.id}/cancel`)).toBe(true);
  });

  it('answers as the BFF does when signed out, with a wrong password or without the CSRF header', async () => {
    await start({ scenario: 'default' });
    expect(await failureOf(apiCall(AUTH_ROUTES.me))).toMatchObject({ status: 401, code: 'unauthenticated' });
    expect(await failureOf(apiCall(AUTH_ROUTES.loginUser, { body: { ...ayse, password: 'Wrong-pass1' } }))).toMatchObject({
      status: 401,
      code: 'invalidCredentials',
    });
    const bare = await fetch('/api/authenticate/login/user', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ayse) });
    expect(bare.status).toBe(403);
  });

  it('keeps the session across a reload (a new BFF over the same storage) and ends it on sign-out', async () => {
    await start({ scenario: 'default' });
    await apiCall(AUTH_ROUTES.loginUser, { body: ayse });
    expect(storage.getItem(COOKIE_JAR_KEY)).toContain('tezgah.sid');
    expect(storage.getItem(SESSION_STORE_KEY)).toContain('session:');

    await start({ scenario: 'default' });
    expect((await apiCall(AUTH_ROUTES.me)).user.email).toBe(ayse.email);
    await apiCall(AUTH_ROUTES.logout);
    expect(storage.getItem(COOKIE_JAR_KEY)).toBe('[]');
    expect(await failureOf(apiCall(AUTH_ROUTES.me))).toMatchObject({ status: 401 });
    await start({ scenario: 'default' });
    expect(await failureOf(apiCall(AUTH_ROUTES.me))).toMatchObject({ status: 401 });
  });

  it("'errors': signing in and out work, every other signed-in call fails with the scenario's code", async () => {
    await start({ scenario: 'errors' });
    await apiCall(AUTH_ROUTES.loginUser, { body: ayse });
    expect(await failureOf(apiCall(AUTH_ROUTES.me))).toMatchObject({ status: 500, code: 'generic' });
    expect(await failureOf(apiCall(ORDER_ROUTES.list, { query: parseOrderQuery({}) }))).toMatchObject({ status: 503, code: 'downstreamUnavailable' });
    expect(await failureOf(apiCall(ORDER_ROUTES.detail, { params: { id: 1 } }))).toMatchObject({ status: 503, code: 'downstreamUnavailable' });
    await apiCall(AUTH_ROUTES.logout);
    expect(await failureOf(apiCall(AUTH_ROUTES.me))).toMatchObject({ status: 401, code: 'unauthenticated' });
  });

  it("'slow': every answer waits slowMs first, and still arrives", async () => {
    const waits: number[] = [];
    await start({
      scenario: 'slow',
      slowMs: 900,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    await apiCall(AUTH_ROUTES.loginUser, { body: ayse });
    expect((await apiCall(AUTH_ROUTES.me)).user.email).toBe(ayse.email);
    expect(waits).toEqual([900, 900]);
  });

  it("'empty': the same accounts over a world whose companies hold nothing", async () => {
    await start({ scenario: 'empty' });
    const signedIn = await apiCall(AUTH_ROUTES.loginUser, { body: ayse });
    expect(signedIn.user.companyId).toBe(1001);
    const list = await apiCall(ORDER_ROUTES.list, { query: parseOrderQuery({}) });
    expect(list.total).toBe(0);
    expect(list.items).toEqual([]);
  });

  it('lets the dev routes take a service down, as the real sandbox does', async () => {
    const bff = await start({ scenario: 'default' });
    await apiCall(AUTH_ROUTES.loginUser, { body: ayse });
    await bff.outages.marketplace.down();
    expect(await failureOf(apiCall(ORDER_ROUTES.list, { query: parseOrderQuery({}) }))).toMatchObject({ status: 503, code: 'downstreamUnavailable' });
    await bff.outages.marketplace.up();
    expect((await apiCall(ORDER_ROUTES.list, { query: parseOrderQuery({}) })).total).toBeGreaterThan(0);
  });
});
