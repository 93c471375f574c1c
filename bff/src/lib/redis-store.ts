import { Cluster } from 'ioredis';
import { connectRedis, type RedisConnection, type RedisTarget } from './redis-target';
import { StoreUnavailable, type Store } from './store';

/** How long one store call may wait for Redis, its connection included, before it fails. */
export const DEFAULT_COMMAND_TIMEOUT_MS = 500;

export interface RedisStoreOptions {
  redis: RedisTarget;
  /** Every key the store writes starts with this. */
  keyPrefix: string;
  /** Database index; overrides the one in the URL (tests use their own). */
  db?: number;
  /** A call Redis has not answered within this long fails with StoreUnavailable (default 500). */
  commandTimeoutMs?: number;
}

/** Redis's own refusals (a wrong type…) stay what they are; LOADING is a Redis still starting. */
const isRefusal = (error: unknown) => error instanceof Error && error.name === 'ReplyError' && !error.message.startsWith('LOADING');

/**
 * The store on the request path: a call Redis does not answer in time (down, paused, unreachable) fails at once
 * with StoreUnavailable instead of waiting. Nothing is queued while disconnected, and commands lost with a dropped
 * connection, or still waiting for one when the caller was given up on, are not sent, so a call that failed is never
 * applied later behind its caller's back.
 * BullMQ keeps connections of its own, which wait for Redis instead (bull-queue.ts).
 */
export class RedisStore implements Store {
  readonly #redis: RedisConnection;
  readonly commandTimeoutMs: number;
  #ready: Promise<void> | null = null;

  constructor(options: RedisStoreOptions) {
    this.commandTimeoutMs = options.commandTimeoutMs ?? DEFAULT_COMMAND_TIMEOUT_MS;
    this.#redis = connectRedis(options.redis, {
      keyPrefix: options.keyPrefix,
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      autoResendUnfulfilledCommands: false,
      ...(options.db === undefined ? {} : { db: options.db }),
    });
    // Each failed call reaches its caller as StoreUnavailable (and onError logs it); without a listener ioredis would
    // also print every failed reconnect to stderr while Redis is down.
    this.#redis.on('error', () => {});
  }

  /** Sends the command now when connected (or closed: it fails at once), else once connected (connecting the first time). */
  #send<T>(command: (redis: RedisConnection) => Promise<T>): Promise<T> {
    const redis = this.#redis;
    if (redis.status === 'ready' || redis.status === 'end') return command(redis);
    if (redis.status === 'wait') redis.connect().catch(() => {});
    this.#ready ??= new Promise<void>((resolve) => {
      redis.once('ready', () => {
        this.#ready = null;
        resolve();
      });
    });
    return this.#ready.then(() => command(redis));
  }

  /**
   * One deadline for the wait for a connection and the command together. It gives up a loop turn late, so an answer
   * that arrived while the process was stalled (GC, a busy CPU) still wins; ioredis' own commandTimeout is left off
   * because it would fire before such an answer is read. A command still waiting for a connection when its caller
   * was given up on is never sent: the caller was told it failed.
   */
  async #call<T>(command: (redis: RedisConnection) => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    let gaveUp = false;
    const late = new Promise<never>((_, reject) => {
      const giveUp = () => {
        gaveUp = true;
        reject(new Error(`no answer within ${this.commandTimeoutMs} ms`));
      };
      timer = setTimeout(() => setImmediate(giveUp), this.commandTimeoutMs);
    });
    const unlessGivenUp = (redis: RedisConnection) => (gaveUp ? Promise.reject(new Error('given up before Redis was back')) : command(redis));
    try {
      return await Promise.race([this.#send(unlessGivenUp), late]);
    } catch (error) {
      throw isRefusal(error) ? error : new StoreUnavailable(error);
    } finally {
      clearTimeout(timer);
    }
  }

  get(key: string): Promise<string | null> {
    return this.#call((redis) => redis.get(key));
  }

  async set(key: string, value: string, ttlMs: number | null): Promise<void> {
    await this.#call((redis) => (ttlMs === null ? redis.set(key, value) : redis.set(key, value, 'PX', Math.max(1, Math.ceil(ttlMs)))));
  }

  /** On a cluster the keys may hash to different slots, which one DEL may not span: one DEL per key there. */
  async delete(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.#call<unknown>((redis) => (redis instanceof Cluster ? Promise.all(keys.map((key) => redis.del(key))) : redis.del(...keys)));
  }

  async increment(key: string, ttlMs: number): Promise<number> {
    const results = await this.#call((redis) =>
      redis
        .multi()
        .set(key, '0', 'PX', Math.max(1, Math.ceil(ttlMs)), 'NX')
        .incr(key)
        .exec(),
    );
    const [error, count] = results?.[1] ?? [new Error('Redis transaction aborted'), null];
    if (error) throw error;
    return Number(count);
  }

  async addToSet(key: string, member: string, ttlMs: number): Promise<void> {
    await this.#call((redis) =>
      redis
        .multi()
        .sadd(key, member)
        .pexpire(key, Math.max(1, Math.ceil(ttlMs)))
        .exec(),
    );
  }

  async removeFromSet(key: string, member: string): Promise<void> {
    await this.#call((redis) => redis.srem(key, member));
  }

  members(key: string): Promise<string[]> {
    return this.#call((redis) => redis.smembers(key));
  }

  async ping(): Promise<void> {
    await this.#call((redis) => redis.ping());
  }

  async close(): Promise<void> {
    if (this.#redis.status === 'ready') await this.#redis.quit().catch(() => this.#redis.disconnect());
    else this.#redis.disconnect();
  }
}
