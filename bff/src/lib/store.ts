/**
 * The little key-value store the BFF keeps its state in (sessions, per-user session index, sign-in counters,
 * bookmarks). MemoryStore for one process and tests, RedisStore for real deployments.
 */
export interface Store {
  get(key: string): Promise<string | null>;
  /** ttlMs null keeps the value until deleted. */
  set(key: string, value: string, ttlMs: number | null): Promise<void>;
  delete(keys: readonly string[]): Promise<void>;
  /** Adds one and returns the new count; the key expires ttlMs after its first increment. */
  increment(key: string, ttlMs: number): Promise<number>;
  /** Adds a member to a set and (re)sets the set's lifetime. */
  addToSet(key: string, member: string, ttlMs: number): Promise<void>;
  removeFromSet(key: string, member: string): Promise<void>;
  members(key: string): Promise<string[]>;
  /** Throws when the store cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The store did not answer in time (down, paused, unreachable); onError answers 503 storeUnavailable. */
export class StoreUnavailable extends Error {
  constructor(cause: unknown) {
    super(`The store did not answer: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'StoreUnavailable';
  }
}
