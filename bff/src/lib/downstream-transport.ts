/** How downstream requests travel: undici Pools over HTTP in production, or straight into fetch handlers. */
import { Pool } from 'undici';
import type { ServiceName } from '@contract/downstream/common';

export interface DownstreamRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path below the service's base URL, with its query string. */
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface DownstreamAnswer {
  status: number;
  /** The body as sent (JSON from every service); read it with readJson. */
  text: string;
}

export interface Transport {
  send(service: ServiceName, request: DownstreamRequest): Promise<DownstreamAnswer>;
  close(): Promise<void>;
}

export function readJson(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { error: 'invalid_json', message: text.slice(0, 200) };
  }
}

/** One Pool per service, each with explicit connect, headers and body timeouts. */
export function poolTransport(urls: Record<ServiceName, string>, timeoutMs: number): Transport {
  const targets = Object.entries(urls).map(([service, url]) => {
    const parsed = new URL(url);
    const pool = new Pool(parsed.origin, {
      connect: { timeout: timeoutMs },
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
      keepAliveTimeout: 10_000,
    });
    return [service, { pool, basePath: parsed.pathname.replace(/\/+$/, '') }] as const;
  });
  const byService = new Map<string, (typeof targets)[number][1]>(targets);
  return {
    async send(service, request) {
      const target = byService.get(service);
      if (!target) throw new Error(`No URL for service ${service}`);
      const answer = await target.pool.request({
        method: request.method,
        path: target.basePath + request.path,
        headers: request.headers,
        body: request.body ?? null,
        signal: AbortSignal.timeout(timeoutMs * 2),
      });
      return { status: answer.statusCode, text: await answer.body.text() };
    },
    async close() {
      await Promise.all(targets.map(([, target]) => target.pool.close()));
    },
  };
}

export type FetchHandler = (request: Request) => Response | Promise<Response>;

/** In-process transport over fetch handlers (a Hono app's `fetch`), for tests and embedded services. */
export function fetchTransport(handlers: Record<ServiceName, FetchHandler>): Transport {
  return {
    async send(service, request) {
      const response = await handlers[service](new Request(`http://${service}.internal${request.path}`, {
        method: request.method,
        headers: request.headers,
        ...(request.body === undefined ? {} : { body: request.body }),
      }));
      return { status: response.status, text: await response.text() };
    },
    async close() {},
  };
}
