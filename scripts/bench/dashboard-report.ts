/** bench:dashboard's closing lines and targets (the JSON twin goes to dist/bench/dashboard.json). */
import { BENCH_SELLER } from './bench-seller';
import type { LoadOptions, ThroughputFigures } from './measure-throughput';
import { machineLine, throughputRow, verdict } from './report';
import type { TodayColdFigures } from './today-cold';

export const DASHBOARD_TARGETS = { minCachedRatio: 0.65, maxColdRatio: 1.2 } as const;

/** Milliseconds of one kind of call over the measured rounds. */
export interface Timings {
  medianMs: number;
  p90Ms: number;
  samples: number[];
}

export interface DashboardBenchFigures {
  orderCount: number;
  /** The latency each service adds before computing (BENCH_SERVICE_DELAY_MS). */
  serviceDelayMs: number;
  loadAverage: { atStart: number; atEnd: number };
  load: LoadOptions;
  /**
   * ratio: req/s of the BFF's cached dashboard (on Redis when REDIS_URL is set) ÷ req/s of the same BFF serving the
   * same bytes from its in-process Map store. floorRatio: ÷ a bare server answering them from a Map (no session, no
   * policy, no middleware) — the floor no authenticated answer can reach.
   */
  cached: {
    store: 'redis' | 'memory';
    bff: ThroughputFigures;
    inProcess: ThroughputFigures;
    map: ThroughputFigures;
    ratio: number;
    floorRatio: number;
    bytes: number;
    /** The BFF's /healthz (its common middleware, no session, no cache): what any BFF answer costs at least. */
    bffHealth: ThroughputFigures;
  };
  /** ratio: the cold dashboard's median ÷ the median of the slowest single downstream call of each round. */
  cold: {
    rounds: number;
    dashboard: Timings;
    slowestCall: Timings;
    perService: Record<string, Timings>;
    ratio: number;
    /** The three calls sent at once by the bench itself (no BFF): how much parallelism the machine gives them. */
    directTogether: Timings;
  };
  /** Today's list: its size and cached throughput, and its cold answer over rounds. */
  today: {
    items: number;
    bytes: number;
    bff: ThroughputFigures;
    /** The cold Today over rounds, beside the slowest of its parts' service calls. */
    cold: TodayColdFigures;
  };
}

export function timings(samples: readonly number[]): Timings {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
  return { medianMs: at(0.5), p90Ms: at(0.9), samples: [...samples] };
}

const ms = (t: Timings) => `median ${t.medianMs.toFixed(1)} ms, p90 ${t.p90Ms.toFixed(1)} ms`;

export function dashboardReportLines(figures: DashboardBenchFigures): string[] {
  const { cached, cold, load } = figures;
  return [
    machineLine(figures.loadAverage),
    `dashboard bench: company ${BENCH_SELLER.companyId} with ${figures.orderCount} orders; marketplace, logistics and accounting each in a process of its own, each waiting ${figures.serviceDelayMs} ms before it computes`,
    `cached dashboard (${cached.bytes} bytes), ${load.connections} connections, ${load.seconds} s after ${load.warmupSeconds} s warm-up:`,
    throughputRow(cached.store === 'redis' ? '  BFF, cache and sessions in Redis' : '  BFF, in-process store (no Redis)', cached.bff),
    throughputRow('  BFF, in-process Map store        ', cached.inProcess),
    `  ratio ${cached.ratio.toFixed(2)} (target ≥ ${DASHBOARD_TARGETS.minCachedRatio}: ${verdict(cached.ratio >= DASHBOARD_TARGETS.minCachedRatio)})${cached.store === 'memory' ? ' — set REDIS_URL to measure the Redis cache' : ''}`,
    throughputRow('  bare Map server (floor)          ', cached.map),
    `  BFF ÷ bare floor ${cached.floorRatio.toFixed(2)} (every BFF answer pays session, policy, logging and headers)`,
    throughputRow('  for reference, BFF /healthz      ', cached.bffHealth),
    `  cached dashboard ÷ BFF /healthz ${(cached.bff.requestsPerSecond / cached.bffHealth.requestsPerSecond).toFixed(2)}`,
    `cold dashboard over ${cold.rounds} rounds (cache cleared before each): ${ms(cold.dashboard)}`,
    `  slowest single downstream call of each round: ${ms(cold.slowestCall)}`,
    ...Object.entries(cold.perService).map(([service, t]) => `    ${service.padEnd(11)} ${ms(t)}`),
    `  ratio ${cold.ratio.toFixed(2)} (target ≤ ${DASHBOARD_TARGETS.maxColdRatio}: ${verdict(cold.ratio <= DASHBOARD_TARGETS.maxColdRatio)})`,
    `  for reference, the three calls sent at once by the bench (no BFF): ${ms(cold.directTogether)}`,
    `Today (${figures.today.items} items, ${figures.today.bytes} bytes):`,
    throughputRow('  BFF Today, cached parts          ', figures.today.bff),
    `  cached Today ÷ cached dashboard ${(figures.today.bff.requestsPerSecond / cached.bff.requestsPerSecond).toFixed(2)}`,
    `cold Today over ${figures.today.cold.rounds} rounds (its parts cleared before each): ${ms(figures.today.cold.today)}`,
    `  slowest part's service call of each round: ${ms(figures.today.cold.slowestCall)}`,
    `  ratio ${figures.today.cold.ratio.toFixed(2)} (target ≤ ${DASHBOARD_TARGETS.maxColdRatio}: ${verdict(figures.today.cold.ratio <= DASHBOARD_TARGETS.maxColdRatio)})`,
  ];
}
