/**
 * The real BFF in the page, for dev:mock (and, next, Storybook): createApp over the in-process sandbox and a seeded
 * world, wired like bff/src/test/harness.ts (a memory store, in-process jobs, a fresh signer, fetchTransport into the
 * sandbox's service apps), with the forwarder in front of it catching the SPA's `/api/` calls. One implementation
 * per endpoint: what answers here is what answers in production, only the services are the sandbox's.
 */
import { createLocalJWKSet } from 'jose';
import type { Hono } from 'hono';
import type { Server } from 'miragejs';
import { SERVICES, type ServiceName } from '@contract/downstream/common';
import { SLOW_SCENARIO_DEFAULT_MS, type MockScenario } from '@mocks/mirage/scenarios';
import { digestHasher } from '@mocks/sandbox/digest-password-hash';
import { createSandbox, type Sandbox } from '@mocks/sandbox/sandbox';
import { emptyCompanyBooks } from '@mocks/world/empty-world';
import { createWorld, DEFAULT_SEED, type World } from '@mocks/world/world';
import { createApp } from '../../bff/src/app';
import { readConfig } from '../../bff/src/config';
import type { AppEnv } from '../../bff/src/lib/app-env';
import type { DevServiceControl } from '../../bff/src/lib/dev-service-control';
import { fetchTransport, type FetchHandler } from '../../bff/src/lib/downstream-transport';
import type { LogLine, LogSink } from '../../bff/src/lib/logger';
import { TokenSigner } from '../../bff/src/lib/token-signer';
import { inProcessOutages } from '../../bff/src/test/in-process-outages';
import { CookieJar } from './cookie-jar';
import { startForwarder } from './forwarder';
import { keepSetCookieInResponses } from './page-fetch';
import { SessionKeepingStore } from './session-keeping-store';

export interface BrowserBffOptions {
  scenario: MockScenario;
  seed?: number;
  /** The clock of the world, the sandbox and the BFF (ms); defaults to Date.now. */
  now?: () => number;
  /** Delay of every answer in the 'slow' scenario (default 1500 ms, as Mirage's). */
  slowMs?: number;
  /** Delay of every answer in the other scenarios (dev:mock gives Mirage's 150 ms); default none. */
  latencyMs?: number;
  /** Keeps the cookie jar and the sessions across reloads; defaults to sessionStorage (a new tab starts signed out). */
  storage?: Storage;
  /** How delays are waited for (tests record them instead). */
  sleep?: (ms: number) => Promise<void>;
  /** Where the BFF's log lines go, besides the last ones kept in `logs`. */
  logSink?: LogSink;
}

export interface RunningBrowserBff {
  app: Hono<AppEnv>;
  sandbox: Sandbox;
  world: World;
  scenario: MockScenario;
  jar: CookieJar;
  /** Takes sandbox services down and up, as POST /api/dev/services/... does. */
  outages: DevServiceControl;
  /** The BFF's last log lines (newest last). */
  logs: LogLine[];
  /** Time to build the world, the sandbox (demo passwords hashed) and the app, in ms. */
  bootMs: number;
  server: Server;
  shutdown(): Promise<void>;
}

const KEPT_LOG_LINES = 200;

export async function startBrowserBff(options: BrowserBffOptions): Promise<RunningBrowserBff> {
  const started = performance.now();
  const now = options.now ?? Date.now;
  const storage = options.storage ?? globalThis.sessionStorage;
  const origin = globalThis.location.origin;
  const restoreResponse = keepSetCookieInResponses();

  const world = createWorld({ seed: options.seed ?? DEFAULT_SEED, now: now() });
  if (options.scenario === 'empty') emptyCompanyBooks(world);
  const signer = await TokenSigner.create({ privateJwk: null, clock: now });
  const sandbox = createSandbox({ world, now, verifyKey: createLocalJWKSet(signer.jwks()), passwordHasher: digestHasher });
  await sandbox.credentials.ready;
  const outages = inProcessOutages();
  const handlers = Object.fromEntries(SERVICES.map((service) => [service, (request: Request) => {
    outages.check(service, request);
    return sandbox.apps[service].fetch(request);
  }])) as Record<ServiceName, FetchHandler>;

  const logs: LogLine[] = [];
  const logSink: LogSink = (line) => {
    logs.push(line);
    if (logs.length > KEPT_LOG_LINES) logs.shift();
    options.logSink?.(line);
  };
  const store = await SessionKeepingStore.restore({ storage, clock: now });
  const app = createApp({
    config: readConfig({ SANDBOX: '1', PUBLIC_ORIGIN: origin }),
    store, signer, clock: now, logSink,
    transport: fetchTransport(handlers),
    sandboxServices: outages.control,
  });
  const bootMs = performance.now() - started;

  const jar = new CookieJar(storage);
  const delayMs = options.scenario === 'slow' ? options.slowMs ?? SLOW_SCENARIO_DEFAULT_MS : options.latencyMs ?? 0;
  const server = startForwarder({
    handle: (request) => app.fetch(request), jar, scenario: options.scenario, delayMs, origin,
    ...(options.sleep ? { sleep: options.sleep } : {}),
  });
  return {
    app, sandbox, world, scenario: options.scenario, jar, outages: outages.control, logs, bootMs, server,
    async shutdown() {
      server.shutdown();
      restoreResponse();
      await store.close();
    },
  };
}
