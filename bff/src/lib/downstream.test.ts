import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SERVICES, type ServiceName } from '@contract/downstream/common';
import { ApiFailure } from './api-failure';
import { manualClock } from './clock';
import { Downstream, DownstreamFailure, SERVICE_CALLER, toApiFailure } from './downstream';
import { fetchTransport, type FetchHandler } from './downstream-transport';
import { poolTransport } from './pool-transport';
import { TokenSigner } from './token-signer';
import { contextOfHeaders } from './tracing';

const signer = await TokenSigner.create({ privateJwk: null, clock: manualClock() });
const everyService = (handler: FetchHandler) => Object.fromEntries(SERVICES.map((s) => [s, handler])) as Record<ServiceName, FetchHandler>;

async function failureOf(promise: Promise<unknown>): Promise<ApiFailure> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiFailure)) throw new Error(`expected an ApiFailure, got ${String(error)}`);
  return error;
}

describe('Downstream', () => {
  it('sends only what it builds: bearer JWT, accept, content type and request id', async () => {
    const seen: Request[] = [];
    const downstream = new Downstream(
      fetchTransport(
        everyService((request) => {
          seen.push(request);
          return Response.json({ ok: true });
        }),
      ),
      signer,
    );
    await downstream.call('identity', SERVICE_CALLER, {
      method: 'POST',
      path: '/v1/x',
      query: { q: 'a b', empty: '', none: undefined },
      body: { a: 1 },
      requestId: 'req-1',
    });
    const request = seen[0]!;
    expect(new URL(request.url).pathname + new URL(request.url).search).toBe('/v1/x?q=a+b');
    expect([...request.headers.keys()].sort()).toEqual(['accept', 'authorization', 'content-type', 'x-request-id']);
    expect(request.headers.get('authorization')).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    expect(await request.json()).toEqual({ a: 1 });
  });

  it("with tracing off, passes a caller's traceparent on unchanged and sends none of its own", async () => {
    const seen: Request[] = [];
    const downstream = new Downstream(
      fetchTransport(
        everyService((request) => {
          seen.push(request);
          return Response.json({ ok: true });
        }),
      ),
      signer,
    );
    const traceparent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
    await downstream.call('identity', SERVICE_CALLER, { path: '/v1/x', trace: contextOfHeaders(new Headers({ traceparent })) });
    await downstream.call('identity', SERVICE_CALLER, { path: '/v1/x' });
    expect(seen.map((request) => request.headers.get('traceparent'))).toEqual([traceparent, null]);
  });

  it('passes an answer on as the text it came as, and refuses through the same table', async () => {
    const text = '{"items":[{"id":1,"name":"Çay bardağı"}],"total":1}';
    const downstream = new Downstream(
      fetchTransport(
        everyService((request) =>
          new URL(request.url).pathname === '/v1/gone'
            ? Response.json({ error: 'not_found', message: 'No such thing.' }, { status: 404 })
            : new Response(text, { headers: { 'content-type': 'application/json' } }),
        ),
      ),
      signer,
    );
    expect(await downstream.text('marketplace', SERVICE_CALLER, { path: '/v1/list' })).toBe(text);
    expect((await failureOf(downstream.text('marketplace', SERVICE_CALLER, { path: '/v1/gone' }))).code).toBe('notFound');
  });

  it('calls without a token for health', async () => {
    const seen: Request[] = [];
    const downstream = new Downstream(
      fetchTransport(
        everyService((request) => {
          seen.push(request);
          return Response.json({ status: 'ok' });
        }),
      ),
      signer,
    );
    expect(await downstream.isHealthy('logistics')).toBe(true);
    expect(seen[0]!.headers.has('authorization')).toBe(false);
  });

  it.each([
    [401, 'invalid_credentials', 'invalidCredentials', 401],
    [429, 'reset_timeout', 'resetTimeout', 429],
    [410, 'reset_invalid', 'resetFailed', 410],
    [409, 'email_in_use', 'emailInUse', 409],
    [400, 'weak_password', 'validation', 400],
    [404, 'not_found', 'notFound', 404],
    [403, 'forbidden', 'forbidden', 403],
    [500, 'internal', 'downstreamUnavailable', 503],
    [401, 'unauthorized', 'generic', 500],
  ])('maps %i %s to %s (%i)', (status, error, code, httpStatus) => {
    const failure = toApiFailure(new DownstreamFailure('identity', status, error, 'm'));
    expect(failure.code).toBe(code);
    expect(failure.status).toBe(httpStatus);
  });

  it('maps downstream error answers through the same table', async () => {
    const downstream = new Downstream(fetchTransport(everyService(() => Response.json({ error: 'reset_timeout', message: 'm' }, { status: 429 }))), signer);
    expect((await failureOf(downstream.call('identity', SERVICE_CALLER, { path: '/v1/x' }))).code).toBe('resetTimeout');
  });

  it('passes on the field problems a validation refusal names, and only string ones', async () => {
    const fields = { 'variants[1].id': 'validation.variantUnknown', bogus: 3 };
    const downstream = new Downstream(
      fetchTransport(everyService(() => Response.json({ error: 'validation', message: 'm', fields }, { status: 400 }))),
      signer,
    );
    const failure = await failureOf(downstream.call('marketplace', SERVICE_CALLER, { path: '/v1/x' }));
    expect(failure.code).toBe('validation');
    expect(failure.fields).toEqual({ 'variants[1].id': 'validation.variantUnknown' });
  });
});

describe('poolTransport', () => {
  let server: Server;
  let base: string;
  const paths: string[] = [];
  let dropSeen = () => {};
  /** Settles once the client drops the connection of a request to a 'slow' path (which never gets an answer). */
  const slowDropped = new Promise<void>((resolve) => {
    dropSeen = resolve;
  });

  beforeAll(async () => {
    server = createServer((request, response) => {
      paths.push(request.url ?? '');
      if (request.url?.includes('slow')) {
        response.on('close', dropSeen);
        return;
      }
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ status: 'ok', cookie: request.headers.cookie ?? null }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const urls = (url: string) => Object.fromEntries(SERVICES.map((s) => [s, url])) as Record<ServiceName, string>;

  it('keeps the base path of the service URL', async () => {
    const transport = poolTransport(urls(`${base}/identity-api/`), 1000);
    const answer = await transport.send('identity', { method: 'GET', path: '/v1/health', headers: {} });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual({ status: 'ok', cookie: null });
    expect(paths.at(-1)).toBe('/identity-api/v1/health');
    await transport.close();
  });

  it('gives up on a service that does not answer within the timeout: 503 downstreamUnavailable, connection dropped', async () => {
    const transport = poolTransport(urls(base), 200);
    const downstream = new Downstream(transport, signer);
    const failure = await failureOf(downstream.call('marketplace', SERVICE_CALLER, { path: '/v1/slow' }));
    expect(failure.code).toBe('downstreamUnavailable');
    expect(failure.status).toBe(503);
    // undici's headers timeout or the request's abort signal, whichever fires first: undici's timers are coarse.
    expect(failure.cause).toMatchObject({ name: expect.stringMatching(/^(Headers)?TimeoutError$/) });
    await slowDropped;
    await transport.close();
  });

  it('reports an unreachable service as 503 downstreamUnavailable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const transport = poolTransport(urls(`http://127.0.0.1:${port}`), 500);
    const failure = await failureOf(new Downstream(transport, signer).call('accounting', SERVICE_CALLER, { path: '/v1/x' }));
    expect(failure.code).toBe('downstreamUnavailable');
    expect(await new Downstream(transport, signer).isHealthy('accounting')).toBe(false);
    await transport.close();
  });
});
