// @vitest-environment jsdom
/** The forwarder alone, over a handler that records what reached it, called through the SPA's axios instance. */
import type { Server } from 'miragejs';
import { http } from '@web/lib/http';
import { MemoryStorage } from '../../.storybook/memory-storage';
import { CookieJar } from './cookie-jar';
import { startForwarder, type ForwarderOptions } from './forwarder';
import { keepSetCookieInResponses } from './page-fetch';

let server: Server | null = null;
let restoreResponse: () => void = () => undefined;
let seen: Request[];
let jar: CookieJar;

function start(handle: ForwarderOptions['handle'], options: Partial<ForwarderOptions> = {}): void {
  server = startForwarder({
    handle: async (request) => {
      // What the app reads: its headers (the page-only ones included) and its body, read once here and handed on.
      const body = ['GET', 'HEAD'].includes(request.method) ? null : await request.arrayBuffer();
      const copy = new Request(request.url, { method: request.method, headers: request.headers, body });
      seen.push(copy.clone());
      return handle(copy);
    },
    jar,
    scenario: 'default',
    delayMs: 0,
    origin: globalThis.location.origin,
    ...options,
  });
}

beforeEach(() => {
  seen = [];
  jar = new CookieJar(new MemoryStorage());
  restoreResponse = keepSetCookieInResponses();
});
afterEach(() => {
  server?.shutdown();
  server = null;
  restoreResponse();
});

describe('startForwarder', () => {
  it('sends the page origin, the jar and the body, and keeps Set-Cookie from the page', async () => {
    start(
      () =>
        new Response(JSON.stringify({ ok: true }), {
          status: 201,
          headers: { 'content-type': 'application/json', 'set-cookie': 'tezgah.sid=abc; Path=/; HttpOnly', 'x-request-id': 'r1' },
        }),
    );
    const answer = await http.post('/api/things?x=1', { name: 'a' });
    expect(answer.status).toBe(201);
    expect(answer.data).toEqual({ ok: true });
    expect(answer.headers['x-request-id']).toBe('r1');
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(jar.header()).toBe('tezgah.sid=abc');

    await http.get('/api/things');
    const [post, get] = seen;
    expect(post!.url).toBe(`${globalThis.location.origin}/api/things?x=1`);
    expect(post!.headers.get('origin')).toBe(globalThis.location.origin);
    expect(post!.headers.get('x-tezgah-csrf')).toBe('1');
    expect(post!.headers.get('content-length')).toBe(String('{"name":"a"}'.length));
    expect(await post!.json()).toEqual({ name: 'a' });
    expect(post!.headers.get('cookie')).toBeNull();
    expect(get!.headers.get('cookie')).toBe('tezgah.sid=abc');
  });

  it('sends a FormData upload as multipart and hands a file answer over as a Blob', async () => {
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0xff]);
    // Read as text: under jsdom, undici's multipart parser refuses jsdom's File global (a real page has one File).
    start(async (request) =>
      request.method === 'POST'
        ? Response.json({ fields: [...(await request.text()).matchAll(/; name="(\w+)"/g)].map((match) => match[1]) })
        : new Response(pdf, { headers: { 'content-type': 'application/pdf' } }),
    );
    const form = new FormData();
    form.set('number', 'A-1');
    form.set('file', new Blob([pdf], { type: 'application/pdf' }), 'invoice.pdf');
    expect((await http.post('/api/orders/1/invoice', form)).data).toEqual({ fields: ['number', 'file'] });
    expect(seen[0]!.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);

    const file = await http.get<Blob>('/api/orders/1/invoice/file', { responseType: 'blob' });
    expect(file.data).toBeInstanceOf(Blob);
    expect(new Uint8Array(await file.data.arrayBuffer())).toEqual(pdf);
  });

  it("'errors': refuses signed-in calls before the BFF, but lets signing out through", async () => {
    jar.take(['tezgah.sid=abc; Path=/']);
    start(() => new Response(null, { status: 204 }), { scenario: 'errors' });
    await expect(http.get('/api/orders')).rejects.toMatchObject({ response: { status: 503, data: { code: 'downstreamUnavailable' } } });
    await expect(http.get('/api/marketplace-logs/4')).rejects.toMatchObject({ response: { status: 503, data: { code: 'marketplaceLogsLoad' } } });
    await expect(http.get('/api/search/bookmarks/data')).rejects.toMatchObject({ response: { status: 500, data: { code: 'generic' } } });
    expect((await http.post('/api/auth/logout')).status).toBe(204);
    expect(seen.map((request) => new URL(request.url).pathname)).toEqual(['/api/auth/logout']);
  });

  it('answers a generic 500 when the BFF itself throws, and waits the delay first', async () => {
    const waits: number[] = [];
    start(
      () => {
        throw new Error('boom');
      },
      {
        delayMs: 300,
        sleep: async (ms) => {
          waits.push(ms);
        },
      },
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(http.get('/api/orders')).rejects.toMatchObject({ response: { status: 500, data: { code: 'generic' } } });
    expect(waits).toEqual([300]);
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
  });
});
