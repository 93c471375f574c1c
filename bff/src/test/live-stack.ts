/**
 * Real HTTP: the sandbox on its own ports (startSandbox) and the BFF on port 0, wired like start.ts (the sandbox
 * fetches this BFF's JWKS over HTTP), but with a shared manual clock and a capturing verify key.
 */
import { createRemoteJWKSet, type JWTPayload } from 'jose';
import type { ServiceName } from '@contract/downstream/common';
import { startSandbox, type RunningSandbox } from '@mocks/sandbox/sandbox';
import { createApp } from '../app';
import { readConfig } from '../config';
import { manualClock, type Clock, type ManualClock } from '../lib/clock';
import { poolTransport } from '../lib/pool-transport';
import type { LogLine } from '../lib/logger';
import type { Store } from '../lib/store';
import { TokenSigner } from '../lib/token-signer';
import { listen, type FetchCallback } from '../server';
import { capturingVerifyKey } from './harness';

export interface LiveStack {
  url: string;
  sandbox: RunningSandbox;
  clock: ManualClock;
  signer: TokenSigner;
  claims: JWTPayload[];
  logs: LogLine[];
  close(): Promise<void>;
}

export async function startLiveStack(makeStore: (clock: Clock) => Store, env: Record<string, string> = {}): Promise<LiveStack> {
  const clock = manualClock(Date.now());
  const store = makeStore(clock);
  const signer = await TokenSigner.create({ privateJwk: null, clock });
  let handler: FetchCallback = () => new Response('starting', { status: 503 });
  const server = await listen((request, bindings) => handler(request, bindings), { port: 0, host: '127.0.0.1' });
  const claims: JWTPayload[] = [];
  const verifyKey = capturingVerifyKey(createRemoteJWKSet(new URL('/.well-known/jwks.json', server.url)), (payload) => claims.push(payload));
  const sandbox = await startSandbox({ now: clock, verifyKey });
  const transport = poolTransport(sandbox.urls as Record<ServiceName, string>, 2000);
  const logs: LogLine[] = [];
  const config = readConfig({ SANDBOX: '1', PUBLIC_ORIGIN: server.url, ...env });
  const app = createApp({ config, store, signer, transport, clock, logSink: (line) => logs.push(line), sandboxServices: sandbox.services });
  handler = app.fetch;
  return {
    url: server.url,
    sandbox,
    clock,
    signer,
    claims,
    logs,
    close: async () => {
      await server.close();
      await Promise.all([transport.close(), sandbox.close(), store.close()]);
    },
  };
}

/** fetch with a cookie jar, the CSRF header and the BFF's Origin. */
export class HttpClient {
  readonly jar = new Map<string, string>();
  lastSetCookie: string[] = [];

  constructor(private readonly base: string) {}

  get cookie(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        ...(this.jar.size ? { cookie: this.cookie } : {}),
        ...(method === 'GET' ? {} : { 'x-tezgah-csrf': '1', origin: this.base }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    this.lastSetCookie = response.headers.getSetCookie();
    for (const line of this.lastSetCookie) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (value === '' || /max-age=0/i.test(line)) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return response;
  }
}
