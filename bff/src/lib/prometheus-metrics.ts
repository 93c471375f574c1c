/**
 * The BFF's metrics in Prometheus' text format (prom-client, one registry per app so tests stay apart): requests by
 * route and status, downstream calls by service and outcome, open circuits per service, jobs by kind and outcome, the
 * queue by state, store outages, and Node's own (heap, event loop lag, GC), all prefixed `tezgah_`.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ServiceName } from '@contract/downstream/common';
import type { AppMetrics, QueueCounts } from './metrics';

/** Seconds: a fast read, a usual page, a slow service, a deadline. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export function prometheusMetrics({ processMetrics = true }: { processMetrics?: boolean } = {}): AppMetrics {
  const registry = new Registry();
  if (processMetrics) collectDefaultMetrics({ register: registry, prefix: 'tezgah_' });
  const requests = new Histogram({
    name: 'tezgah_http_request_duration_seconds',
    help: 'Browser requests by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  const calls = new Histogram({
    name: 'tezgah_downstream_call_duration_seconds',
    help: 'Calls to the downstream services by service and outcome (ok, refused, failed, circuitOpen).',
    labelNames: ['service', 'outcome'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  const opened = new Counter({
    name: 'tezgah_circuit_opened_total',
    help: 'Times a circuit opened, per service.',
    labelNames: ['service'] as const,
    registers: [registry],
  });
  let readOpen: () => Partial<Record<ServiceName, number>> = () => ({});
  new Gauge({
    name: 'tezgah_circuits_open',
    help: "Circuits open now per service (one per service and company: above 0, some companies' calls are refused at once).",
    labelNames: ['service'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [service, count] of Object.entries(readOpen())) this.set({ service }, count);
    },
  });
  const jobs = new Histogram({
    name: 'tezgah_job_duration_seconds',
    help: 'Background jobs (exports, imports) by kind and outcome (done, error, failed, handedBack).',
    labelNames: ['kind', 'outcome'] as const,
    buckets: [0.1, 0.5, 1, 5, 15, 60, 300, 900, 3600],
    registers: [registry],
  });
  let readQueue: () => Promise<QueueCounts> = async () => ({ waiting: 0, active: 0, delayed: 0 });
  new Gauge({
    name: 'tezgah_job_queue_jobs',
    help: "Jobs in the queue by state (waiting, active, delayed); with Redis, the whole fleet's queue.",
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const counts = await readQueue().catch(() => null);
      this.reset();
      if (counts) for (const [state, count] of Object.entries(counts)) this.set({ state }, count);
    },
  });
  const storeErrors = new Counter({
    name: 'tezgah_store_unavailable_total',
    help: 'Requests answered 503 because the store (Redis) did not answer.',
    registers: [registry],
  });
  return {
    request: (method, route, status, seconds) => requests.observe({ method, route, status: String(status) }, seconds),
    downstreamCall: (service, outcome, seconds) => calls.observe({ service, outcome }, seconds),
    breakerChanged: (service, state) => {
      if (state === 'open') opened.inc({ service });
    },
    observeCircuits: (read) => {
      readOpen = read;
    },
    jobFinished: (kind, outcome, seconds) => jobs.observe({ kind, outcome }, seconds),
    observeQueue: (read) => {
      readQueue = read;
    },
    storeUnavailable: () => storeErrors.inc(),
    exposition: async () => ({ contentType: registry.contentType, text: await registry.metrics() }),
  };
}
