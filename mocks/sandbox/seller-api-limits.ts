/**
 * The seller API's rate limits (SELLER_API_LIMITS): one-minute windows counted per key and per calling address, kept
 * in the marketplace process (a real marketplace keeps them in its own shared store).
 */
import { SELLER_API_LIMITS } from '@contract/api-keys/seller-api';

const WINDOW_MS = 60_000;
/** Windows kept at once; the oldest are forgotten past it (a flood of addresses cannot grow memory without end). */
const MAX_WINDOWS = 50_000;

export interface RateDecision {
  allowed: boolean;
  /** Seconds until the window that refused the call ends. */
  retryAfterSeconds: number;
}

export class SellerApiLimits {
  readonly #windows = new Map<string, { startedAt: number; count: number }>();

  constructor(private readonly now: () => number) {}

  /** Counts a call from an address (before its key is known). */
  byAddress(address: string): RateDecision {
    return this.#count(`address:${address}`, SELLER_API_LIMITS.perAddressPerMinute);
  }

  /** Counts a call with a known key. */
  byKey(keyId: string): RateDecision {
    return this.#count(`key:${keyId}`, SELLER_API_LIMITS.perKeyPerMinute);
  }

  #count(id: string, limit: number): RateDecision {
    const now = this.now();
    const current = this.#windows.get(id);
    const window = current && now - current.startedAt < WINDOW_MS ? current : { startedAt: now, count: 0 };
    window.count += 1;
    this.#windows.delete(id);
    this.#windows.set(id, window);
    const oldest = this.#windows.keys().next();
    if (this.#windows.size > MAX_WINDOWS && !oldest.done) this.#windows.delete(oldest.value);
    return { allowed: window.count <= limit, retryAfterSeconds: Math.max(1, Math.ceil((window.startedAt + WINDOW_MS - now) / 1000)) };
  }
}
