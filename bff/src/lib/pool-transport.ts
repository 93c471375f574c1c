/** Downstream calls over HTTP: one undici Pool per service (start.ts; the app itself only sees a Transport). */
import { Pool } from 'undici';
import type { ServiceName } from '@contract/downstream/common';
import type { Transport } from './downstream-transport';

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
