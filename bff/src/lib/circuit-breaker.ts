/**
 * A circuit breaker per downstream service. Closed, it counts the outcomes of the last `windowMs`; when at least
 * `minFailures` of them failed and they are at least `failureRatio` of the calls, it opens: calls are refused at once
 * for `openMs`. Then it is half-open: one call goes through as a probe (the others are still refused); the probe's
 * success closes the breaker, its failure opens it again. The ratio keeps one company's outage (the sandbox can drop
 * one company's connections) from opening the service for every other company while their calls succeed.
 */
import type { Clock } from './clock';

export interface BreakerSettings {
  windowMs: number;
  minFailures: number;
  failureRatio: number;
  openMs: number;
}

export const DEFAULT_BREAKER: BreakerSettings = { windowMs: 10_000, minFailures: 5, failureRatio: 0.5, openMs: 5_000 };

export type BreakerState = 'closed' | 'open' | 'halfOpen';

/** Thrown instead of calling a service whose breaker is open (the answer is 503 downstreamUnavailable). */
export class CircuitOpen extends Error {
  constructor(
    readonly service: string,
    readonly retryInMs: number,
  ) {
    super(`${service}: circuit open, calls refused for another ${retryInMs} ms`);
    this.name = 'CircuitOpen';
  }
}

/** Outcomes counted per slice of the window, so a busy service costs a few counters, not a list of every call. */
interface Slice {
  start: number;
  calls: number;
  failures: number;
}

const SLICES_PER_WINDOW = 10;

export class CircuitBreaker {
  #slices: Slice[] = [];
  #openedAt: number | null = null;
  #probing = false;

  constructor(
    readonly service: string,
    private readonly clock: Clock,
    private readonly settings: BreakerSettings = DEFAULT_BREAKER,
    /** Told when the breaker opens (again) and when it closes. */
    private readonly onChange: (state: 'open' | 'closed', service: string) => void = () => {},
  ) {}

  get state(): BreakerState {
    if (this.#openedAt === null) return 'closed';
    return this.clock() - this.#openedAt < this.settings.openMs ? 'open' : 'halfOpen';
  }

  /** Runs `call` if the breaker lets it through; a thrown error is a failure, and so is a result `failed` says is one. */
  async run<T>(call: () => Promise<T>, failed: (result: T) => boolean): Promise<T> {
    const probe = this.#admit();
    let result: T;
    try {
      result = await call();
    } catch (error) {
      this.#record(true, probe);
      throw error;
    }
    this.#record(failed(result), probe);
    return result;
  }

  /** Whether this call is the half-open probe; throws CircuitOpen when the call may not go through. */
  #admit(): boolean {
    const state = this.state;
    if (state === 'closed') return false;
    if (state === 'open' || this.#probing) {
      const left = this.#openedAt === null ? 0 : Math.max(0, this.settings.openMs - (this.clock() - this.#openedAt));
      throw new CircuitOpen(this.service, left);
    }
    this.#probing = true;
    return true;
  }

  #record(failed: boolean, probe: boolean): void {
    const now = this.clock();
    if (probe) {
      this.#probing = false;
      if (failed) this.#open(now);
      else this.#close();
      return;
    }
    // A call admitted while closed that ends after the breaker opened changes nothing.
    if (this.#openedAt !== null) return;
    const sliceMs = this.settings.windowMs / SLICES_PER_WINDOW;
    const start = now - (now % sliceMs);
    let slice = this.#slices.at(-1);
    if (!slice || slice.start !== start) this.#slices.push((slice = { start, calls: 0, failures: 0 }));
    slice.calls += 1;
    if (failed) slice.failures += 1;
    this.#slices = this.#slices.filter((each) => each.start > now - this.settings.windowMs);
    const calls = this.#slices.reduce((sum, each) => sum + each.calls, 0);
    const failures = this.#slices.reduce((sum, each) => sum + each.failures, 0);
    if (failures >= this.settings.minFailures && failures / calls >= this.settings.failureRatio) this.#open(now);
  }

  #open(now: number): void {
    this.#openedAt = now;
    this.onChange('open', this.service);
  }

  #close(): void {
    this.#openedAt = null;
    this.#slices = [];
    this.onChange('closed', this.service);
  }
}
