import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Harness } from '../../test/harness';
import { harnessPerFile, tempDirPerFile } from '../../test/harness-per-file';

const INDEX = '<!doctype html><title>tezgah</title><script type="module" src="/assets/app.js"></script>';
const APP = `console.log(${JSON.stringify('x'.repeat(2000))})`;
const TWINS = { br: brotliCompressSync(APP), gzip: gzipSync(APP) };

describe('built SPA', () => {
  const dir = tempDirPerFile('tezgah-spa-');
  let h: Harness;
  beforeAll(async () => {
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'index.html'), INDEX);
    await writeFile(join(dir, 'index.html.br'), brotliCompressSync(INDEX));
    await writeFile(join(dir, 'index.html.gz'), gzipSync(INDEX));
    await writeFile(join(dir, 'assets', 'app.js'), APP);
    await writeFile(join(dir, 'assets', 'app.js.br'), TWINS.br);
    await writeFile(join(dir, 'assets', 'app.js.gz'), TWINS.gzip);
    await writeFile(join(dir, 'assets', 'tiny.js'), 'console.log(1)');
    await writeFile(join(dir, 'assets', 'gz-only.js'), APP);
    await writeFile(join(dir, 'assets', 'gz-only.js.gz'), TWINS.gzip);
  });
  harnessPerFile(
    (harness) => {
      h = harness;
    },
    { staticDir: dir },
  );

  const get = (path: string, acceptEncoding?: string) =>
    h.app.request(path, { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it('serves files, hashed assets as immutable', async () => {
    const response = await get('/assets/tiny.js');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('console.log(1)');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
  ] as const)('answers Accept-Encoding %s with the %s twin', async (accept, encoding) => {
    const response = await get('/assets/app.js', accept);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('content-length')).toBe(String(TWINS[encoding].length));
    expect(Buffer.from(await response.arrayBuffer()).equals(TWINS[encoding])).toBe(true);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it.each([undefined, 'identity', 'deflate'])('answers Accept-Encoding %s with the file itself', async (accept) => {
    const response = await get('/assets/app.js', accept);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(APP)));
    expect(await response.text()).toBe(APP);
  });

  it('answers a file without a compressed twin with the file itself', async () => {
    const response = await get('/assets/tiny.js', 'br, gzip');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await response.text()).toBe('console.log(1)');
  });

  it('falls back to the gzip twin where the .br one is missing', async () => {
    const response = await get('/assets/gz-only.js', 'br, gzip');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(Buffer.from(await response.arrayBuffer()).equals(TWINS.gzip)).toBe(true);
  });

  it('answers client routes with index.html under the CSP, never cached, compressed when asked', async () => {
    for (const path of ['/', '/orders', '/admin/companies', '/reset-password?token=abc']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(INDEX);
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const compressed = await get(path, 'br, gzip');
      expect(compressed.headers.get('content-encoding')).toBe('br');
      expect(compressed.headers.get('content-type')).toMatch(/^text\/html/);
      expect(compressed.headers.get('cache-control')).toBe('no-cache');
      expect(compressed.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(compressed.headers.get('content-security-policy')).toContain("script-src 'self'");
    }
  });

  it('never answers unknown API paths with the page', async () => {
    for (const path of ['/api/nope', '/.well-known/nope']) {
      const response = await get(path, 'br, gzip');
      expect(response.status).toBe(404);
      expect((await response.json()).code).toBe('notFound');
    }
  });
});
