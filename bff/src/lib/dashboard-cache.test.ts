import type { DashboardAnswer, DashboardData } from '@contract/dashboard/dashboard.types';
import { manualClock, type ManualClock } from './clock';
import { DashboardCache } from './dashboard-cache';
import type { Store } from './store';
import { describeStores } from '../test/stores';

const FRESH = 60_000;
const MAX_STALE = 3_600_000;
const ANADOLU = { id: 1001, name: 'Anadolu Tekstil' };
const GULF = { id: 1002, name: 'Gulf Home Goods' };

/** Figures that say which company and which build they came from. */
function figures(companyId: number, build: number): DashboardData {
  return {
    companyId,
    currency: 'TRY',
    gmv: { week: [], month: [], year: [] },
    ordersPerDay: [{ date: '2026-01-15', count: build }],
    orderStages: { open: build, preparing: 0, shipped: 0, delay: 0, cancel: 0, refund: 0, completed: 0 },
    packageStates: { pending: 0, inTransit: 0, delivered: 0, exception: 0, delay: 0, expired: 0 },
    questionStates: { open: 0, awaitingUser: 0, awaitingMerchant: 0, awaitingMarketplace: 0, done: 0, closed: 0, expired: 0 },
    claimTypes: { return: 0, missingPart: 0, missingInvoice: 0, missingItem: 0, extraProduct: 0, undeliveredProduct: 0 },
    rejectedReasons: { outOfStock: 0, incorrectPricing: 0, sourcingDelay: 0, autoCancel: 0 },
  };
}

/** A build that counts its calls and can be made to fail. */
function builder(companyId: number) {
  const state = { calls: 0, failing: false };
  const build = async () => {
    state.calls += 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (state.failing) throw new Error('accounting is down');
    return figures(companyId, state.calls);
  };
  return { state, build };
}

describeStores('DashboardCache ($name store)', (kind) => {
  let clock: ManualClock;
  let store: Store;
  let cache: DashboardCache;
  let failures: number[];

  beforeEach(() => {
    clock = manualClock();
    store = kind.make(clock);
    failures = [];
    cache = new DashboardCache({ store, clock, freshMs: FRESH, maxStaleMs: MAX_STALE, onRefreshFailed: (id) => failures.push(id) });
  });
  afterEach(async () => {
    await cache.settled();
    await store.close();
    await kind.cleanup();
  });

  const read = async (company: typeof ANADOLU, build: () => Promise<DashboardData>) => JSON.parse(await cache.answer(company, build)) as DashboardAnswer;

  it('builds once when cold, then serves the cached figures within the fresh window', async () => {
    const { state, build } = builder(1001);
    const first = await read(ANADOLU, build);
    expect(first).toMatchObject({ companyId: 1001, stale: false, asOf: new Date(clock()).toISOString(), orderStages: { open: 1 } });
    clock.advance(FRESH - 1);
    expect(await read(ANADOLU, build)).toEqual(first);
    expect(state.calls).toBe(1);
  });

  it('shares one build between concurrent cold requests', async () => {
    const { state, build } = builder(1001);
    const answers = await Promise.all([read(ANADOLU, build), read(ANADOLU, build), read(ANADOLU, build)]);
    expect(state.calls).toBe(1);
    expect(new Set(answers.map((a) => a.asOf)).size).toBe(1);
  });

  it('serves the figures past the fresh window marked refreshing (not stale) and refreshes them once in the background', async () => {
    const { state, build } = builder(1001);
    const first = await read(ANADOLU, build);
    expect(first).toMatchObject({ stale: false, refreshing: false });
    clock.advance(FRESH);
    const [a, b] = await Promise.all([read(ANADOLU, build), read(ANADOLU, build)]);
    expect(a).toMatchObject({ stale: false, refreshing: true, asOf: first.asOf, orderStages: { open: 1 } });
    expect(b).toMatchObject({ stale: false, refreshing: true });
    await cache.settled();
    expect(state.calls).toBe(2);
    const fresh = await read(ANADOLU, build);
    expect(fresh).toMatchObject({ stale: false, refreshing: false, asOf: new Date(clock()).toISOString(), orderStages: { open: 2 } });
  });

  it('keeps serving the stale figures with their time when a service fails, and backs off before trying again', async () => {
    const { state, build } = builder(1001);
    const first = await read(ANADOLU, build);
    state.failing = true;
    clock.advance(FRESH + 5_000);
    expect(await read(ANADOLU, build)).toMatchObject({ stale: false, refreshing: true, asOf: first.asOf });
    await cache.settled();
    expect(failures).toEqual([1001]);
    // Only a failed refresh makes the figures stale; while it backs off, no newer ones are coming.
    expect(await read(ANADOLU, build)).toMatchObject({ stale: true, refreshing: false, asOf: first.asOf });
    await cache.settled();
    expect(state.calls).toBe(2);
    if (kind.name === 'memory') {
      clock.advance(10_000);
      state.failing = false;
      await read(ANADOLU, build);
      await cache.settled();
      expect(await read(ANADOLU, build)).toMatchObject({ stale: false, refreshing: false, orderStages: { open: 3 } });
    }
  });

  it('fails only when nothing usable is cached, and drops figures past the maximum stale age', async () => {
    const { state, build } = builder(1001);
    state.failing = true;
    await expect(cache.answer(ANADOLU, build)).rejects.toThrow('accounting is down');
    state.failing = false;
    await read(ANADOLU, build);
    state.failing = true;
    clock.advance(MAX_STALE);
    await expect(cache.answer(ANADOLU, build)).rejects.toThrow('accounting is down');
  });

  it('keys the figures by company: one company never gets another’s', async () => {
    const anadolu = builder(1001);
    const gulf = builder(1002);
    expect((await read(ANADOLU, anadolu.build)).companyId).toBe(1001);
    expect((await read(GULF, gulf.build)).companyId).toBe(1002);
    expect((await read(ANADOLU, gulf.build)).companyId).toBe(1001);
    expect((await read(GULF, anadolu.build)).companyId).toBe(1002);
    expect([anadolu.state.calls, gulf.state.calls]).toEqual([1, 1]);
  });

  it('lists the cached companies and clears one or all', async () => {
    await read(ANADOLU, builder(1001).build);
    clock.advance(FRESH);
    await read(GULF, builder(1002).build);
    await cache.settled();
    const listed = await cache.list();
    expect(listed.map((e) => [e.companyId, e.companyName])).toEqual([
      [1001, 'Anadolu Tekstil'],
      [1002, 'Gulf Home Goods'],
    ]);
    const gulfEntry = listed[1]!;
    expect(gulfEntry).toMatchObject({ ageSeconds: 0, stale: false });
    expect(gulfEntry.sizeBytes).toBe(JSON.stringify(figures(1002, 1)).length);
    await cache.clear(1001);
    expect((await cache.list()).map((e) => e.companyId)).toEqual([1002]);
    const rebuilt = builder(1001);
    await read(ANADOLU, rebuilt.build);
    expect(rebuilt.state.calls).toBe(1);
    await cache.clearAll();
    expect(await cache.list()).toEqual([]);
  });

  it('does not write a build that was running when its entry was cleared', async () => {
    let started!: () => void;
    const inFlight = new Promise<void>((resolve) => {
      started = resolve;
    });
    const { build } = builder(1001);
    const running = cache.answer(ANADOLU, () => {
      started();
      return build();
    });
    await inFlight;
    await cache.clear(1001);
    expect((await running).length).toBeGreaterThan(0);
    expect(await cache.list()).toEqual([]);
  });
});
