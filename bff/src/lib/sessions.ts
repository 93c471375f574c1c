/**
 * Server-side sessions. The browser holds only an opaque id (32 random bytes); the store keys records by
 * sha256(id), so a store dump cannot be replayed as cookies. Idle and absolute lifetimes are checked here
 * against the injected clock; store TTLs only clean up.
 */
import type { UserInfo } from '@contract/api/session';
import type { Clock } from './clock';
import { randomId, sha256 } from './crypto';
import type { Store } from './store';

export interface SessionIdentity {
  userId: string;
  user: UserInfo;
  /** Sign-in time; act-as and back keep it, so switching never extends a session. */
  signedInAt: number;
}

export interface SessionRecord extends SessionIdentity {
  lastSeenAt: number;
  /** Per-session HMAC key for the §7 access token. */
  accessKey: string;
  /** adminAsUser only: the admin's own session, restored by "back to admin". */
  stashedAdmin: SessionIdentity | null;
}

export interface Session {
  id: string;
  record: SessionRecord;
}

export interface SessionsOptions {
  store: Store;
  clock: Clock;
  idleMs: number;
  absoluteMs: number;
}

const recordKey = (hash: string) => `session:${hash}`;
/** A session is written back at most this often while in use: the idle end moves in steps of it, not per request. */
const TOUCH_INTERVAL_MS = 30_000;
const userIndexKey = (userId: string) => `user-sessions:${userId}`;

export class Sessions {
  constructor(private readonly options: SessionsOptions) {}

  /** Starts a session under a fresh id and destroys the previous one, if any (fixation defence). */
  async start(identity: SessionIdentity, stashedAdmin: SessionIdentity | null, previousId: string | null): Promise<Session> {
    if (previousId) await this.destroy(previousId);
    const id = randomId(32);
    const record: SessionRecord = { ...identity, lastSeenAt: this.options.clock(), accessKey: randomId(32), stashedAdmin };
    await this.#write(sha256(id), record);
    return { id, record };
  }

  /** The live session for this id, touched; null when unknown, idle too long or past its absolute end. */
  async load(id: string): Promise<SessionRecord | null> {
    const hash = sha256(id);
    const text = await this.options.store.get(recordKey(hash));
    if (!text) return null;
    const record = JSON.parse(text) as SessionRecord;
    const now = this.options.clock();
    if (now - record.lastSeenAt >= this.options.idleMs || now - record.signedInAt >= this.options.absoluteMs) {
      await this.#remove(hash, record);
      return null;
    }
    if (now - record.lastSeenAt < Math.min(TOUCH_INTERVAL_MS, this.options.idleMs / 60)) return record;
    const touched = { ...record, lastSeenAt: now };
    await this.options.store.set(recordKey(hash), JSON.stringify(touched), this.#ttl(touched));
    return touched;
  }

  /** Replaces the user snapshot (fresh counts) without changing the id. */
  async update(id: string, record: SessionRecord): Promise<void> {
    await this.options.store.set(recordKey(sha256(id)), JSON.stringify(record), this.#ttl(record));
  }

  async destroy(id: string): Promise<void> {
    const hash = sha256(id);
    const text = await this.options.store.get(recordKey(hash));
    if (text) await this.#remove(hash, JSON.parse(text) as SessionRecord);
    else await this.options.store.delete([recordKey(hash)]);
  }

  /** Ends every session in which this user takes part (as the user or as the admin behind it). */
  async destroyAllForUser(userId: string): Promise<number> {
    const hashes = await this.options.store.members(userIndexKey(userId));
    await this.options.store.delete([...hashes.map(recordKey), userIndexKey(userId)]);
    return hashes.length;
  }

  async #write(hash: string, record: SessionRecord): Promise<void> {
    await this.options.store.set(recordKey(hash), JSON.stringify(record), this.#ttl(record));
    for (const userId of participants(record)) {
      await this.options.store.addToSet(userIndexKey(userId), hash, this.options.absoluteMs);
    }
  }

  async #remove(hash: string, record: SessionRecord): Promise<void> {
    await this.options.store.delete([recordKey(hash)]);
    for (const userId of participants(record)) await this.options.store.removeFromSet(userIndexKey(userId), hash);
  }

  #ttl(record: SessionRecord): number {
    const absoluteLeft = record.signedInAt + this.options.absoluteMs - this.options.clock();
    return Math.max(1, Math.min(this.options.idleMs, absoluteLeft));
  }
}

function participants(record: SessionRecord): string[] {
  return record.stashedAdmin ? [record.userId, record.stashedAdmin.userId] : [record.userId];
}
