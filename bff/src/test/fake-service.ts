/**
 * A downstream service the test controls, over real HTTP on port 0: `behave` decides what each request gets (an
 * answer, a stall, a dropped connection). Counts requests and connections dropped by the client.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SERVICES, type ServiceName } from '@contract/downstream/common';

export type Behaviour = (request: IncomingMessage, response: ServerResponse, count: number) => void;

export interface FakeService {
  url: string;
  /** Every service's URL pointing at this one server (poolTransport's argument). */
  urls: Record<ServiceName, string>;
  requests: { method: string; url: string }[];
  /** Answers dropped by the client before they were complete. */
  dropped: number;
  behave: Behaviour;
  close(): Promise<void>;
}

export const json =
  (status: number, body: unknown): Behaviour =>
  (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(typeof body === 'string' ? body : JSON.stringify(body));
  };

/** Resets the connection without answering (the socket is destroyed: the client sees 'other side closed'). */
export const reset: Behaviour = (request) => request.socket.destroy();

/** Never answers; the answer is only dropped by the client. */
export const stall: Behaviour = () => {};

/** Sends the headers and a first piece of body, then nothing more. */
export const stallMidBody: Behaviour = (_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.write('{"items":[');
};

export async function startFakeService(behave: Behaviour): Promise<FakeService> {
  const service: FakeService = { url: '', urls: {} as Record<ServiceName, string>, requests: [], dropped: 0, behave, close: async () => {} };
  const server: Server = createServer((request, response) => {
    service.requests.push({ method: request.method ?? '', url: request.url ?? '' });
    response.on('close', () => {
      if (!response.writableFinished) service.dropped += 1;
    });
    request.resume();
    service.behave(request, response, service.requests.length);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  service.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  service.urls = Object.fromEntries(SERVICES.map((name) => [name, service.url])) as Record<ServiceName, string>;
  service.close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return service;
}
