/** Downstream faults injected by a fake service over real HTTP (or a Transport double where a clock must be faked). */
import { ERROR_MESSAGES } from '@contract/errors';
import { SERVICES, type ServiceName } from '@contract/downstream/common';
import { ApiFailure } from './api-failure';
import { DEFAULT_BREAKER } from './circuit-breaker';
import { manualClock } from './clock';
import { Downstream, SERVICE_CALLER } from './downstream';
import { fetchTransport, type DownstreamRequest, type FetchHandler, type Transport } from './downstream-transport';
import { poolTransport } from './pool-transport';
import { TokenSigner, type Caller } from './token-signer';
import { json, reset, startFakeService, stall, stallMidBody, type FakeService } from '../test/fake-service';

const signer = await TokenSigner.create({ privateJwk: null, clock: manualClock() });

async function failureOf(promise: Promise<unknown>): Promise<ApiFailure> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiFailure)) throw new Error(`expected an ApiFailure, got ${String(error)}`);
  return error;
}

describe('Downstream faults over HTTP', () => {
  let fake: FakeService;
  let transport: Transport;
  const clock = manualClock();
  let downstream: Downstream;
  beforeEach(async () => {
    fake = await startFakeService(json(200, { ok: true }));
    transport = poolTransport(fake.urls, 300, { maxAnswerBytes: 64 * 1024 });
    downstream = new Downstream(transport, signer, { clock, deadlineMs: 600 });
  });
  afterEach(async () => {
    await transport.close();
    await fake.close();
  });

  it('gives up on a service that stalls mid-answer: 503 downstreamUnavailable, the connection dropped', async () => {
    fake.behave = stallMidBody;
    const failure = await failureOf(downstream.text('marketplace', SERVICE_CALLER, { path: '/v1/orders' }));
    expect([failure.code, failure.status]).toEqual(['downstreamUnavailable', 503]);
    await vi.waitFor(() => expect(fake.dropped).toBe(1));
  });

  it('sends a GET again after a connection reset, at most twice', async () => {
    fake.behave = (request, response, count) => (count <= 2 ? reset(request, response, count) : json(200, { ok: 1 })(request, response, count));
    expect(await downstream.call('marketplace', SERVICE_CALLER, { path: '/v1/orders' })).toEqual({ ok: 1 });
    expect(fake.requests).toHaveLength(3);

    fake.requests.length = 0;
    fake.behave = reset;
    const failure = await failureOf(downstream.call('marketplace', SERVICE_CALLER, { path: '/v1/orders' }));
    expect(failure.code).toBe('downstreamUnavailable');
    expect(fake.requests).toHaveLength(3);
  });

  it.each(['POST', 'PUT', 'DELETE'] as const)('never sends a %s again after a connection reset', async (method) => {
    fake.behave = reset;
    const failure = await failureOf(downstream.call('marketplace', SERVICE_CALLER, { method, path: '/v1/orders/7', body: { a: 1 } }));
    expect(failure.code).toBe('downstreamUnavailable');
    expect(fake.requests).toEqual([{ method, url: '/v1/orders/7' }]);
  });

  it('opens the service’s breaker after a burst of 5xx: refused at once (503), one probe after the pause, closed on success', async () => {
    fake.behave = json(500, { error: 'internal', message: 'boom' });
    for (let i = 0; i < DEFAULT_BREAKER.minFailures; i++) {
      expect((await failureOf(downstream.call('accounting', SERVICE_CALLER, { path: '/v1/gmv' }))).code).toBe('downstreamUnavailable');
    }
    expect(fake.requests).toHaveLength(5);
    const refused = await failureOf(downstream.call('accounting', SERVICE_CALLER, { path: '/v1/gmv' }));
    expect([refused.status, refused.toBody()]).toEqual([503, { code: 'downstreamUnavailable', message: ERROR_MESSAGES.downstreamUnavailable }]);
    expect(refused.cause).toMatchObject({ name: 'CircuitOpen', service: 'accounting' });
    expect(fake.requests).toHaveLength(5);
    // Another service's breaker is its own.
    expect(downstream.breakerOf('marketplace').state).toBe('closed');

    clock.advance(DEFAULT_BREAKER.openMs);
    fake.behave = json(200, { gmv: 1 });
    expect(await downstream.call('accounting', SERVICE_CALLER, { path: '/v1/gmv' })).toEqual({ gmv: 1 });
    expect(downstream.breakerOf('accounting').state).toBe('closed');
    expect(fake.requests).toHaveLength(6);
  });

  it('keeps a company’s breaker its own: one seller’s failing calls never refuse another seller’s', async () => {
    const failing: Caller = { sub: 'u1', role: 'seller', companyId: 1017 };
    const other: Caller = { sub: 'u2', role: 'seller', companyId: 1001 };
    fake.behave = json(500, { error: 'internal', message: 'boom' });
    for (let i = 0; i < DEFAULT_BREAKER.minFailures; i++) await failureOf(downstream.call('marketplace', failing, { path: '/v1/claims' }));
    expect(downstream.breakerOf('marketplace', 1017).state).toBe('open');
    fake.behave = json(200, { items: [] });
    expect((await failureOf(downstream.call('marketplace', failing, { path: '/v1/claims' }))).cause).toMatchObject({ name: 'CircuitOpen' });
    expect(await downstream.call('marketplace', other, { path: '/v1/claims' })).toEqual({ items: [] });
    expect(await downstream.call('marketplace', SERVICE_CALLER, { path: '/v1/claims' })).toEqual({ items: [] });
  });

  it.each([
    ['an HTML page', '<html><body>Bad gateway</body></html>'],
    ['truncated JSON', '{"items":[{"id":1},'],
    ['plain text', 'OK'],
  ])('answers 502 downstreamInvalidAnswer for %s, read or passed on', async (_name, text) => {
    fake.behave = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(text);
    };
    for (const read of [downstream.call.bind(downstream), downstream.text.bind(downstream)]) {
      const failure = await failureOf(read('marketplace', SERVICE_CALLER, { path: '/v1/orders' }));
      expect([failure.status, failure.toBody()]).toEqual([502, { code: 'downstreamInvalidAnswer', message: ERROR_MESSAGES.downstreamInvalidAnswer }]);
    }
  });

  it.each([
    ['JSON that does not parse', '{"a":}'],
    ['a bare string', '"ok"'],
  ])('answers 502 for %s where the BFF reads the answer', async (_name, text) => {
    fake.behave = (_request, response) => response.end(text);
    expect((await failureOf(downstream.call('identity', SERVICE_CALLER, { path: '/v1/users/1' }))).code).toBe('downstreamInvalidAnswer');
  });

  it('refuses an answer over the size limit (502), with or without a content length, and drops it while it arrives', async () => {
    const big = JSON.stringify({ items: 'x'.repeat(100 * 1024) });
    fake.behave = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': String(big.length) });
      response.end(big);
    };
    expect((await failureOf(downstream.text('marketplace', SERVICE_CALLER, { path: '/v1/orders' }))).code).toBe('downstreamInvalidAnswer');
    let written = 0;
    fake.behave = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      const piece = 'x'.repeat(16 * 1024);
      const more = () => {
        if (response.destroyed || written > 64 * 1024 * 1024) return response.end();
        written += piece.length;
        response.write(piece, () => setImmediate(more));
      };
      more();
    };
    const failure = await failureOf(downstream.text('marketplace', SERVICE_CALLER, { path: '/v1/orders' }));
    expect([failure.status, failure.code]).toEqual([502, 'downstreamInvalidAnswer']);
    await vi.waitFor(() => expect(fake.dropped).toBeGreaterThanOrEqual(1));
    expect(written).toBeLessThan(64 * 1024 * 1024);
  });

  it('gives up on a service that sends no headers: 503, the connection dropped', async () => {
    fake.behave = stall;
    expect((await failureOf(downstream.call('accounting', SERVICE_CALLER, { path: '/v1/gmv' }))).code).toBe('downstreamUnavailable');
    await vi.waitFor(() => expect(fake.dropped).toBe(1));
  });
});

describe('Downstream deadline (fake timers)', () => {
  afterEach(() => vi.useRealTimers());

  it('answers 503 downstreamUnavailable when the deadline passes, and aborts the request', async () => {
    vi.useFakeTimers();
    const sent: DownstreamRequest[] = [];
    const transport: Transport = {
      send: (_service, request) => {
        sent.push(request);
        return new Promise(() => {});
      },
      close: async () => {},
    };
    const downstream = new Downstream(transport, signer, { deadlineMs: 1000 });
    let settled = false;
    const failure = failureOf(downstream.call('accounting', null, { path: '/v1/gmv' })).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await failure).toMatchObject({ code: 'downstreamUnavailable', status: 503, cause: { name: 'TimeoutError', deadlineMs: 1000 } });
    expect(sent[0]!.signal?.aborted).toBe(true);
  });

  it('counts retries inside the same budget', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const transport: Transport = {
      send: () => {
        calls += 1;
        return calls === 1 ? Promise.reject(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' })) : new Promise(() => {});
      },
      close: async () => {},
    };
    const downstream = new Downstream(transport, signer, { deadlineMs: 500 });
    const failure = failureOf(downstream.call('marketplace', null, { path: '/v1/orders' }));
    await vi.advanceTimersByTimeAsync(500);
    expect((await failure).code).toBe('downstreamUnavailable');
    expect(calls).toBe(2);
  });
});

describe('Downstream answer size over any transport', () => {
  it('refuses an answer over the limit from an in-process service too', async () => {
    const handlers = Object.fromEntries(SERVICES.map((s) => [s, () => Response.json({ text: 'é'.repeat(600) })])) as unknown as Record<
      ServiceName,
      FetchHandler
    >;
    const downstream = new Downstream(fetchTransport(handlers), signer, { maxAnswerBytes: 1024 });
    expect((await failureOf(downstream.call('marketplace', null, { path: '/v1/x' }))).code).toBe('downstreamInvalidAnswer');
  });
});
