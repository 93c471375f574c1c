import { beforeAll, describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { answer, param, policy, route, textQuery } from '@contract/api/route-def';
import { serviceRoutes } from '@contract/downstream/service-route';
import { createWorld, type World } from '@mocks/world/world';
import { fail } from './responses';
import { bodyChecked, serveService } from './serve-service';
import { createServiceApp, type ServiceApp } from './service-app';
import { serviceClient } from './test-client';
import { createTestSigner, type TestSigner, type TokenOptions } from './test-signer';

const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);
const AYSE: TokenOptions = { role: 'seller', companyId: 1001, sub: 'usr-ayse' };
const token = policy.token();

const TEST_ROUTES = serviceRoutes('marketplace', {
  note: route.get('/v1/companies/:companyId/notes/:noteId/:kind', {
    params: { kind: param.oneOf(['short', 'long'] as const) },
    query: { ...textQuery(['q']), problems: (query: { q?: string }) => (query.q === 'bad' ? { q: 'validation.required' } : null) },
    answer: answer<{ companyId: number; noteId: number; kind: 'short' | 'long'; q: string | null }>(),
    policy: token,
  }),
  addNote: route.post('/v1/companies/:companyId/notes', {
    body: yup.object({ text: yup.string().required() }),
    answer: answer<{ text: unknown }>(),
    status: 201,
    policy: token,
  }),
  editNote: route.put('/v1/companies/:companyId/notes/:noteId', {
    body: yup.object({ text: yup.string().strict().trim().required('validation.required'), pinned: yup.boolean().strict().defined() }),
    answer: answer<{ text: string; pinned: boolean; noteId: number }>(),
    policy: token,
  }),
  deleteNote: route.delete('/v1/companies/:companyId/notes/:noteId', { answer: answer<null>(), status: 204, policy: token }),
  ping: route.get('/v1/ping', { answer: answer<{ pong: boolean }>(), policy: token }),
});

let signer: TestSigner;
let world: World;
let app: ServiceApp;

const call = serviceClient({ app: () => app, signer: () => signer, aud: 'marketplace', as: AYSE, base: '' });

beforeAll(async () => {
  signer = await createTestSigner(() => NOW);
  world = createWorld({ seed: 5, now: NOW });
  app = createServiceApp('marketplace', { verifyKey: signer.verifyKey, now: () => NOW });
  serveService(app, TEST_ROUTES.note, (_c, { params, query }) => ({ ...params, q: query.q ?? null }), {
    world,
    allow: (c, companyId) => (companyId === 1001 && c.req.header('x-closed') ? fail(c, 403, 'forbidden', 'Closed.') : null),
    notFound: (c) => fail(c, 404, 'not_found', 'No such note.'),
  });
  serveService(app, TEST_ROUTES.addNote, (_c, { body }) => ({ text: body?.text }), { world });
  serveService(
    app,
    TEST_ROUTES.editNote,
    bodyChecked(TEST_ROUTES.editNote, (_c, { params, body }) => ({ ...body, noteId: params.noteId })),
    { world },
  );
  serveService(app, TEST_ROUTES.deleteNote, () => null, { world });
  serveService(app, TEST_ROUTES.ping, () => ({ pong: true }));
});

describe('serveService', () => {
  it('registers the table route and hands the handler typed params and the parsed query', async () => {
    expect(await call('/v1/companies/1001/notes/7/long?q=tea')).toEqual({ status: 200, body: { companyId: 1001, noteId: 7, kind: 'long', q: 'tea' } });
    expect((await call('/v1/ping')).body).toEqual({ pong: true });
  });

  it('checks the company first: unknown 404, another company 403, before any other param', async () => {
    expect(await call('/v1/companies/x/notes/7/long')).toEqual({ status: 404, body: { error: 'not_found', message: 'No such company.' } });
    expect((await call('/v1/companies/99999/notes/7/long', { token: { role: 'admin', sub: 'usr-admin' } })).status).toBe(404);
    expect((await call('/v1/companies/1002/notes/x/long')).status).toBe(403);
  });

  it("runs the route's own refusal after the company and before the other params, then the readers' 404", async () => {
    const jwt = await signer.sign({ aud: 'marketplace', ...AYSE });
    const closed = await app.request('/v1/companies/1001/notes/x/long', { headers: { authorization: `Bearer ${jwt}`, 'x-closed': '1' } });
    expect(closed.status).toBe(403);
    expect(await call('/v1/companies/1001/notes/x/long')).toEqual({ status: 404, body: { error: 'not_found', message: 'No such note.' } });
    expect((await call('/v1/companies/1001/notes/7/medium')).status).toBe(404);
  });

  it('answers a query with problems 400 bad_request naming the fields', async () => {
    expect(await call('/v1/companies/1001/notes/7/short?q=bad')).toEqual({ status: 400, body: { error: 'bad_request', message: 'Invalid filters: q.' } });
  });

  it("answers with the table's status, a null answer without a body, and passes the JSON body on unchecked", async () => {
    expect(await call('/v1/companies/1001/notes', { method: 'POST', body: { text: 'çay' } })).toEqual({ status: 201, body: { text: 'çay' } });
    expect(await call('/v1/companies/1001/notes', { method: 'POST', body: ['not', 'an object'] })).toEqual({ status: 201, body: {} });
    expect(await call('/v1/companies/1001/notes/3', { method: 'DELETE' })).toEqual({ status: 204, body: null });
  });

  it('hands a bodyChecked handler the body its schema checked, and refuses a wrong type 400 naming the fields', async () => {
    const edit = (body: unknown) => call('/v1/companies/1001/notes/4', { method: 'PUT', body });
    expect(await edit({ text: 'çay', pinned: true, extra: 1 })).toEqual({ status: 200, body: { text: 'çay', pinned: true, noteId: 4 } });
    expect(await edit({ text: 12, pinned: 'yes' })).toMatchObject({
      status: 400,
      body: { error: 'bad_request', fields: { text: expect.any(String), pinned: expect.any(String) } },
    });
  });

  it('refuses a route of another service, and a company path served without the world', () => {
    const accounting = createServiceApp('accounting', { verifyKey: signer.verifyKey, now: () => NOW });
    expect(() => serveService(accounting, TEST_ROUTES.ping, () => ({ pong: true }))).toThrow('is a marketplace route');
    const unchecked = serveService as (app: ServiceApp, def: typeof TEST_ROUTES.deleteNote, handler: () => null) => void;
    expect(() => unchecked(app, TEST_ROUTES.deleteNote, () => null)).toThrow('needs the world');
  });
});
