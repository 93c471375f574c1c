import { Hono } from 'hono';
import { CONTENT_SECURITY_POLICY, securityHeaders } from './security-headers';

const appWith = (publicOrigin = 'http://localhost:8080') =>
  new Hono()
    .use(securityHeaders({ publicOrigin }))
    .get('/page', (c) => c.html('<p>hi</p>'))
    .get('/api/x', (c) => c.json({}))
    .get('/file', () => new Response('raw', { headers: { 'content-type': 'text/plain' } }))
    .get('/api/fails', () => {
      throw new Error('boom');
    });

describe('securityHeaders', () => {
  it('sets a strict CSP and the other headers on every answer', async () => {
    const response = await appWith().request('/page');
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toBe(CONTENT_SECURITY_POLICY);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toContain('unsafe-inline');
    // Upload previews are blob: URLs; nothing wider than that is added for them.
    expect(csp).toMatch(/img-src 'self' data: blob: https:(;|$)/);
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    expect((await appWith().request('/nowhere')).headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('sends HSTS only with an https PUBLIC_ORIGIN, whatever X-Forwarded-Proto says', async () => {
    expect((await appWith().request('/page')).headers.get('strict-transport-security')).toBeNull();
    const hsts = (await appWith('https://portal.example.com').request('/page')).headers.get('strict-transport-security')!;
    expect(Number(/max-age=(\d+)/.exec(hsts)![1])).toBeGreaterThanOrEqual(31_536_000);
    const forwarded = { headers: { 'x-forwarded-proto': 'https' } };
    expect((await appWith().request('/page', forwarded)).headers.get('strict-transport-security')).toBeNull();
  });

  it('also sets them on a Response a handler built itself, and on error answers', async () => {
    for (const path of ['/file', '/api/fails']) {
      const response = await appWith().request(path);
      expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    }
    expect((await appWith().request('/file')).headers.get('content-type')).toBe('text/plain');
    expect((await appWith().request('/api/fails')).headers.get('cache-control')).toBe('no-store');
  });

  it('keeps API answers out of caches', async () => {
    expect((await appWith().request('/api/x')).headers.get('cache-control')).toBe('no-store');
  });
});
