/**
 * The processes every bench measures: the sandbox (sandbox-process.ts), the built BFF as `npm run serve` starts it, and
 * the raw undici proxy of one sandbox list (raw-proxy-process.ts), each a child of its own, with one signing key.
 * DIST_DIR (default dist) names the build whose server/start.js runs.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { calculateJwkThumbprint, exportJWK, generateKeyPair } from 'jose';
import { JWT_ALGORITHM, SERVICES, type ServiceName } from '@contract/downstream/common';
import { waitUntilUp } from './bff-session';
import { firstJsonLine, freePort, startChild, type StartedChild } from './child-processes';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const OUT_DIR = join(ROOT, 'dist/bench');
/** The node flags of `npm run serve` (package.json), so a bench measures the BFF as it is started. */
export const SERVE_NODE_OPTIONS = '--max-semi-space-size=4 --max-old-space-size=160';

export interface BenchKeys {
  privateJwk: string;
  kid: string;
  publicJwk: string;
}

export async function benchKeys(): Promise<BenchKeys> {
  const { privateKey, publicKey } = await generateKeyPair(JWT_ALGORITHM, { extractable: true });
  const { kty, crv, x, y } = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint({ kty, crv, x, y });
  return { privateJwk: JSON.stringify(await exportJWK(privateKey)), kid, publicJwk: JSON.stringify({ kty, crv, x, y, kid, alg: JWT_ALGORITHM, use: 'sig' }) };
}

/** Only what the children need: nothing from the caller's shell (REDIS_URL, PUBLIC_ORIGIN…) leaks into the BFF. */
export const childEnv = (extra: Record<string, string>) => ({ PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...extra });

export function envNumber(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number ≥ 0`);
  return value;
}

export function bffEntry(): string {
  const entry = join(ROOT, process.env.DIST_DIR ?? 'dist', 'server/start.js');
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run npm run build:bff first`);
  return entry;
}

export interface StackOptions {
  keys: BenchKeys;
  /** Extra env of the sandbox child (BENCH_ORDER_COUNT, BENCH_CATALOG_VARIANTS). */
  sandboxEnv: Record<string, string>;
  /** Extra env of the BFF (EXPORT_DIR…). */
  bffEnv?: Record<string, string>;
  /** Which list the raw proxy forwards (BENCH_PROXY_API_PATH, BENCH_PROXY_SERVICE_PATH); orders by default. */
  proxyEnv?: Record<string, string>;
  /** Where the BFF's stdout goes (an open file descriptor). */
  bffLog: number;
  /** Every child is pushed here as it starts, so the caller can stop them whatever fails. */
  children: StartedChild[];
  log: (text: string) => void;
}

export interface Stack {
  serviceUrls: Record<ServiceName, string>;
  bffUrl: string;
  rawUrl: string;
  pids: { sandbox: number; bff: number; rawProxy: number };
}

const since = (start: number) => `${((performance.now() - start) / 1000).toFixed(1)} s`;

export async function startStack(options: StackOptions): Promise<Stack> {
  const { keys, children, log } = options;
  let start = performance.now();
  const sandbox = startChild(
    'sandbox',
    ['--import', 'tsx', 'scripts/bench/sandbox-process.ts'],
    childEnv({ BENCH_PUBLIC_JWK: keys.publicJwk, ...options.sandboxEnv }),
    ROOT,
  );
  children.push(sandbox);
  const serviceUrls = await firstJsonLine<Record<ServiceName, string>>(sandbox, 300_000);
  log(`sandbox up in ${since(start)}`);

  start = performance.now();
  const port = await freePort();
  const urlEnv = Object.fromEntries(SERVICES.map((service) => [`${service.toUpperCase()}_URL`, serviceUrls[service]]));
  const bff = startChild(
    'bff',
    [bffEntry()],
    childEnv({
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      SERVE_WEB: 'false',
      JWT_PRIVATE_JWK: keys.privateJwk,
      ...urlEnv,
      ...options.bffEnv,
      // The BFF runs as `npm run serve` starts it, unless BENCH_BFF_NODE_OPTIONS says otherwise.
      NODE_OPTIONS: process.env.BENCH_BFF_NODE_OPTIONS ?? SERVE_NODE_OPTIONS,
    }),
    ROOT,
    ['ignore', options.bffLog, 'inherit'],
  );
  children.push(bff);
  const bffUrl = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${bffUrl}/healthz`, 30_000);
  const raw = startChild(
    'raw proxy',
    ['--import', 'tsx', 'scripts/bench/raw-proxy-process.ts'],
    childEnv({
      BENCH_PRIVATE_JWK: keys.privateJwk,
      BENCH_KEY_ID: keys.kid,
      BENCH_MARKETPLACE_URL: serviceUrls.marketplace,
      ...options.proxyEnv,
    }),
    ROOT,
  );
  children.push(raw);
  const { url: rawUrl } = await firstJsonLine<{ url: string }>(raw, 30_000);
  log(`BFF (pid ${bff.child.pid}) and raw proxy up in ${since(start)}`);
  return { serviceUrls, bffUrl, rawUrl, pids: { sandbox: sandbox.child.pid!, bff: bff.child.pid!, rawProxy: raw.child.pid! } };
}
