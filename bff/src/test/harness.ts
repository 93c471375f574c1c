/**
 * Route tests: the BFF app over the in-process sandbox (createSandbox), with a manual clock shared by both, a
 * memory store and captured log lines. The sandbox verifies the BFF's real tokens against its JWKS.
 */
import { createLocalJWKSet, decodeJwt, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { Hono } from 'hono';
import { SERVICES, type ServiceName } from '@contract/downstream/common';
import { createSandbox, type Sandbox } from '@mocks/sandbox/sandbox';
import { createApp } from '../app';
import { readConfig, type Config } from '../config';
import type { AppEnv } from '../lib/app-env';
import { manualClock, type ManualClock } from '../lib/clock';
import { fetchTransport, type FetchHandler } from '../lib/downstream-transport';
import { InProcessJobQueue, type JobQueue } from '../lib/jobs/job-queue';
import type { LogLine } from '../lib/logger';
import { MemoryStore } from '../lib/memory-store';
import type { Store } from '../lib/store';
import { TokenSigner } from '../lib/token-signer';
import { inProcessOutages, type InProcessOutages } from './in-process-outages';

export interface HarnessOptions {
  env?: Record<string, string>;
  store?: Store;
  clock?: ManualClock;
  sandboxEmbedded?: boolean;
  staticDir?: string;
  /** A company with this many orders (the benchmarks' large seed). */
  largeOrders?: { companyId: number; count: number };
}

export interface Harness {
  app: Hono<AppEnv>;
  sandbox: Sandbox;
  clock: ManualClock;
  store: Store;
  config: Config;
  signer: TokenSigner;
  logs: LogLine[];
  /** Every JWT payload the sandbox verified, with the service it was sent to. */
  claims: { service: ServiceName; payload: JWTPayload }[];
  /** Downstream requests as the sandbox received them. */
  downstreamRequests: { service: ServiceName; request: Request }[];
  /** Takes services down (also through POST /api/dev/services/... when the sandbox counts as embedded). */
  outages: InProcessOutages;
  /** The app's job queue (in process): `await h.jobs.drain()` waits for exports and imports. */
  jobs: JobQueue;
}

/** Wraps a verify key so tests see the tokens the sandbox was asked to verify. */
export function capturingVerifyKey(inner: JWTVerifyGetKey, seen: (payload: JWTPayload) => void): JWTVerifyGetKey {
  return (header, token) => {
    try {
      seen(decodeJwt(`${token.protected ?? ''}.${token.payload}.`));
    } catch {
      /* not a decodable token: the real check refuses it */
    }
    return inner(header, token);
  };
}

export async function createHarness(options: HarnessOptions = {}): Promise<Harness> {
  const clock = options.clock ?? manualClock();
  const signer = await TokenSigner.create({ privateJwk: null, clock });
  const claims: Harness['claims'] = [];
  const downstreamRequests: Harness['downstreamRequests'] = [];
  let currentService: ServiceName = 'identity';
  const verifyKey = capturingVerifyKey(createLocalJWKSet(signer.jwks()), (payload) => claims.push({ service: currentService, payload }));
  const sandbox = createSandbox({ now: clock, verifyKey, ...(options.largeOrders ? { largeOrders: options.largeOrders } : {}) });
  await sandbox.credentials.ready;
  const outages = inProcessOutages();
  const handlers = Object.fromEntries(SERVICES.map((service) => [service, (request: Request) => {
    outages.check(service, request);
    currentService = service;
    downstreamRequests.push({ service, request: request.clone() });
    return sandbox.apps[service].fetch(request);
  }])) as Record<ServiceName, FetchHandler>;
  const store = options.store ?? new MemoryStore({ clock });
  const config = readConfig(options.env ?? {});
  const logs: LogLine[] = [];
  let jobs: JobQueue | null = null;
  const app = createApp({
    jobs: (run) => (jobs = new InProcessJobQueue({ run })),
    config, store, signer, clock,
    transport: fetchTransport(handlers),
    logSink: (line) => logs.push(line),
    sandboxEmbedded: options.sandboxEmbedded ?? true,
    sandboxServices: outages.control,
    staticDir: options.staticDir ?? null,
  });
  return { app, sandbox, clock, store, config, signer, logs, claims, downstreamRequests, outages, jobs: jobs! };
}
