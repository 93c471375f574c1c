/**
 * The real BFF in the page, for dev:mock and Storybook: createApp over the in-process sandbox and a seeded world,
 * wired like bff/src/test/harness.ts (a memory store, in-process jobs, fetchTransport into the sandbox's service
 * apps), with the forwarder in front of it catching the SPA's `/api/` calls. One implementation per endpoint: what
 * answers here is what answers in production, only the services are the sandbox's.
 */
import type { Hono } from 'hono';
import type { Server } from 'miragejs';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@contract/api/csrf';
import { SERVICES, type ServiceName } from '@contract/downstream/common';
import { IDENTITY_ROUTES } from '@contract/downstream/identity.routes';
import type { Sandbox } from '@mocks/sandbox/sandbox';
import type { World } from '@mocks/world/world';
import { createApp } from '../../bff/src/app';
import { readConfig } from '../../bff/src/config';
import type { AppEnv } from '../../bff/src/lib/app-env';
import type { DevServiceControl } from '../../bff/src/lib/dev-service-control';
import { fetchTransport, type FetchHandler } from '../../bff/src/lib/downstream-transport';
import { pageFiles } from '../../bff/src/lib/files/page-files';
import type { LogLine, LogSink } from '../../bff/src/lib/logger';
import type { Store } from '../../bff/src/lib/store';
import { inProcessOutages } from '../../bff/src/test/in-process-outages';
import { CookieJar } from './cookie-jar';
import { appRequest, startForwarder } from './forwarder';
import { keepSetCookieInResponses } from './page-fetch';
import { buildSandboxWorld, worldKindOf, type SandboxWorld } from './sandbox-world';
import { SLOW_SCENARIO_DEFAULT_MS, type MockScenario } from './scenarios';
import { SessionKeepingStore } from './session-keeping-store';

export interface BrowserBffOptions {
  scenario: MockScenario;
  seed?: number;
  /** The clock of the BFF (and of the world and sandbox it builds when none is given), in ms; defaults to Date.now. */
  now?: () => number;
  /** The world, sandbox and signer to run over (one an earlier BFF left untouched); built afresh when absent. */
  sandboxWorld?: SandboxWorld;
  /** Delay of every answer in the 'slow' scenario (default 1500 ms). */
  slowMs?: number;
  /** Delay of every answer in the other scenarios (dev:mock gives 150 ms); default none. */
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
  sandboxWorld: SandboxWorld;
  scenario: MockScenario;
  /** The BFF's store (sessions, bookmarks, transactions). */
  store: Store;
  jar: CookieJar;
  /** Takes sandbox services down and up, as POST /api/dev/services/... does. */
  outages: DevServiceControl;
  /** The BFF's last log lines (newest last). */
  logs: LogLine[];
  /** Time to build the world, the sandbox (demo passwords hashed) and the app, in ms. */
  bootMs: number;
  server: Server;
  /** Whether a call that may change the world (any but a read or the credentials check) reached a sandbox service. */
  readonly worldChanged: boolean;
  /** The sandbox services such calls reached (a staff sign-in reaches only 'audit', whose trail it appends to). */
  readonly changedServices: ReadonlySet<ServiceName>;
  /**
   * A call to the app as the page makes it (its origin, the CSRF header, the jar's cookies), but straight to the app:
   * without the scenario's delay and faults. For what a story sets up before it renders (signing in, stars).
   */
  call(method: string, path: string, body?: unknown): Promise<Response>;
  shutdown(): Promise<void>;
}

const KEPT_LOG_LINES = 200;
const READ_METHODS: readonly string[] = ['GET', 'HEAD'];
const changesWorld = (request: Request) => !READ_METHODS.includes(request.method) && new URL(request.url).pathname !== IDENTITY_ROUTES.verifyCredentials.path;

export async function startBrowserBff(options: BrowserBffOptions): Promise<RunningBrowserBff> {
  const started = performance.now();
  const now = options.now ?? Date.now;
  const storage = options.storage ?? globalThis.sessionStorage;
  const origin = globalThis.location.origin;
  const kind = worldKindOf(options.scenario);
  if (options.sandboxWorld && options.sandboxWorld.kind !== kind) throw new Error(`The '${options.scenario}' scenario needs a world of kind '${kind}'`);
  const sandboxWorld = options.sandboxWorld ?? (await buildSandboxWorld({ kind, now, ...(options.seed === undefined ? {} : { seed: options.seed }) }));
  const { sandbox, signer } = sandboxWorld;
  const restoreResponse = keepSetCookieInResponses();

  const outages = inProcessOutages();
  const changedServices = new Set<ServiceName>();
  let ended = false;
  const handlers = Object.fromEntries(
    SERVICES.map((service) => [
      service,
      (request: Request) => {
        // A job of this BFF still running after shutdown must not reach a world the next BFF may run over.
        if (ended) throw new TypeError(`fetch failed: this browser BFF has shut down (${service})`);
        outages.check(service, request);
        if (changesWorld(request)) changedServices.add(service);
        return sandbox.apps[service].fetch(request);
      },
    ]),
  ) as Record<ServiceName, FetchHandler>;

  const logs: LogLine[] = [];
  const logSink: LogSink = (line) => {
    logs.push(line);
    if (logs.length > KEPT_LOG_LINES) logs.shift();
    options.logSink?.(line);
  };
  const store = await SessionKeepingStore.restore({ storage, clock: now });
  const app = createApp({
    config: readConfig({ SANDBOX: '1', PUBLIC_ORIGIN: origin }),
    store,
    signer,
    clock: now,
    logSink,
    files: pageFiles(),
    transport: fetchTransport(handlers),
    sandboxServices: outages.control,
  });
  const bootMs = performance.now() - started;

  const jar = new CookieJar(storage);
  const delayMs = options.scenario === 'slow' ? (options.slowMs ?? SLOW_SCENARIO_DEFAULT_MS) : (options.latencyMs ?? 0);
  const server = startForwarder({
    handle: (request) => app.fetch(request),
    jar,
    scenario: options.scenario,
    delayMs,
    origin,
    ...(options.sleep ? { sleep: options.sleep } : {}),
  });
  return {
    app,
    sandbox,
    world: sandbox.world,
    sandboxWorld,
    scenario: options.scenario,
    store,
    jar,
    outages: outages.control,
    logs,
    bootMs,
    server,
    get worldChanged() {
      return changedServices.size > 0;
    },
    changedServices,
    async call(method, path, body) {
      const headers: Record<string, string> = { [CSRF_HEADER]: CSRF_HEADER_VALUE };
      if (body !== undefined) headers['content-type'] = 'application/json';
      const request = await appRequest(
        { method, url: path, requestHeaders: headers, requestBody: body === undefined ? null : JSON.stringify(body) },
        jar,
        origin,
      );
      const response = await app.fetch(request);
      jar.take(response.headers.getSetCookie());
      return response;
    },
    async shutdown() {
      ended = true;
      server.shutdown();
      restoreResponse();
      await store.close();
    },
  };
}
