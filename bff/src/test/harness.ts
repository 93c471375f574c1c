/**
 * Route tests: the BFF app over the in-process sandbox (createSandbox), with a manual clock shared by both, a
 * memory store and captured log lines. The sandbox verifies the BFF's real tokens against its JWKS.
 * Build it once per file and `reset()` it before each test: the sandbox (its hashed demo passwords, its generated
 * books) is the costly part and stays; everything a test can change is put back.
 */
import { createLocalJWKSet, decodeJwt, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { Tracer } from '@opentelemetry/api';
import type { Hono } from 'hono';
import { SERVICES, type ServiceName } from '@contract/downstream/common';
import { createSandbox, type Sandbox } from '@mocks/sandbox/sandbox';
import { DEMO_ACCOUNTS } from '@mocks/world/demo-accounts';
import type { World } from '@mocks/world/world';
import { createApp } from '../app';
import { readConfig, type Config } from '../config';
import type { AppEnv } from '../lib/app-env';
import { ORIGIN } from './browser';
import { manualClock, type ManualClock } from '../lib/clock';
import { fetchTransport, type FetchHandler } from '../lib/downstream-transport';
import { nodeFiles } from '../lib/files/node-files';
import { InProcessJobQueue, type JobQueue } from '../lib/jobs/job-queue';
import type { LogLine } from '../lib/logger';
import { MemoryStore } from '../lib/memory-store';
import { NO_METRICS, type AppMetrics } from '../lib/metrics';
import type { Store } from '../lib/store';
import { TokenSigner } from '../lib/token-signer';
import { inProcessOutages, type InProcessOutages } from './in-process-outages';

/** What one app is built with; `reset` may change it for the next test. */
export interface AppOptions {
  /** Over HARNESS_ENV (sandbox mode, on TestBrowser's origin). */
  env?: Record<string, string>;
  staticDir?: string;
  /** What the app measures (createApp's default: nothing). */
  metrics?: AppMetrics;
  /** What records the app's spans (createApp's default: the no-op tracer). */
  tracer?: Tracer;
}

/** Sandbox mode (dev routes on) on the origin TestBrowser sends by default. */
export const HARNESS_ENV = { SANDBOX: '1', PUBLIC_ORIGIN: ORIGIN };

export interface HarnessOptions extends AppOptions {
  clock?: ManualClock;
  /** A company with this many orders (the benchmarks' large seed). */
  largeOrders?: { companyId: number; count: number };
  /** The store each app is built over (default: a fresh MemoryStore on the harness's clock). */
  makeStore?: (clock: ManualClock) => Store;
}

export interface ResetOptions extends AppOptions {
  /**
   * 'keepBooks' (default): the generated order, catalogue, claim and ticket books stay as earlier tests left them
   * (for tests that only read them, or change what no other test reads). 'seeded': they go too, and are generated
   * again when read.
   */
  world?: 'keepBooks' | 'seeded';
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
  /** Takes services down (also through POST /api/dev/services/... in sandbox mode). */
  outages: InProcessOutages;
  /** The app's job queue (in process): `await h.jobs.drain()` waits for exports and imports. */
  jobs: JobQueue;
  /**
   * Waits for the app's jobs and downstream calls (background refreshes too), then builds a new app (fresh memory store, signer, job queue and caches; nothing
   * captured), sets the clock back to its start, brings every service up, puts back the sandbox's own service apps,
   * the demo passwords and the world's accounts, mails and import states (books: see ResetOptions). Browsers made
   * before it still talk to the old app.
   */
  reset(options?: ResetOptions): Promise<void>;
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

const BOOKS = [
  'orderBooks',
  'catalogs',
  'taxonomy',
  'productImages',
  'claimBooks',
  'approvalBooks',
  'claimPhotos',
  'ticketBooks',
  'ticketAttachments',
  'readyAnswerBooks',
  'messageBooks',
] as const satisfies readonly (keyof World)[];

/** createApp's tracer option, when one is given. */
const tracerOf = (tracer: Tracer | undefined) => (tracer ? { tracer } : {});

export async function createHarness(options: HarnessOptions = {}): Promise<Harness> {
  const clock = options.clock ?? manualClock();
  const start = clock();
  let currentService: ServiceName = 'identity';
  let verifyCurrent: JWTVerifyGetKey = () => Promise.reject(new Error('no signer yet'));
  const verifyKey = capturingVerifyKey(
    (header, token) => verifyCurrent(header, token),
    (payload) => h.claims.push({ service: currentService, payload }),
  );
  const sandbox = createSandbox({ now: clock, verifyKey, ...(options.largeOrders ? { largeOrders: options.largeOrders } : {}) });
  await sandbox.credentials.ready;
  const seededWorld = structuredClone(sandbox.world);
  const serviceApps = { ...sandbox.apps };
  const demoHashes = DEMO_ACCOUNTS.flatMap((account) => {
    const hash = sandbox.credentials.hashOf(account.userId);
    return hash === undefined ? [] : [[account.userId, hash] as const];
  });
  const inFlight = new Set<Promise<Response>>();
  const handlers = Object.fromEntries(
    SERVICES.map((service) => [
      service,
      (request: Request) => {
        h.outages.check(service, request);
        currentService = service;
        h.downstreamRequests.push({ service, request: request.clone() });
        const answer = Promise.resolve(sandbox.apps[service].fetch(request));
        const settled = () => {
          inFlight.delete(answer);
        };
        inFlight.add(answer);
        void answer.then(settled, settled);
        return answer;
      },
    ]),
  ) as Record<ServiceName, FetchHandler>;

  const buildApp = async (app: AppOptions) => {
    const signer = await TokenSigner.create({ privateJwk: null, clock });
    verifyCurrent = createLocalJWKSet(signer.jwks());
    const store = options.makeStore?.(clock) ?? new MemoryStore({ clock });
    const config = readConfig({ ...HARNESS_ENV, ...(app.env ?? options.env) });
    const logs: LogLine[] = [];
    const outages = inProcessOutages();
    let jobs: JobQueue | null = null;
    const built = createApp({
      jobs: (run) => (jobs = new InProcessJobQueue({ run })),
      config,
      store,
      signer,
      clock,
      files: nodeFiles(config),
      transport: fetchTransport(handlers),
      logSink: (line) => logs.push(line),
      sandboxServices: outages.control,
      staticDir: app.staticDir ?? options.staticDir ?? null,
      metrics: app.metrics ?? options.metrics ?? NO_METRICS,
      ...tracerOf(app.tracer ?? options.tracer),
    });
    return { app: built, store, config, signer, logs, outages, jobs: jobs!, claims: [], downstreamRequests: [] };
  };

  const h: Harness = {
    sandbox,
    clock,
    ...(await buildApp({})),
    async reset({ world = 'keepBooks', ...app } = {}) {
      await h.jobs.close();
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
      await h.store.close();
      const books = world === 'keepBooks' ? Object.fromEntries(BOOKS.map((key) => [key, sandbox.world[key]])) : {};
      Object.assign(sandbox.world, structuredClone(seededWorld), books);
      for (const [userId, hash] of demoHashes) sandbox.credentials.setHash(userId, hash);
      Object.assign(sandbox.apps, serviceApps);
      clock.set(start);
      Object.assign(h, await buildApp(app));
    },
  };
  return h;
}
