/**
 * SIGTERM on a real BFF process (bff/src/start.ts under tsx) while a sign-in waits on a slow identity service: the
 * sign-in still gets its answer, /healthz answers 503 meanwhile so a balancer drains the process, a new request is
 * refused before any handler runs, and the process exits 0.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { API } from '@contract/api/paths';
import { json, startFakeService, type Behaviour, type FakeService } from './test/fake-service';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

describe('a BFF process on SIGTERM', () => {
  let identity: FakeService;
  let child: ChildProcess | null = null;
  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await identity.close();
  });

  it('finishes the request in progress, answers /healthz 503 meanwhile and exits 0', async () => {
    let releaseSignIn = () => {};
    const signInArrived = new Promise<void>((arrived) => {
      const slowSignIn: Behaviour = (request, response) => {
        releaseSignIn = () => json(401, { error: 'invalid_credentials', message: 'E-mail or password is invalid.' })(request, response, 1);
        arrived();
      };
      identity.behave = slowSignIn;
    });
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const services = Object.fromEntries(Object.entries(identity.urls).map(([name, url]) => [`${name.toUpperCase()}_URL`, url]));
    const bff = spawn(process.execPath, ['--import', 'tsx', 'bff/src/start.ts'], {
      env: { PATH: process.env.PATH ?? '', PORT: String(port), PUBLIC_ORIGIN: origin, SERVE_WEB: 'false', SHUTDOWN_GRACE_SECONDS: '20', ...services },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child = bff;
    bff.stdout?.resume();
    const exited = once(bff, 'exit');
    await vi.waitFor(async () => expect((await fetch(`${origin}/healthz`)).status).toBe(200), { timeout: 30_000, interval: 200 });

    const signIn = fetch(`${origin}${API.loginUser}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tezgah-csrf': '1', origin },
      body: JSON.stringify({ email: 'someone@example.com', password: 'not-the-password' }),
    });
    await signInArrived;
    bff.kill('SIGTERM');
    await vi.waitFor(async () => expect((await fetch(`${origin}/healthz`)).status).toBe(503), { timeout: 5_000, interval: 50 });
    const lateRequest = await fetch(`${origin}${API.loginUser}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tezgah-csrf': '1', origin },
      body: JSON.stringify({ email: 'late@example.com', password: 'not-the-password' }),
    });
    expect(lateRequest.status).toBe(503);
    expect(lateRequest.headers.get('retry-after')).not.toBeNull();
    expect(identity.requests.filter((request) => request.method === 'POST')).toHaveLength(1);

    releaseSignIn();
    const answer = await signIn;
    expect(answer.status).toBe(401);
    expect((await answer.json()).code).toBe('invalidCredentials');
    const [code] = (await exited) as [number | null];
    expect(code).toBe(0);
  }, 60_000);

  beforeAll(async () => {
    identity = await startFakeService(json(200, { status: 'ok' }));
  });
});
