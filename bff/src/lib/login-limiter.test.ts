import { manualClock, type ManualClock } from './clock';
import { LoginLimiter, normalizeEmail } from './login-limiter';
import type { Store } from './store';
import { describeStores } from '../test/stores';

const WINDOW = 15 * 60_000;

describeStores('LoginLimiter ($name store)', (kind) => {
  let clock: ManualClock;
  let store: Store;
  let limiter: LoginLimiter;

  beforeEach(() => {
    clock = manualClock(Date.UTC(2026, 0, 15, 9, 0, 0));
    store = kind.make(clock);
    limiter = new LoginLimiter({ store, clock, windowMs: WINDOW, maxPerAccount: 5, maxPerIp: 20, maxSignUpsPerIp: 3 });
  });
  afterEach(async () => {
    await store.close();
    await kind.cleanup();
  });

  it('blocks an account from an IP after 5 failures there in the window, whatever the spelling of the e-mail', async () => {
    for (const spelling of ['ayse@demo.tezgah.dev', ' AYSE@demo.tezgah.dev', 'Ayse@Demo.Tezgah.Dev ', 'ayse@demo.tezgah.dev', 'ayse@demo.tezgah.dev']) {
      expect(await limiter.check(spelling, '10.0.0.1')).toEqual({ blocked: false });
      await limiter.recordFailure(spelling, '10.0.0.1');
    }
    clock.advance(60_000);
    expect(await limiter.check('ayse@demo.tezgah.dev', '10.0.0.1')).toEqual({ blocked: true, retryAfterSeconds: 14 * 60 });
    expect(await limiter.check('omar@demo.tezgah.dev', '10.0.0.1')).toEqual({ blocked: false });
  });

  it("does not let one IP's failures lock the account out from another IP (no lock-out by a stranger)", async () => {
    for (let i = 0; i < 5; i += 1) await limiter.recordFailure('ayse@demo.tezgah.dev', '10.0.0.1');
    expect(await limiter.check('ayse@demo.tezgah.dev', '10.0.0.1')).toMatchObject({ blocked: true });
    expect(await limiter.check('ayse@demo.tezgah.dev', '10.0.0.2')).toEqual({ blocked: false });
  });

  it('counts sign-ups per IP, accepted or refused alike, and lets them in again the next window', async () => {
    for (let i = 0; i < 3; i += 1) expect(await limiter.countSignUp('10.0.0.9')).toEqual({ blocked: false });
    clock.advance(5 * 60_000);
    expect(await limiter.countSignUp('10.0.0.9')).toEqual({ blocked: true, retryAfterSeconds: 10 * 60 });
    expect(await limiter.countSignUp('10.0.0.10')).toEqual({ blocked: false });
    clock.advance(10 * 60_000);
    expect(await limiter.countSignUp('10.0.0.9')).toEqual({ blocked: false });
  });

  it('blocks an IP after 20 failures across accounts', async () => {
    for (let i = 0; i < 20; i += 1) await limiter.recordFailure(`user${i}@example.test`, '10.0.0.7');
    expect(await limiter.check('fresh@example.test', '10.0.0.7')).toMatchObject({ blocked: true });
    expect(await limiter.check('fresh@example.test', '10.0.0.8')).toEqual({ blocked: false });
  });

  it('opens again in the next window', async () => {
    for (let i = 0; i < 5; i += 1) await limiter.recordFailure('a@example.test', '10.0.0.1');
    expect(await limiter.check('a@example.test', '10.0.0.1')).toMatchObject({ blocked: true });
    clock.advance(WINDOW);
    expect(await limiter.check('a@example.test', '10.0.0.1')).toEqual({ blocked: false });
  });

  it('clears the account counter (not the IP counter) on success', async () => {
    for (let i = 0; i < 4; i += 1) await limiter.recordFailure('a@example.test', '10.0.0.1');
    await limiter.recordSuccess('A@example.test', '10.0.0.1');
    for (let i = 0; i < 4; i += 1) await limiter.recordFailure('a@example.test', '10.0.0.1');
    expect(await limiter.check('a@example.test', '10.0.0.1')).toEqual({ blocked: false });
  });

  it('normalizes e-mails', () => {
    expect(normalizeEmail('  Ayse@Demo.TEZGAH.dev ')).toBe('ayse@demo.tezgah.dev');
  });
});
