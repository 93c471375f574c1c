import { Drain, drainThenClose } from './graceful-shutdown';

describe('the SIGTERM drain', () => {
  it('passes requests through until it drains, then answers the probes 503 and refuses the rest before their handler', async () => {
    const drain = new Drain();
    const handled: string[] = [];
    const fetch = drain.gate((request: Request) => {
      handled.push(new URL(request.url).pathname);
      return Response.json({ ok: true });
    });
    expect((await fetch(new Request('http://bff/api/me'))).status).toBe(200);
    drain.start();
    const probe = await fetch(new Request('http://bff/healthz'));
    const readiness = await fetch(new Request('http://bff/readyz'));
    const refused = await fetch(new Request('http://bff/api/orders', { method: 'POST' }));
    expect([probe.status, readiness.status, refused.status]).toEqual([503, 503, 503]);
    expect(await probe.json()).toEqual({ status: 'draining' });
    expect((await refused.json()).code).toBe('shuttingDown');
    expect(refused.headers.get('connection')).toBe('close');
    expect(handled).toEqual(['/api/me']);
  });

  it('closes once the requests in progress are done, or at the grace deadline with them cut', async () => {
    let active = 2;
    const closedAt: number[] = [];
    const started = Date.now();
    const done = drainThenClose({
      drain: new Drain(),
      activeRequests: () => active,
      graceMs: 5_000,
      pollMs: 5,
      close: async () => void closedAt.push(Date.now()),
    });
    setTimeout(() => (active = 0), 100);
    expect(await done).toBe(true);
    expect(closedAt).toHaveLength(1);
    expect(closedAt[0]! - started).toBeLessThan(4_000);

    const cut = await drainThenClose({
      drain: new Drain(),
      activeRequests: () => 1,
      graceMs: 100,
      pollMs: 5,
      close: async () => void closedAt.push(Date.now()),
    });
    expect(cut).toBe(false);
    expect(closedAt).toHaveLength(2);
  });
});
