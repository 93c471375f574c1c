/**
 * The BFF over a Redis that stops answering: paused (SIGSTOP) or killed, a signed-in request and a sign-in answer
 * 503 storeUnavailable at once (never 401, never a sign-in the limiter could not count); the same session works again
 * once Redis resumes, and signing in works again on a Redis started anew (which has lost its sessions).
 * Runs on a redis-server of its own, so the shared one is never paused.
 */
import { ERROR_MESSAGES } from '@contract/errors';
import { AUTH_ROUTES } from '@contract/auth/auth.routes';
import { DEMO_PASSWORD } from '@mocks/world/demo-accounts';
import { TestBrowser } from '../test/browser';
import { createHarness, type Harness } from '../test/harness';
import { redisServerInstalled, startPrivateRedis, type PrivateRedis } from '../test/private-redis';
import { RedisStore } from './redis-store';
import { StoreUnavailable } from './store';

const SELLER = 'ayse@demo.tezgah.dev';
/** Far above the store's command timeout, far below a client giving up: an answer later than this is a hang. */
const HANG_BOUND_MS = 1_500;

async function answerWithin(request: Promise<Response>): Promise<Response> {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${HANG_BOUND_MS} ms`)), HANG_BOUND_MS);
  });
  try {
    return await Promise.race([request, bound]);
  } finally {
    clearTimeout(timer);
  }
}

async function expectUnavailable(request: Promise<Response>): Promise<void> {
  const response = await answerWithin(request);
  expect({ status: response.status, body: await response.json() }).toEqual({
    status: 503,
    body: { code: 'storeUnavailable', message: ERROR_MESSAGES.storeUnavailable },
  });
}

const suite = redisServerInstalled ? describe : describe.skip;

suite(`Redis outage${redisServerInstalled ? '' : ' — left out: redis-server is not installed'}`, () => {
  let redis: PrivateRedis;
  let h: Harness;
  let store: RedisStore | null = null;

  beforeAll(async () => {
    redis = await startPrivateRedis();
    h = await createHarness({ makeStore: () => (store = new RedisStore({ redis: { url: redis.url }, keyPrefix: 'tezgah-outage:' })) });
  });
  afterAll(async () => {
    await redis.kill();
    await h.store.close();
  });

  it('gives up on a Redis command after 500 ms, but not on an answer that came while the process was stalled', async () => {
    expect(store?.commandTimeoutMs).toBe(500);
    await h.store.ping();
    const pending = h.store.get('nothing-here');
    const stalledUntil = Date.now() + 600;
    while (Date.now() < stalledUntil) {
      /* a long GC pause or a starved CPU */
    }
    await expect(pending).resolves.toBeNull();
  });

  it('answers 503 while Redis is paused or gone, and the session works again once it is back', async () => {
    const browser = new TestBrowser(h.app);
    await browser.signIn(SELLER);
    expect((await browser.call(AUTH_ROUTES.me)).status).toBe(200);

    redis.pause();
    await expectUnavailable(browser.call(AUTH_ROUTES.me));
    await expectUnavailable(new TestBrowser(h.app).call(AUTH_ROUTES.loginUser, { body: { email: SELLER, password: DEMO_PASSWORD } }));

    redis.resume();
    expect((await answerWithin(browser.call(AUTH_ROUTES.me))).status).toBe(200);

    await redis.kill();
    await expectUnavailable(browser.call(AUTH_ROUTES.me));
    await expectUnavailable(new TestBrowser(h.app).call(AUTH_ROUTES.loginUser, { body: { email: SELLER, password: DEMO_PASSWORD } }));

    await redis.restart();
    await vi.waitFor(async () => expect((await browser.call(AUTH_ROUTES.me)).status).toBe(401), { timeout: 5_000, interval: 100 });
    await browser.signIn(SELLER);
    expect((await browser.call(AUTH_ROUTES.me)).status).toBe(200);
  });

  it('never applies a write it gave up on once Redis is back', async () => {
    await redis.kill();
    await expect(h.store.set('late-write', 'x', null)).rejects.toBeInstanceOf(StoreUnavailable);
    await redis.restart();
    await vi.waitFor(() => h.store.ping(), { timeout: 5_000, interval: 100 });
    expect(await h.store.get('late-write')).toBeNull();
  });
});
