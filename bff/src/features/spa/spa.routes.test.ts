import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHarness, type Harness } from '../../test/harness';

describe('built SPA', () => {
  let dir: string;
  let h: Harness;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tezgah-spa-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>tezgah</title><script type="module" src="/assets/app.js"></script>');
    await writeFile(join(dir, 'assets', 'app.js'), 'console.log(1)');
    h = await createHarness({ staticDir: dir });
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('serves files, hashed assets as immutable', async () => {
    const response = await h.app.request('/assets/app.js');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('console.log(1)');
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it('answers client routes with index.html under the CSP', async () => {
    for (const path of ['/', '/orders', '/admin/companies', '/reset-password?token=abc']) {
      const response = await h.app.request(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>tezgah</title>');
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    }
  });

  it('never answers unknown API paths with the page', async () => {
    for (const path of ['/api/nope', '/.well-known/nope']) {
      const response = await h.app.request(path);
      expect(response.status).toBe(404);
      expect((await response.json()).code).toBe('notFound');
    }
  });
});
