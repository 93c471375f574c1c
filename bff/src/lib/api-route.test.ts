/** Routes made from descriptions: each mutating route carries its own body limit, declared on its description. */
import * as yup from 'yup';
import { answer, JSON_BODY_MAX_BYTES, multipart, policy, rawFile, route } from '@contract/api/route-def';
import { errorHandler } from '../middleware/on-error';
import { apiRoutes, serve } from './api-route';

const UPLOAD_MAX = 200 * 1024;
const ROUTES = {
  save: route.post('/api/things', { body: yup.object({ name: yup.string().required() }), answer: answer<{ ok: true }>(), policy: policy.public() }),
  photo: route.post('/api/things/:id/photo', {
    body: multipart({ maxBytes: UPLOAD_MAX, tooLarge: { photo: 'validation.imageTooLarge' } }),
    answer: answer<{ bytes: number }>(),
    policy: policy.public(),
  }),
  file: route.post('/api/files', { body: rawFile({ maxBytes: UPLOAD_MAX }), answer: answer<{ bytes: number }>(), policy: policy.public() }),
};

function app() {
  const served = apiRoutes(
    serve(ROUTES.save, () => ({ ok: true }) as const),
    serve(ROUTES.photo, async (c) => ({ bytes: (await c.req.arrayBuffer()).byteLength })),
    serve(ROUTES.file, async (c) => ({ bytes: (await c.req.arrayBuffer()).byteLength })),
  );
  served.onError(errorHandler({ sink: () => {} }));
  return served;
}

const post = (path: string, bytes: number, type = 'application/octet-stream') =>
  app().request(path, { method: 'POST', headers: { 'content-type': type }, body: new Uint8Array(bytes) });

describe('the body limit of a described route', () => {
  it('refuses a JSON body over 64 KB with 413 validation, and reads one under it', async () => {
    const over = await app().request('/api/things', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(JSON_BODY_MAX_BYTES) }),
    });
    expect({ status: over.status, body: await over.json() }).toEqual({
      status: 413,
      body: expect.objectContaining({ code: 'validation', fields: { _: 'validation.tooLarge' } }),
    });
    const under = await app().request('/api/things', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":"a"}' });
    expect(await under.json()).toEqual({ ok: true });
  });

  it('gives an upload its declared limit, past the JSON one, and names the field that was too large', async () => {
    expect(await (await post('/api/things/1/photo', UPLOAD_MAX)).json()).toEqual({ bytes: UPLOAD_MAX });
    const over = await post('/api/things/1/photo', UPLOAD_MAX + 1);
    expect({ status: over.status, body: await over.json() }).toEqual({
      status: 413,
      body: expect.objectContaining({ code: 'fileTooLarge', fields: { photo: 'validation.imageTooLarge' } }),
    });
  });

  it('counts a chunked body that declares no length', async () => {
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 5; i += 1) controller.enqueue(new Uint8Array(UPLOAD_MAX / 4));
        controller.close();
      },
    });
    const over = await app().request('/api/files', { method: 'POST', body: chunks, duplex: 'half' } as RequestInit);
    expect(over.status).toBe(413);
    expect((await over.json()).code).toBe('fileTooLarge');
  });
});
