import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createStaticServer } from './serve-static.mjs';

const PREVIEW = `console.log(${JSON.stringify('story '.repeat(400))})`;
const TWINS = { br: brotliCompressSync(PREVIEW), gzip: gzipSync(PREVIEW) };

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

describe('serve-static (the built Storybook in e2e)', () => {
  let dir: string;
  let server: ReturnType<typeof createStaticServer>;
  let port: number;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tezgah-static-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'iframe.html'), '<!doctype html><title>preview</title>');
    await writeFile(join(dir, 'assets', 'preview-abc.js'), PREVIEW);
    await writeFile(join(dir, 'assets', 'preview-abc.js.br'), TWINS.br);
    await writeFile(join(dir, 'assets', 'preview-abc.js.gz'), TWINS.gzip);
    await writeFile(join(dir, 'assets', 'gz-only.js'), PREVIEW);
    await writeFile(join(dir, 'assets', 'gz-only.js.gz'), TWINS.gzip);
    server = createStaticServer(dir);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  /** Raw bytes: fetch would undo the encoding this test checks. */
  const get = (path: string, acceptEncoding?: string) =>
    new Promise<Answer>((resolve, reject) => {
      const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
      request({ host: '127.0.0.1', port, path, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });

  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ] as const)('answers Accept-Encoding %s with the %s twin, cached for good', async (accept, encoding) => {
    const answer = await get('/assets/preview-abc.js', accept);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers['content-type']).toBe('text/javascript');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.body.equals(TWINS[encoding])).toBe(true);
  });

  it.each([undefined, 'identity', 'br;q=0'])('answers Accept-Encoding %s with the file itself', async (accept) => {
    const answer = await get('/assets/preview-abc.js', accept);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.body.toString()).toBe(PREVIEW);
  });

  it('falls back to gzip where the .br twin is missing', async () => {
    const answer = await get('/assets/gz-only.js', 'br, gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.body.equals(TWINS.gzip)).toBe(true);
  });

  it('never lets the pages be cached, and answers 404 for a missing file', async () => {
    const page = await get('/iframe.html', 'br, gzip');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBeUndefined();
    expect((await get('/assets/nope.js')).status).toBe(404);
  });
});
