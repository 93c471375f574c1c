/**
 * How downstream requests travel: undici Pools over HTTP in production (pool-transport.ts, kept apart so the app's
 * own graph stays free of undici and runs in a browser), or straight into fetch handlers.
 */
import type { ServiceName } from '@contract/downstream/common';

export interface DownstreamRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path below the service's base URL, with its query string. */
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Aborted when the call's deadline passes (Downstream); the transport drops the request. */
  signal?: AbortSignal;
}

export interface DownstreamAnswer {
  status: number;
  /** The body as sent (JSON from every service); read it with readJson. */
  text: string;
}

/** Thrown by a transport that stops reading an answer larger than its limit (a 502 downstreamInvalidAnswer). */
export class AnswerTooLarge extends Error {
  constructor(
    readonly service: ServiceName,
    readonly maxBytes: number,
  ) {
    super(`${service} answered more than ${maxBytes} bytes`);
    this.name = 'AnswerTooLarge';
  }
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

export type FetchHandler = (request: Request) => Response | Promise<Response>;

/** In-process transport over fetch handlers (a Hono app's `fetch`), for tests and embedded services. */
export function fetchTransport(handlers: Record<ServiceName, FetchHandler>): Transport {
  return {
    async send(service, request) {
      const response = await handlers[service](
        new Request(`http://${service}.internal${request.path}`, {
          method: request.method,
          headers: request.headers,
          ...(request.body === undefined ? {} : { body: request.body }),
          ...(request.signal ? { signal: request.signal } : {}),
        }),
      );
      return { status: response.status, text: await response.text() };
    },
    async close() {},
  };
}
