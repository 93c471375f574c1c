/** Declared pass-throughs: what reaches the service, as whom, and what the browser gets back. */
import { Hono } from 'hono';
import { decodeJwt } from 'jose';
import * as yup from 'yup';
import { answer, param, policy, route, textQuery } from '@contract/api/route-def';
import { SERVICES, type ServiceName } from '@contract/downstream/common';
import { serviceRoutes } from '@contract/downstream/service-route';
import { errorHandler } from '../middleware/on-error';
import { ApiFailure } from './api-failure';
import { apiRoutes } from './api-route';
import type { AppEnv } from './app-env';
import { manualClock } from './clock';
import { Downstream } from './downstream';
import { fetchTransport, type FetchHandler } from './downstream-transport';
import { forward, forwardBy } from './forward';
import { Services } from './services';
import type { SessionRecord } from './sessions';
import { TokenSigner } from './token-signer';
import { identity } from '../test/fixtures';

interface Thing {
  id: number;
  name: string;
}
const token = policy.token();
const SERVICE = serviceRoutes('marketplace', {
  list: route.get('/v1/companies/:companyId/things', { query: textQuery(['name']), answer: answer<{ items: Thing[] }>(), policy: token }),
  detail: route.get('/v1/companies/:companyId/things/:thingId', { answer: answer<{ thing: Thing }>(), policy: token }),
  save: route.put('/v1/companies/:companyId/things/:thingId', {
    body: yup.object({ name: yup.string().required(), savedBy: yup.string().required() }),
    answer: answer<{ thing: Thing }>(),
    policy: token,
  }),
  remove: route.delete('/v1/companies/:companyId/things/:thingId', { answer: answer<null>(), status: 204, policy: token }),
  archive: route.post('/v1/companies/:companyId/things/:thingId/archive', { answer: answer<{ thing: Thing }>(), policy: token }),
  restore: route.post('/v1/companies/:companyId/things/:thingId/restore', { answer: answer<{ thing: Thing }>(), policy: token }),
});
const ACTIONS = { archive: SERVICE.archive, restore: SERVICE.restore } as const;
const open = policy.public();
const BROWSER = {
  list: route.get('/api/things', { query: textQuery(['name']), answer: answer<{ items: Thing[] }>(), policy: open }),
  detail: route.get('/api/things/:id', { answer: answer<{ thing: Thing }>(), policy: open }),
  name: route.get('/api/things/:id/name', { answer: answer<{ name: string }>(), policy: open }),
  save: route.put('/api/things/:id', { body: yup.object({ name: yup.string().required() }), answer: answer<{ thing: Thing }>(), policy: open }),
  remove: route.delete('/api/things/:id', { answer: answer<null>(), policy: open }),
  act: route.post('/api/things/:id/:action{archive|restore}', {
    params: { action: param.oneOf(['archive', 'restore'] as const) },
    answer: answer<{ thing: Thing }>(),
    policy: open,
  }),
};
const thingId = ({ id }: { id: number }) => ({ thingId: id });

const signer = await TokenSigner.create({ privateJwk: null, clock: manualClock() });
const seller: SessionRecord = { ...identity('usr-ayse', 0), lastSeenAt: 0, accessKey: 'k', stashedAdmin: null };
const admin = identity('usr-admin', 0);

interface Seen {
  method: string;
  path: string;
  body: unknown;
  claims: ReturnType<typeof decodeJwt>;
}

/** The routes over a session and services whose every request is recorded and answered with `reply`'s text. */
function appOf(record: SessionRecord | null, reply: (seen: Seen) => Response) {
  const seen: Seen[] = [];
  const handler: FetchHandler = async (request) => {
    const url = new URL(request.url);
    const text = await request.text();
    const entry = {
      method: request.method,
      path: url.pathname + url.search,
      body: text ? JSON.parse(text) : undefined,
      claims: decodeJwt(request.headers.get('authorization')?.replace('Bearer ', '') ?? ''),
    };
    seen.push(entry);
    return reply(entry);
  };
  const handlers = Object.fromEntries(SERVICES.map((service) => [service, handler])) as Record<ServiceName, FetchHandler>;
  const services = new Services(new Downstream(fetchTransport(handlers), signer));
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('session', record ? { id: 's', record } : null);
    c.set('services', services);
    await next();
  });
  app.route(
    '/',
    apiRoutes(
      forward(BROWSER.list, SERVICE.list, { answer: 'text' }),
      forward(BROWSER.name, SERVICE.detail, { params: thingId, answer: ({ thing }) => ({ name: thing.name }) }),
      forward(BROWSER.detail, SERVICE.detail, { params: thingId, via: stillThere }),
      forward(BROWSER.save, SERVICE.save, { params: thingId, body: ({ name }, { displayName }) => ({ name: name.trim(), savedBy: displayName }) }),
      forward(BROWSER.remove, SERVICE.remove, { params: thingId }),
      forwardBy(BROWSER.act, 'action', ACTIONS, { params: thingId }),
    ),
  );
  app.onError(errorHandler({ sink: () => {} }));
  return { app, seen };
}

/** A screen's own text for a record that is gone. */
async function stillThere<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiFailure && error.code === 'notFound') throw new ApiFailure('categoryNotFound', { cause: error });
    throw error;
  }
}

const THING = { thing: { id: 7, name: 'Lamp' } };
const json = (body: unknown) => () => Response.json(body);

describe('forward', () => {
  it('maps the path params and adds the company and the caller from the session', async () => {
    const { app, seen } = appOf(seller, json(THING));
    const answered = await app.request('/api/things/7');
    expect({ status: answered.status, body: await answered.json() }).toEqual({ status: 200, body: THING });
    expect(seen).toMatchObject([{ method: 'GET', path: '/v1/companies/1001/things/7', body: undefined }]);
    expect(seen[0]!.claims).toMatchObject({ sub: 'usr-ayse', company_id: 1001, role: 'seller' });
    expect(seen[0]!.claims.act).toBeUndefined();
  });

  it('acts for the company of the session, and names the admin acting as the seller', async () => {
    const other = { ...identity('usr-mehmet', 0), user: { ...identity('usr-mehmet', 0).user, companyId: 1002 } };
    const { app, seen } = appOf({ ...seller, ...other, stashedAdmin: admin }, json(THING));
    await app.request('/api/things/7');
    expect(seen[0]!.path).toBe('/v1/companies/1002/things/7');
    expect(seen[0]!.claims).toMatchObject({ sub: 'usr-mehmet', company_id: 1002, act: { sub: 'usr-admin' } });
  });

  it('refuses without a session or without a company, before any call', async () => {
    const signedOut = appOf(null, json(THING));
    expect((await signedOut.app.request('/api/things/7')).status).toBe(401);
    const noCompany = appOf({ ...seller, user: { ...seller.user, companyId: null } }, json(THING));
    expect((await noCompany.app.request('/api/things/7')).status).toBe(403);
    expect([...signedOut.seen, ...noCompany.seen]).toEqual([]);
  });

  it('passes the query on as parsed by the route (unknown keys dropped) and the answer as its text', async () => {
    const text = '{"items": [ {"id": 7, "name": "Lamp"} ]}';
    const { app, seen } = appOf(seller, () => new Response(text, { headers: { 'content-type': 'application/json' } }));
    const answered = await app.request('/api/things?name=Lamp&companyId=1002');
    expect(await answered.text()).toBe(text);
    expect(seen[0]!.path).toBe('/v1/companies/1001/things?name=Lamp');
  });

  it('maps the body with the session, and sends nothing the browser added', async () => {
    const { app, seen } = appOf(seller, json(THING));
    const answered = await app.request('/api/things/7', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: '  Lamp ', savedBy: 'someone else' }),
    });
    expect(answered.status).toBe(200);
    expect(seen).toMatchObject([{ method: 'PUT', path: '/v1/companies/1001/things/7', body: { name: 'Lamp', savedBy: 'Test Seller' } }]);
  });

  it("refuses a body the browser route's schema refuses, without calling", async () => {
    const { app, seen } = appOf(seller, json(THING));
    const answered = await app.request('/api/things/7', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(answered.status).toBe(400);
    expect(seen).toEqual([]);
  });

  it('maps the answer, and answers an empty one with 204', async () => {
    const { app } = appOf(seller, ({ method }) => (method === 'DELETE' ? new Response(null, { status: 204 }) : Response.json(THING)));
    expect(await (await app.request('/api/things/7/name')).json()).toEqual({ name: 'Lamp' });
    expect((await app.request('/api/things/7', { method: 'DELETE' })).status).toBe(204);
  });

  it('picks the service route by a path param', async () => {
    const { app, seen } = appOf(seller, json(THING));
    expect((await app.request('/api/things/7/restore', { method: 'POST' })).status).toBe(200);
    expect((await app.request('/api/things/7/archive', { method: 'POST' })).status).toBe(200);
    expect(seen.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /v1/companies/1001/things/7/restore',
      'POST /v1/companies/1001/things/7/archive',
    ]);
  });

  it("turns the call's failures into the screen's own through `via`", async () => {
    const { app } = appOf(seller, () => Response.json({ error: 'not_found', message: 'No such thing.' }, { status: 404 }));
    expect(await (await app.request('/api/things/7')).json()).toMatchObject({ code: 'categoryNotFound' });
    expect(await (await app.request('/api/things/7/name')).json()).toMatchObject({ code: 'notFound' });
  });
});

/** Wrong declarations do not compile (checked by tsc; never run). */
export function wrongDeclarations() {
  const withQuery = route.get('/api/things/:id', { query: textQuery(['name']), answer: answer<{ thing: Thing }>(), policy: open });
  return [
    // @ts-expect-error the service's :thingId has no value
    forward(BROWSER.detail, SERVICE.detail),
    // @ts-expect-error a param the service route does not have
    forward(BROWSER.detail, SERVICE.detail, { params: ({ id }) => ({ itemId: id }) }),
    // @ts-expect-error the browser route's query would go nowhere
    forward(withQuery, SERVICE.detail, { params: thingId }),
    // @ts-expect-error the service route takes no body
    forward(BROWSER.save, SERVICE.detail, { params: thingId, body: ({ name }) => ({ name }) }),
    // @ts-expect-error the browser's body lacks what the service needs (savedBy)
    forward(BROWSER.save, SERVICE.save, { params: thingId }),
    // @ts-expect-error the service's answer is not the browser route's
    forward(BROWSER.name, SERVICE.detail, { params: thingId }),
    // @ts-expect-error an answer map must give the browser route's answer
    forward(BROWSER.name, SERVICE.detail, { params: thingId, answer: ({ thing }) => ({ title: thing.name }) }),
    // @ts-expect-error every value of the path param needs a service route
    forwardBy(BROWSER.act, 'action', { archive: SERVICE.archive }, { params: thingId }),
    // @ts-expect-error the picked routes' :thingId has no value
    forwardBy(BROWSER.act, 'action', ACTIONS),
    // @ts-expect-error the picked routes answer what the browser route does not
    forwardBy(BROWSER.name, 'id', { 7: SERVICE.detail }, { params: thingId }),
  ];
}
