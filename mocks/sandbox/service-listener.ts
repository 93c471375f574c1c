/**
 * One sandbox service on a TCP port, which can be taken down for real and brought back (contract/api/dev-services.ts):
 * down closes the listener (connections are refused) and up listens again on the same port; down for one company
 * drops that company's connections without an answer, leaving every other caller alone.
 */
import type { AddressInfo } from 'node:net';
import { serve, type Http2Bindings, type HttpBindings, type ServerType } from '@hono/node-server';
import type { DevServiceState } from '@contract/api/dev-services';
import type { ServiceName } from '@contract/downstream/common';
import type { ServiceApp } from './service-app';

export interface ServiceListener {
  url: string;
  down(companyId?: number): Promise<DevServiceState>;
  up(companyId?: number): Promise<DevServiceState>;
  state(): DevServiceState;
  close(): Promise<void>;
}

const COMPANY_PATH = /^\/v1\/companies\/(\d+)(?:\/|$)/;

type Fetch = (request: Request, env: HttpBindings | Http2Bindings) => Response | Promise<Response>;

function bind(fetch: Fetch, host: string, port: number): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port, hostname: host }, () => resolve(server));
    server.once('error', reject);
  });
}

function unbind(server: ServerType): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error?: Error) => (error ? reject(error) : resolve()));
    if ('closeAllConnections' in server) server.closeAllConnections();
  });
}

export async function listenService(service: ServiceName, app: ServiceApp, host: string): Promise<ServiceListener> {
  const blocked = new Set<number>();
  const fetch: Fetch = (request, env) => {
    const company = COMPANY_PATH.exec(new URL(request.url).pathname)?.[1];
    if (company !== undefined && blocked.has(Number(company))) {
      env.incoming.socket?.destroy();
      return new Response(null, { status: 503 });
    }
    return app.fetch(request, env);
  };
  let server: ServerType | null = await bind(fetch, host, 0);
  const { address, port, family } = server.address() as AddressInfo;
  const state = (): DevServiceState => ({ service, down: server === null, downForCompanies: [...blocked].sort((a, b) => a - b) });
  return {
    url: `http://${family === 'IPv6' ? `[${address}]` : address}:${port}`,
    state,
    async down(companyId) {
      if (companyId !== undefined) blocked.add(companyId);
      else if (server) {
        const closing = server;
        server = null;
        await unbind(closing);
      }
      return state();
    },
    async up(companyId) {
      if (companyId !== undefined) blocked.delete(companyId);
      else server ??= await bind(fetch, host, port);
      return state();
    },
    async close() {
      blocked.clear();
      if (server) await unbind(server);
      server = null;
    },
  };
}
