import { describe, expect, it } from 'vitest';
import { SERVICES, type ServiceName } from '@contract/downstream/common';
import { ACCOUNTING_ROUTES } from '@contract/downstream/accounting.routes';
import { LOGISTICS_ROUTES } from '@contract/downstream/logistics.routes';
import { MARKETPLACE_ROUTES } from '@contract/downstream/marketplace.routes';
import { parseOrderQuery } from '@contract/orders/order.query';
import { parsePackageQuery } from '@contract/packages/package.query';
import { JsonText } from './json-text';
import { manualClock } from './clock';
import { Downstream } from './downstream';
import { fetchTransport, type FetchHandler } from './downstream-transport';
import { Services } from './services';
import { TokenSigner, type Caller } from './token-signer';

const signer = await TokenSigner.create({ privateJwk: null, clock: manualClock() });
const AYSE: Caller = { sub: 'usr-ayse', role: 'seller', companyId: 1001 };

interface Seen {
  service: ServiceName;
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

/** Services over handlers that record each request and answer `reply(request)` (JSON) or an empty 204. */
function recording(reply: (seen: Seen) => unknown = () => ({ ok: true })) {
  const seen: Seen[] = [];
  const handlers = Object.fromEntries(
    SERVICES.map((service) => [
      service,
      (async (request) => {
        const url = new URL(request.url);
        const text = await request.text();
        const entry = { service, method: request.method, path: url.pathname + url.search, body: text ? JSON.parse(text) : undefined, headers: request.headers };
        seen.push(entry);
        const answer = reply(entry);
        return answer === null ? new Response(null, { status: 204 }) : Response.json(answer);
      }) satisfies FetchHandler,
    ]),
  ) as Record<ServiceName, FetchHandler>;
  return { seen, services: new Services(new Downstream(fetchTransport(handlers), signer)) };
}

describe('Services.call', () => {
  it("sends the table's method and filled path to the table's service, with the body as declared", async () => {
    const { seen, services } = recording(() => ({ order: { id: 7 } }));
    const body = { itemIds: [3], reason: 'outOfStock' as const, userType: 'seller' as const, canceledBy: 'Ayşe Yılmaz' };
    const answer = await services.call(MARKETPLACE_ROUTES.cancelOrder, AYSE, { params: { companyId: 1001, orderId: 7 }, body });
    expect(answer).toEqual({ order: { id: 7 } });
    expect(seen).toMatchObject([{ service: 'marketplace', method: 'POST', path: '/v1/companies/1001/orders/7/cancel', body }]);
    expect(seen[0]!.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it("writes the query with the table's codec and picks each route's own service", async () => {
    const { seen, services } = recording();
    await services.call(MARKETPLACE_ROUTES.listOrders, AYSE, {
      params: { companyId: 1001 },
      query: parseOrderQuery({ tab: 'all', page: '2', customer: 'Ali Veli' }),
    });
    await services.call(LOGISTICS_ROUTES.packageStates, AYSE, { params: { companyId: 1001 } });
    await services.call(ACCOUNTING_ROUTES.getPayment, AYSE, { params: { companyId: 1001, paymentId: 12 } });
    expect(seen.map(({ service, path }) => [service, new URL(path, 'http://x').pathname])).toEqual([
      ['marketplace', '/v1/companies/1001/orders'],
      ['logistics', '/v1/companies/1001/package-states'],
      ['accounting', '/v1/companies/1001/payments/12'],
    ]);
    const search = new URL(seen[0]!.path, 'http://x').searchParams;
    expect([search.get('tab'), search.get('page'), search.get('customer')]).toEqual(['all', '2', 'Ali Veli']);
  });

  it('answers null for an empty 204, and passes a list on as its JSON text', async () => {
    const { services } = recording((seen) => (seen.method === 'DELETE' ? null : { items: [{ id: 1, name: 'Çay bardağı' }], total: 1 }));
    expect(await services.call(MARKETPLACE_ROUTES.deleteOrder, AYSE, { params: { companyId: 1001, orderId: 7 } })).toBeNull();
    const text = await services.callText(MARKETPLACE_ROUTES.listPackages, AYSE, { params: { companyId: 1001 }, query: parsePackageQuery({}) });
    expect(text).toBeInstanceOf(JsonText);
    expect(text.text).toBe('{"items":[{"id":1,"name":"Çay bardağı"}],"total":1}');
  });
});

describe('Services named calls', () => {
  it('go through the identity table: ids encoded, the request id passed on, the outbox without a token', async () => {
    const { seen, services } = recording((entry) => (entry.path.startsWith('/v1/outbox') ? { items: [] } : { user: { id: 'usr/ç' }, valid: true }));
    const withId = services.withRequestId('req-9');
    await withId.getUser(AYSE, 'usr/ç');
    await withId.checkReset('tok en');
    expect(await withId.outbox()).toEqual([]);
    await withId.listCompanies({ ...AYSE, role: 'admin' }, { q: 'çay', limit: 25, offset: 0 });
    expect(seen.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /v1/users/usr%2F%C3%A7',
      'GET /v1/password-resets/tok%20en',
      'GET /v1/outbox',
      'GET /v1/companies?q=%C3%A7ay&limit=25&offset=0',
    ]);
    expect(seen.every(({ service, headers }) => service === 'identity' && headers.get('x-request-id') === 'req-9')).toBe(true);
    expect(seen[2]!.headers.has('authorization')).toBe(false);
  });

  it('post credentials as the BFF itself and read the counts of the path company', async () => {
    const { seen, services } = recording((entry) => (entry.path.endsWith('/counts') ? { claims: 2 } : { user: { id: 'usr-ayse' } }));
    expect(await services.verifyCredentials('ayse@demo.tezgah.dev', 'pw', 'seller')).toEqual({ id: 'usr-ayse' });
    expect(await services.counts(AYSE, 1001)).toEqual({ claims: 2 });
    expect(seen.map(({ service, method, path, body }) => [service, method, path, body])).toEqual([
      ['identity', 'POST', '/v1/credentials/verify', { email: 'ayse@demo.tezgah.dev', password: 'pw', realm: 'seller' }],
      ['marketplace', 'GET', '/v1/companies/1001/counts', undefined],
    ]);
  });
});

describe('Services answers of the wrong shape', () => {
  it.each([
    ['verifyCredentials', (s: Services) => s.verifyCredentials('ayse@demo.tezgah.dev', 'pw', 'seller')],
    ['getUser', (s: Services) => s.getUser(AYSE, 'usr-ayse')],
    ['getCompany', (s: Services) => s.getCompany(AYSE, 1001)],
    ['outbox', (s: Services) => s.outbox()],
  ])('%s: an answer without its record is 502 downstreamInvalidAnswer, not undefined', async (_name, call) => {
    for (const answer of [{}, { user: 'x', company: 1, items: null }]) {
      const { services } = recording(() => answer);
      await expect(call(services)).rejects.toMatchObject({ code: 'downstreamInvalidAnswer', status: 502 });
    }
  });
});
