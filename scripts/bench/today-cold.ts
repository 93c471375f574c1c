/**
 * Today's cold answer (issue "Today…": ≤ 1.2× the slowest downstream call): each round clears the company's cached
 * parts (the admin cache tool clears Today with the dashboard), times GET /api/dashboard/today, then times each part's
 * service call alone (marketplace and logistics `/today`); the ratio is the medians' quotient.
 */
import { API } from '@contract/api/paths';
import type { ServiceName } from '@contract/downstream/common';
import type { TodayAnswer } from '@contract/today/today.types';
import { BENCH_SELLER } from './bench-seller';
import type { BenchKeys } from './bench-stack';
import type { BffSession } from './bff-session';
import { timings, type Timings } from './dashboard-report';
import { sellerAuthorization } from './seller-token';

export interface TodayColdFigures {
  rounds: number;
  today: Timings;
  slowestCall: Timings;
  ratio: number;
}

const PART_SERVICES = ['marketplace', 'logistics'] as const satisfies readonly ServiceName[];

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const result = await work();
  return [performance.now() - started, result];
}

async function okText(response: Response, what: string): Promise<string> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${text.slice(0, 300)}`);
  return text;
}

export async function measureTodayCold(
  bffUrl: string,
  seller: BffSession,
  clear: () => Promise<unknown>,
  urls: Record<ServiceName, string>,
  keys: BenchKeys,
  rounds: number,
): Promise<TodayColdFigures> {
  const authorization = Object.fromEntries(
    await Promise.all(PART_SERVICES.map(async (service) => [service, await sellerAuthorization(keys.privateJwk, keys.kid, service)] as const)),
  );
  const part = (service: (typeof PART_SERVICES)[number]) =>
    fetch(`${urls[service]}/v1/companies/${BENCH_SELLER.companyId}/today`, {
      headers: { accept: 'application/json', authorization: authorization[service]! },
    }).then((response) => okText(response, `${service} /today`));
  const cold: number[] = [];
  const slowest: number[] = [];
  for (let round = -2; round < rounds; round += 1) {
    await clear();
    const [todayMs, text] = await timed(() => fetch(bffUrl + API.today, { headers: seller.headers }).then((response) => okText(response, 'the cold Today')));
    if (Object.values((JSON.parse(text) as TodayAnswer).parts).some((one) => one.status !== 'loaded')) throw new Error('a cold Today answered a part unloaded');
    const calls: number[] = [];
    for (const service of PART_SERVICES) calls.push((await timed(() => part(service)))[0]);
    if (round < 0) continue;
    cold.push(todayMs);
    slowest.push(Math.max(...calls));
  }
  const today = timings(cold);
  const slowestCall = timings(slowest);
  return { rounds, today, slowestCall, ratio: today.medianMs / slowestCall.medianMs };
}
