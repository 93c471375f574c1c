/**
 * The browser BFF's store: the BFF's MemoryStore, with the sessions (records and per-user indexes) also written to a
 * Storage, so that a reload, which builds a new store and a new world from the same seed, keeps whoever was signed
 * in. Everything else (sign-in counters, bookmarks, transactions, the dashboard cache) starts afresh, like the world.
 */
import type { Clock } from '../../bff/src/lib/clock';
import { MemoryStore } from '../../bff/src/lib/memory-store';
import type { Store } from '../../bff/src/lib/store';

export const SESSION_STORE_KEY = 'tezgah.browserBff.sessions';
/** The key prefixes of bff/src/lib/sessions.ts. */
const KEPT_PREFIXES = ['session:', 'user-sessions:'] as const;

interface KeptEntry {
  value: string | string[];
  expiresAt: number | null;
}

const isKept = (key: string) => KEPT_PREFIXES.some((prefix) => key.startsWith(prefix));

export class SessionKeepingStore implements Store {
  readonly #memory: MemoryStore;
  readonly #kept = new Map<string, KeptEntry>();

  private constructor(
    private readonly storage: Storage,
    private readonly clock: Clock,
  ) {
    this.#memory = new MemoryStore({ clock });
  }

  /** A store holding the sessions the storage kept (expired ones left out). */
  static async restore(options: { storage: Storage; clock: Clock }): Promise<SessionKeepingStore> {
    const store = new SessionKeepingStore(options.storage, options.clock);
    for (const [key, entry] of readKept(options.storage.getItem(SESSION_STORE_KEY))) {
      const ttl = entry.expiresAt === null ? null : entry.expiresAt - options.clock();
      if (!isKept(key) || (ttl !== null && ttl <= 0)) continue;
      if (typeof entry.value === 'string') await store.#memory.set(key, entry.value, ttl);
      else for (const member of entry.value) await store.#memory.addToSet(key, member, ttl ?? Number.MAX_SAFE_INTEGER);
      store.#kept.set(key, entry);
    }
    store.#save();
    return store;
  }

  get(key: string): Promise<string | null> {
    return this.#memory.get(key);
  }

  async set(key: string, value: string, ttlMs: number | null): Promise<void> {
    await this.#memory.set(key, value, ttlMs);
    if (isKept(key)) this.#keep(key, value, ttlMs === null ? null : this.clock() + ttlMs);
  }

  async delete(keys: readonly string[]): Promise<void> {
    await this.#memory.delete(keys);
    const removed = keys.filter((key) => this.#kept.delete(key));
    if (removed.length > 0) this.#save();
  }

  increment(key: string, ttlMs: number): Promise<number> {
    return this.#memory.increment(key, ttlMs);
  }

  async addToSet(key: string, member: string, ttlMs: number): Promise<void> {
    await this.#memory.addToSet(key, member, ttlMs);
    if (isKept(key)) this.#keep(key, await this.#memory.members(key), this.clock() + ttlMs);
  }

  async removeFromSet(key: string, member: string): Promise<void> {
    await this.#memory.removeFromSet(key, member);
    const entry = this.#kept.get(key);
    if (entry) this.#keep(key, await this.#memory.members(key), entry.expiresAt);
  }

  members(key: string): Promise<string[]> {
    return this.#memory.members(key);
  }

  ping(): Promise<void> {
    return this.#memory.ping();
  }

  close(): Promise<void> {
    return this.#memory.close();
  }

  #keep(key: string, value: string | string[], expiresAt: number | null): void {
    this.#kept.set(key, { value, expiresAt });
    this.#save();
  }

  #save(): void {
    const now = this.clock();
    for (const [key, entry] of this.#kept) if (entry.expiresAt !== null && entry.expiresAt <= now) this.#kept.delete(key);
    if (this.#kept.size === 0) this.storage.removeItem(SESSION_STORE_KEY);
    else this.storage.setItem(SESSION_STORE_KEY, JSON.stringify([...this.#kept]));
  }
}

function readKept(text: string | null): [string, KeptEntry][] {
  try {
    const entries: unknown = JSON.parse(text ?? '[]');
    if (!Array.isArray(entries)) return [];
    return entries.filter(
      (entry): entry is [string, KeptEntry] =>
        Array.isArray(entry) &&
        typeof entry[0] === 'string' &&
        typeof entry[1] === 'object' &&
        entry[1] !== null &&
        (typeof entry[1].value === 'string' || Array.isArray(entry[1].value)),
    );
  } catch {
    return [];
  }
}
