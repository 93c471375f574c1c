/**
 * The dashboard, cached per company in the Store (Redis, or memory in one process). Within the fresh window an entry
 * is served as it is; past it, it is served marked `refreshing` while one background refresh per company runs (the
 * page asks again and takes the new figures). Only when a refresh fails (a service is down) is it marked `stale`: the
 * figures keep being served with their time, up to the maximum stale age, after which the entry is gone and the next
 * request builds afresh (and fails if a service is down).
 *
 * Keys (under the store's prefix): `dashboard:<companyId>` holds one line of head (`asOf`, company name) and the
 * figures' JSON; `dashboard:companies` is the set of companies with an entry (the admin tool lists it);
 * `dashboard-refresh:<companyId>` is the refresh lock, so only one process refreshes a company at a time, and after
 * a failed refresh it is kept for a short back-off; `dashboard-refresh-failed:<companyId>` says the last refresh
 * failed, until one succeeds.
 */
import type { DashboardCacheEntry } from '@contract/dashboard/dashboard-cache.types';
import type { DashboardData } from '@contract/dashboard/dashboard.types';
import type { Clock } from './clock';
import type { Store } from './store';

/** The size of a cached answer is its UTF-8 bytes (no Buffer: the BFF also runs in a page). */
const UTF8 = new TextEncoder();

export interface DashboardCacheOptions {
  store: Store;
  clock: Clock;
  freshMs: number;
  maxStaleMs: number;
  /** Longest a refresh may hold its lock (a process that dies mid-refresh frees it after this). */
  lockMs?: number;
  onRefreshFailed?: (companyId: number, error: unknown) => void;
  /** The keys' namespace (default `dashboard`); Today caches each service's part under one of its own. */
  name?: string;
}

export interface CacheCompany {
  id: number;
  name: string;
}

interface Entry {
  asOf: number;
  companyName: string;
  dataJson: string;
}

function keysOf(name: string) {
  return {
    index: `${name}:companies`,
    entry: (companyId: number) => `${name}:${companyId}`,
    lock: (companyId: number) => `${name}-refresh:${companyId}`,
    failed: (companyId: number) => `${name}-refresh-failed:${companyId}`,
  };
}

/** How an answer's figures stand: a refresh under way (ask again soon), or the last refresh failed. */
interface Freshness {
  stale: boolean;
  refreshing: boolean;
}
const FRESH: Freshness = { stale: false, refreshing: false };

function parseEntry(raw: string): Entry | null {
  const split = raw.indexOf('\n');
  if (split < 0) return null;
  try {
    const head = JSON.parse(raw.slice(0, split)) as { asOf?: unknown; companyName?: unknown };
    if (typeof head.asOf !== 'number') return null;
    return { asOf: head.asOf, companyName: typeof head.companyName === 'string' ? head.companyName : '', dataJson: raw.slice(split + 1) };
  } catch {
    return null;
  }
}

/** The DashboardAnswer's JSON without parsing the figures again: `asOf`, `stale` and `refreshing` go in front of them. */
function answerBody(entry: Entry, { stale, refreshing }: Freshness): string {
  return `{"asOf":"${new Date(entry.asOf).toISOString()}","stale":${stale},"refreshing":${refreshing},${entry.dataJson.slice(1)}`;
}

export class DashboardCache<Data = DashboardData> {
  readonly #inflight = new Map<number, Promise<Entry>>();
  readonly #generations = new Map<number, number>();
  readonly #background = new Set<Promise<void>>();
  /** Companies whose last refresh in this process failed: their answers say no newer figures are coming yet. */
  readonly #backingOff = new Set<number>();
  #epoch = 0;
  readonly #keys: ReturnType<typeof keysOf>;

  constructor(private readonly options: DashboardCacheOptions) {
    this.#keys = keysOf(options.name ?? 'dashboard');
  }

  get freshMs(): number {
    return this.options.freshMs;
  }

  get maxStaleMs(): number {
    return this.options.maxStaleMs;
  }

  /** The company's DashboardAnswer as JSON text; `build` calls the services. Throws only when nothing usable is cached. */
  async answer(company: CacheCompany, build: () => Promise<Data>): Promise<string> {
    const raw = await this.options.store.get(this.#keys.entry(company.id));
    const entry = raw === null ? null : parseEntry(raw);
    const age = entry ? this.options.clock() - entry.asOf : Infinity;
    if (entry && age < this.options.maxStaleMs) {
      if (age < this.options.freshMs) return answerBody(entry, FRESH);
      const stale = (await this.options.store.get(this.#keys.failed(company.id))) !== null;
      const refreshing = this.#refreshInBackground(company, build);
      return answerBody(entry, { stale, refreshing });
    }
    return answerBody(await this.#build(company, build), FRESH);
  }

  /** Resolves once every background refresh started so far has finished (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.#background.size > 0) await Promise.allSettled([...this.#background]);
  }

  async list(): Promise<DashboardCacheEntry[]> {
    const { store, clock } = this.options;
    const ids = (await store.members(this.#keys.index))
      .map(Number)
      .filter(Number.isSafeInteger)
      .sort((a, b) => a - b);
    const raws = await Promise.all(ids.map((id) => store.get(this.#keys.entry(id))));
    const now = clock();
    const items: DashboardCacheEntry[] = [];
    for (const [at, id] of ids.entries()) {
      const entry = raws[at] ? parseEntry(raws[at]) : null;
      if (!entry || now - entry.asOf >= this.options.maxStaleMs) {
        await store.removeFromSet(this.#keys.index, String(id));
        continue;
      }
      items.push({
        companyId: id,
        companyName: entry.companyName,
        asOf: new Date(entry.asOf).toISOString(),
        ageSeconds: Math.floor((now - entry.asOf) / 1000),
        sizeBytes: UTF8.encode(entry.dataJson).byteLength,
        stale: now - entry.asOf >= this.options.freshMs,
      });
    }
    return items;
  }

  /** Drops one company's entry; a build already running for it will not write its result. */
  async clear(companyId: number): Promise<void> {
    this.#generations.set(companyId, (this.#generations.get(companyId) ?? 0) + 1);
    await this.options.store.delete([this.#keys.entry(companyId), this.#keys.lock(companyId), this.#keys.failed(companyId)]);
    await this.options.store.removeFromSet(this.#keys.index, String(companyId));
  }

  async clearAll(): Promise<void> {
    this.#epoch += 1;
    const ids = (await this.options.store.members(this.#keys.index)).map(Number).filter(Number.isSafeInteger);
    await this.options.store.delete([this.#keys.index, ...ids.flatMap((id) => [this.#keys.entry(id), this.#keys.lock(id)])]);
  }

  /** One build per company at a time in this process; concurrent callers share it. */
  #build(company: CacheCompany, build: () => Promise<Data>): Promise<Entry> {
    const running = this.#inflight.get(company.id);
    if (running) return running;
    const generation = `${this.#epoch}:${this.#generations.get(company.id) ?? 0}`;
    const asOf = this.options.clock();
    const task = (async () => {
      const entry: Entry = { asOf, companyName: company.name, dataJson: JSON.stringify(await build()) };
      if (generation === `${this.#epoch}:${this.#generations.get(company.id) ?? 0}`) await this.#write(company.id, entry);
      return entry;
    })().finally(() => this.#inflight.delete(company.id));
    this.#inflight.set(company.id, task);
    return task;
  }

  async #write(companyId: number, entry: Entry): Promise<void> {
    const { store, maxStaleMs } = this.options;
    await store.set(this.#keys.entry(companyId), `${JSON.stringify({ asOf: entry.asOf, companyName: entry.companyName })}\n${entry.dataJson}`, maxStaleMs);
    await store.addToSet(this.#keys.index, String(companyId), maxStaleMs);
  }

  /**
   * Starts one refresh of the company's figures unless one runs already; answers whether newer figures may come
   * (false while a failed refresh backs off, so the page stops asking and says the figures are stale).
   */
  #refreshInBackground(company: CacheCompany, build: () => Promise<Data>): boolean {
    if (this.#inflight.has(company.id)) return true;
    const backingOff = this.#backingOff.has(company.id);
    const { store, freshMs, maxStaleMs, lockMs = 30_000 } = this.options;
    const task = (async () => {
      if ((await store.increment(this.#keys.lock(company.id), lockMs)) !== 1) return;
      try {
        await this.#build(company, build);
        this.#backingOff.delete(company.id);
        await store.delete([this.#keys.lock(company.id), this.#keys.failed(company.id)]);
      } catch (error) {
        this.options.onRefreshFailed?.(company.id, error);
        this.#backingOff.add(company.id);
        await store.set(this.#keys.failed(company.id), '1', maxStaleMs);
        // Keep the lock a little while, so a service that is down is not called again on every request.
        await store.set(this.#keys.lock(company.id), '1', Math.min(freshMs, 10_000));
      }
    })().catch((error: unknown) => this.options.onRefreshFailed?.(company.id, error));
    this.#background.add(task);
    void task.finally(() => this.#background.delete(task));
    return !backingOff;
  }
}
