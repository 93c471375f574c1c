/**
 * What the BFF measures, as an interface the app calls: start.ts gives the Prometheus one (prometheus-metrics.ts,
 * Node only); the BFF in a page (mocks/browser-bff) and most tests measure nothing.
 */
import type { ServiceName } from '@contract/downstream/common';

/** How a downstream call ended: answered, refused by the service (4xx), failed (5xx, no answer, deadline), or not sent (open circuit). */
export type CallOutcome = 'ok' | 'refused' | 'failed' | 'circuitOpen';

/** How a background job ended: the transaction's final status, failed by an error, or handed back at a shutdown. */
export type JobOutcome = 'done' | 'warning' | 'error' | 'failed' | 'handedBack';

/** Jobs in the queue by state, as the queue counts them at scrape time. */
export type QueueCounts = Record<'waiting' | 'active' | 'delayed', number>;

export interface Exposition {
  contentType: string;
  text: string;
}

export interface AppMetrics {
  /** A finished browser request, by its route pattern (never the raw path: ids would make a series each). */
  request(method: string, route: string, status: number, seconds: number): void;
  downstreamCall(service: ServiceName, outcome: CallOutcome, seconds: number): void;
  breakerChanged(service: ServiceName, state: 'open' | 'closed'): void;
  /** Where the open circuits are counted when scraped (a circuit opens by calls and closes by time, so it is read, not tracked). */
  observeCircuits(openCircuits: () => Partial<Record<ServiceName, number>>): void;
  jobFinished(kind: string, outcome: JobOutcome, seconds: number): void;
  /** Where the queue's jobs are counted when scraped. */
  observeQueue(counts: () => Promise<QueueCounts>): void;
  /** A store call that failed because the store (Redis) did not answer. */
  storeUnavailable(): void;
  /** The text a scraper reads, or null when nothing is measured. */
  exposition(): Promise<Exposition | null>;
}

export const NO_METRICS: AppMetrics = {
  request: () => {},
  downstreamCall: () => {},
  breakerChanged: () => {},
  observeCircuits: () => {},
  jobFinished: () => {},
  observeQueue: () => {},
  storeUnavailable: () => {},
  exposition: async () => null,
};
