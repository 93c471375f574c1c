/** Listens with @hono/node-server; resolves once the port is bound (port 0 picks a free one). */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';

export type FetchCallback = Parameters<typeof serve>[0]['fetch'];

export interface RunningServer {
  /** http://host:port as bound (127.0.0.1 when listening on every interface). */
  url: string;
  port: number;
  /** Requests being answered now (until each answer is sent or its connection drops). */
  activeRequests(): number;
  close(): Promise<void>;
}

export function listen(fetch: FetchCallback, options: { port: number; host: string }): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    let active = 0;
    const server: ServerType = serve({ fetch, port: options.port, hostname: options.host }, (info: AddressInfo) => {
      const address = ['0.0.0.0', '::'].includes(info.address) ? '127.0.0.1' : info.address;
      const host = address.includes(':') ? `[${address}]` : address;
      resolve({ url: `http://${host}:${info.port}`, port: info.port, activeRequests: () => active, close: () => closeServer(server) });
    });
    server.on('request', (_request: IncomingMessage, response: ServerResponse) => {
      active += 1;
      response.once('close', () => (active -= 1));
    });
    server.once('error', reject);
  });
}

function closeServer(server: ServerType): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error?: Error) => (error ? reject(error) : resolve()));
    if ('closeAllConnections' in server) server.closeAllConnections();
  });
}
