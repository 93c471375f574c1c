import type { Clock } from './clock';
import { systemClock } from './clock';
import type { Store } from './store';

interface Entry {
  value: string | Set<string>;
  expiresAt: number | null;
}

export class MemoryStore implements Store {
  readonly #entries = new Map<string, Entry>();
  readonly #clock: Clock;

  constructor(options: { clock?: Clock } = {}) {
    this.#clock = options.clock ?? systemClock;
  }

  #live(key: string): Entry | undefined {
    const entry = this.#entries.get(key);
    if (entry && entry.expiresAt !== null && entry.expiresAt <= this.#clock()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
  }

  #expiry(ttlMs: number | null): number | null {
    return ttlMs === null ? null : this.#clock() + ttlMs;
  }

  async get(key: string): Promise<string | null> {
    const value = this.#live(key)?.value;
    return typeof value === 'string' ? value : null;
  }

  async set(key: string, value: string, ttlMs: number | null): Promise<void> {
    this.#entries.set(key, { value, expiresAt: this.#expiry(ttlMs) });
  }

  async delete(keys: readonly string[]): Promise<void> {
    for (const key of keys) this.#entries.delete(key);
  }

  async increment(key: string, ttlMs: number): Promise<number> {
    const entry = this.#live(key);
    const count = (typeof entry?.value === 'string' ? Number(entry.value) : 0) + 1;
    this.#entries.set(key, { value: String(count), expiresAt: entry?.expiresAt ?? this.#expiry(ttlMs) });
    return count;
  }

  async addToSet(key: string, member: string, ttlMs: number): Promise<void> {
    const entry = this.#live(key);
    const members = entry?.value instanceof Set ? entry.value : new Set<string>();
    members.add(member);
    this.#entries.set(key, { value: members, expiresAt: this.#expiry(ttlMs) });
  }

  async removeFromSet(key: string, member: string): Promise<void> {
    const entry = this.#live(key);
    if (entry?.value instanceof Set) entry.value.delete(member);
  }

  async members(key: string): Promise<string[]> {
    const value = this.#live(key)?.value;
    return value instanceof Set ? [...value] : [];
  }

  async ping(): Promise<void> {}

  async close(): Promise<void> {
    this.#entries.clear();
  }
}
