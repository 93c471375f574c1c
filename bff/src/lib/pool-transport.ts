/** Downstream calls over HTTP: one undici Pool per service (start.ts; the app itself only sees a Transport). */
import { Pool } from 'undici';
import type { ServiceName } from '@contract/downstream/common';
import { AnswerTooLarge, type Transport } from './downstream-transport';
import { MAX_ANSWER_BYTES } from './downstream-answer';

export interface PoolTransportOptions {
  /** Longest answer read; a longer one is dropped while it arrives (default MAX_ANSWER_BYTES). */
  maxAnswerBytes?: number;
}

/** One Pool per service, each with explicit connect, headers and body timeouts. */
export function poolTransport(urls: Record<ServiceName, string>, timeoutMs: number, options: PoolTransportOptions = {}): Transport {
  const maxBytes = options.maxAnswerBytes ?? MAX_ANSWER_BYTES;
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
      const overall = AbortSignal.timeout(timeoutMs * 2);
      const answer = await target.pool.request({
        method: request.method,
        path: target.basePath + request.path,
        headers: request.headers,
        body: request.body ?? null,
        signal: request.signal ? AbortSignal.any([request.signal, overall]) : overall,
      });
      if (Number(answer.headers['content-length'] ?? 0) > maxBytes) {
        answer.body.destroy();
        throw new AnswerTooLarge(service, maxBytes);
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of answer.body as AsyncIterable<Buffer>) {
        size += chunk.byteLength;
        if (size > maxBytes) {
          answer.body.destroy();
          throw new AnswerTooLarge(service, maxBytes);
        }
        chunks.push(chunk);
      }
      return { status: answer.statusCode, text: Buffer.concat(chunks).toString('utf8') };
    },
    async close() {
      await Promise.all(targets.map(([, target]) => target.pool.close()));
    },
  };
}
