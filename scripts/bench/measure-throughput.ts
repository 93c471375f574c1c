/** Order-list throughput of one target with autocannon: a warm-up run, then the measured run. Any failure aborts. */
import autocannon, { type Result } from 'autocannon';
import { cpuMs } from './child-processes';

export interface LoadOptions {
  connections: number;
  seconds: number;
  warmupSeconds: number;
}

export interface ThroughputFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** CPU ms each process spent per request during the measured run (autocannon is this process). */
  cpuMsPerRequest: Record<string, number>;
}

/** A bench that measured 401s or resets is worthless: refuse it loudly. */
function refuseFailures(name: string, result: Result): Result {
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed === 0 && result.requests.total > 0) return result;
  throw new Error(
    `${name}: ${result.requests.total} requests, ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts ` +
      `(status codes ${JSON.stringify(result.statusCodeStats)}): refusing to report a throughput of failures`,
  );
}

const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** `pids`: the processes serving the target (name → pid), whose CPU per request is reported beside autocannon's. */
export async function measureThroughput(
  name: string,
  url: string,
  headers: Record<string, string>,
  options: LoadOptions,
  pids: Record<string, number>,
): Promise<ThroughputFigures> {
  const run = (seconds: number) => autocannon({ url, headers, connections: options.connections, duration: seconds, timeout: 10 });
  if (options.warmupSeconds > 0) refuseFailures(`${name} warm-up`, await run(options.warmupSeconds));
  const cpu = (): Record<string, number> => ({
    ...Object.fromEntries(Object.entries(pids).map(([process, pid]) => [process, cpuMs(pid)])),
    autocannon: ownCpuMs(),
  });
  const before = cpu();
  const result = refuseFailures(name, await run(options.seconds));
  const after = cpu();
  const requests = result.requests.total;
  return {
    requestsPerSecond: requests / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests,
    cpuMsPerRequest: Object.fromEntries(Object.entries(after).map(([process, ms]) => [process, (ms - (before[process] ?? 0)) / requests])),
  };
}
