/**
 * Fuzzes routes of the browser API through `app.request()` as a signed-in seller (CSRF header and Origin on
 * mutations): every answer must be below 500, carry no stack trace or file path, and leave Object.prototype as it
 * was. Runs per route: FUZZ_RUNS, by default a fixed budget of FUZZ_BUDGET runs over every fuzzed route (at least
 * FUZZ_RUNS_MIN each), so the suite's time stays put as the route tables grow; the seed: FUZZ_SEED (default random, so
 * each run of the suite tries other inputs), printed so a failure can be replayed with
 * `FUZZ_SEED=<seed> FUZZ_RUNS=<runs> npx vitest run bff/src/app.fuzz`.
 */
import fc from 'fast-check';
import { getQueryParam } from 'hono/utils/url';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@contract/api/csrf';
import { isUpload, mutates, type QueryCodec, type RouteDef } from '@contract/api/route-def';
import { describedRoutes } from '@contract/api/route-table';
import { SERVICES } from '@contract/downstream/common';
import type { ServiceApp } from '@mocks/sandbox/service-app';
import { TestBrowser } from './browser';
import { createHarness, type Harness } from './harness';
import { bodyText, hostileBytes, hostileString, pathText, queryText } from './hostile-input';

/** Runs over all fuzzed routes together (both files); 1,000 per route when there were 136 routes. */
export const FUZZ_BUDGET = 136_000;
export const FUZZ_RUNS_MIN = 300;
/** Runs per route: FUZZ_RUNS when set, else the budget shared by the routes there are. */
export const fuzzRunsFor = (routeCount: number): number =>
  process.env.FUZZ_RUNS === undefined ? Math.max(FUZZ_RUNS_MIN, Math.floor(FUZZ_BUDGET / Math.max(1, routeCount))) : Number(process.env.FUZZ_RUNS);
export const FUZZ_SEED = process.env.FUZZ_SEED === undefined ? Date.now() % 2 ** 31 : Number(process.env.FUZZ_SEED);

/** One route's thousand runs: about a second alone; the exports' jobs and a loaded CI machine take several times that. */
const ROUTE_TIMEOUT_MS = 180_000;
const STACK_OR_PATH = /\n\s+at \S|\(\S+:\d+:\d+\)|\/work\/|node_modules\/|file:\/\/|\.tsx?:\d+/;
const PROTOTYPE_NAMES = Object.getOwnPropertyNames(Object.prototype).sort().join();

interface FuzzRequest {
  path: string;
  query: string;
  body: { text: string } | { bytes: Uint8Array } | { form: [string, string][]; file: Uint8Array } | null;
}

function requestOf(def: RouteDef): fc.Arbitrary<FuzzRequest> {
  const kind = def.body;
  const body: fc.Arbitrary<FuzzRequest['body']> =
    kind === undefined
      ? fc.constant(null)
      : isUpload(kind) && kind.kind === 'raw'
        ? hostileBytes.map((bytes) => ({ bytes }))
        : isUpload(kind)
          ? fc.record({
              form: fc.array(fc.tuple(fc.constantFrom('file', 'name', 'invoiceNumber', 'date', 'kind'), hostileString), { maxLength: 3 }),
              file: hostileBytes,
            })
          : bodyText(def).map((text) => ({ text }));
  return fc.record({ path: pathText(def), query: def.method === 'GET' || def.query ? queryText(def) : fc.constant(''), body });
}

/**
 * What the route's handler would be given, as a key, when the route's own codec reduces the input to it (the
 * handler sees only the parsed query and filters, api-route.ts; a route without a codec never reads its query); null
 * when the run must be sent (a body, a refusal). A run whose key was already sent is checked by that one: the codec's
 * parse and problems still run here for every run, and the handler's answer to the same input was already checked.
 */
function handlerInputKey(def: RouteDef, request: FuzzRequest): string | null {
  const query = def.query ? normalized(def.query, queryAsRead(request)) : '';
  if (query === null) return null;
  let body = '';
  if (request.body !== null) {
    const kind = def.body;
    if (!(request.body && 'text' in request.body) || typeof kind !== 'object' || !('codec' in kind)) return null;
    let value: unknown;
    try {
      value = JSON.parse(request.body.text, (key, item: unknown) => {
        if (key in Object.prototype) throw new Error('inherited key');
        return item;
      });
    } catch {
      return null;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const strings = Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    body = normalized(kind.codec as QueryCodec<unknown>, strings) ?? '';
    if (body === '') return null;
  }
  return `${request.path} ${query} ${body}`;
}

/**
 * The query as the handler is given it: api-route.ts parses `c.req.query()`, Hono's reading of the URL (a key sent
 * twice counts with its first value), so a run whose reading was already sent reaches the handler with nothing new.
 */
function queryAsRead(request: FuzzRequest): Record<string, string> {
  const read = getQueryParam(`http://localhost${request.path}${request.query}`);
  return typeof read === 'object' ? read : {};
}

function normalized(codec: QueryCodec<unknown>, raw: Record<string, string>): string | null {
  try {
    const parsed = codec.parse(raw);
    if (codec.problems?.(parsed)) return null;
    return JSON.stringify(codec.toRaw(parsed));
  } catch {
    return null;
  }
}

function polluted(): string | null {
  const names = Object.getOwnPropertyNames(Object.prototype).sort().join();
  if (names !== PROTOTYPE_NAMES) return `Object.prototype has ${names}`;
  if ('polluted' in {}) return 'Object.prototype.polluted is set';
  return null;
}

/**
 * The sandbox's GET answers kept by URL (the BFF writes every list query through its codec, so hostile queries come
 * down to a few URLs): the fuzz then costs the BFF's own work, not the world's rebuilding the same page a thousand times.
 */
function rememberReads(h: Harness): void {
  for (const service of SERVICES) {
    const real = h.sandbox.apps[service];
    const kept = new Map<string, { status: number; headers: [string, string][]; body: ArrayBuffer }>();
    h.sandbox.apps[service] = {
      fetch: async (request: Request) => {
        if (request.method !== 'GET') return real.fetch(request);
        const key = `${request.url} ${request.headers.get('authorization')?.length ?? 0}`;
        let answer = kept.get(key);
        if (!answer) {
          const response = await real.fetch(request);
          answer = { status: response.status, headers: [...response.headers], body: await response.arrayBuffer() };
          if (kept.size < 5_000) kept.set(key, answer);
        }
        return new Response(answer.body.slice(0), { status: answer.status, headers: answer.headers });
      },
    } as unknown as ServiceApp;
  }
}

/**
 * Every described route but the sandbox's dev routes (they exist only with SANDBOX=1, which production refuses, and
 * one of them takes services down for every later call).
 */
export function fuzzedRoutes(): RouteDef[] {
  return describedRoutes().filter((def) => !def.path.startsWith('/api/dev/'));
}

/** Registers one test per route, all on one harness built for the file. */
export function fuzzRoutes(routes: readonly RouteDef[]): void {
  const runs = fuzzRunsFor(fuzzedRoutes().length);
  let h: Harness;
  let seller: TestBrowser;
  let sessionSuspect = true;

  const signIn = async () => {
    seller = new TestBrowser(h.app);
    try {
      await seller.signIn('ayse@demo.tezgah.dev');
    } catch {
      // A fuzzed call changed the password or filled the sign-in limiter: start from a fresh app.
      await h.reset();
      rememberReads(h);
      seller = new TestBrowser(h.app);
      await seller.signIn('ayse@demo.tezgah.dev');
    }
    sessionSuspect = false;
  };

  beforeAll(async () => {
    console.log(`route fuzz: ${routes.length} routes × ${runs} runs, seed ${FUZZ_SEED} (replay: FUZZ_SEED=${FUZZ_SEED} FUZZ_RUNS=${runs})`);
    h = await createHarness();
    rememberReads(h);
  });

  const send = async (def: RouteDef, request: FuzzRequest): Promise<Response> => {
    const headers: Record<string, string> = { cookie: seller.cookieHeader };
    if (mutates(def)) Object.assign(headers, { [CSRF_HEADER]: CSRF_HEADER_VALUE, origin: 'http://localhost' });
    let body: BodyInit | undefined;
    const sent = request.body;
    if (sent && 'text' in sent) {
      headers['content-type'] = 'application/json';
      body = sent.text;
    } else if (sent && 'bytes' in sent) {
      headers['content-type'] = 'application/octet-stream';
      body = sent.bytes as Uint8Array<ArrayBuffer>;
    } else if (sent) {
      const form = new FormData();
      for (const [name, value] of sent.form) form.append(name, value);
      form.append('file', new Blob([sent.file as Uint8Array<ArrayBuffer>]), 'upload.xlsx');
      body = form;
    }
    return h.app.request(`http://localhost${request.path}${request.query}`, { method: def.method, headers, ...(body === undefined ? {} : { body }) });
  };

  for (const def of routes) {
    it(
      `${def.method} ${def.path}`,
      async () => {
        if (sessionSuspect) await signIn();
        const sent = new Set<string>();
        await fc.assert(
          fc.asyncProperty(requestOf(def), async (request) => {
            const key = handlerInputKey(def, request);
            if (key !== null && sent.has(key)) return;
            if (key !== null) sent.add(key);
            const response = await send(def, request);
            const text = await response.text();
            if (response.status === 401) sessionSuspect = true;
            if (response.status >= 500) throw new Error(`${def.method} ${request.path}${request.query} answered ${response.status}: ${text.slice(0, 300)}`);
            if (STACK_OR_PATH.test(text)) throw new Error(`answer holds a stack trace or a file path: ${text.slice(0, 300)}`);
            const pollution = polluted();
            if (pollution) throw new Error(pollution);
          }),
          { seed: FUZZ_SEED, numRuns: runs, endOnFailure: true },
        );
        await h.jobs.drain();
      },
      ROUTE_TIMEOUT_MS,
    );
  }
}
