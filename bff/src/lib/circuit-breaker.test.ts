import { CircuitBreaker, CircuitOpen, DEFAULT_BREAKER } from './circuit-breaker';
import { manualClock } from './clock';

const ok = () => Promise.resolve('ok');
const boom = () => Promise.reject(new Error('boom'));
const never = () => false;

async function outcome(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => 'ok',
    (error: unknown) => (error instanceof CircuitOpen ? 'refused' : 'failed'),
  );
}

describe('CircuitBreaker', () => {
  it('opens after 5 failures within 10 s, then refuses at once without calling', async () => {
    const clock = manualClock();
    const changes: string[] = [];
    const breaker = new CircuitBreaker('accounting', clock, DEFAULT_BREAKER, (state) => changes.push(state));
    for (let i = 0; i < 4; i++) expect(await outcome(breaker.run(boom, never))).toBe('failed');
    expect(breaker.state).toBe('closed');
    expect(await outcome(breaker.run(boom, never))).toBe('failed');
    expect(breaker.state).toBe('open');
    const call = vi.fn(ok);
    expect(await outcome(breaker.run(call, never))).toBe('refused');
    expect(call).not.toHaveBeenCalled();
    expect(changes).toEqual(['open']);
  });

  it('counts answers its judge calls failures (a 5xx), and forgets failures older than the window', async () => {
    const clock = manualClock();
    const breaker = new CircuitBreaker('marketplace', clock);
    for (let i = 0; i < 4; i++)
      await breaker.run(
        () => Promise.resolve(500),
        (status) => status >= 500,
      );
    clock.advance(10_001);
    await breaker.run(
      () => Promise.resolve(500),
      (status) => status >= 500,
    );
    expect(breaker.state).toBe('closed');
    for (let i = 0; i < 4; i++)
      await breaker.run(
        () => Promise.resolve(503),
        (status) => status >= 500,
      );
    expect(breaker.state).toBe('open');
  });

  it('stays closed while most calls succeed (one company down must not close the service for the others)', async () => {
    const breaker = new CircuitBreaker('accounting', manualClock());
    for (let i = 0; i < 8; i++) {
      await outcome(breaker.run(boom, never));
      await breaker.run(ok, never);
      await breaker.run(ok, never);
    }
    expect(breaker.state).toBe('closed');
  });

  it('lets one probe through when half-open, refusing the others meanwhile; the probe’s success closes it', async () => {
    const clock = manualClock();
    const changes: string[] = [];
    const breaker = new CircuitBreaker('logistics', clock, DEFAULT_BREAKER, (state) => changes.push(state));
    for (let i = 0; i < 5; i++) await outcome(breaker.run(boom, never));
    clock.advance(DEFAULT_BREAKER.openMs - 1);
    expect(await outcome(breaker.run(ok, never))).toBe('refused');
    clock.advance(1);
    expect(breaker.state).toBe('halfOpen');
    let answer = (_value: string) => {};
    const probe = breaker.run(() => new Promise<string>((resolve) => (answer = resolve)), never);
    expect(await outcome(breaker.run(ok, never))).toBe('refused');
    answer('fine');
    expect(await probe).toBe('fine');
    expect(breaker.state).toBe('closed');
    expect(await outcome(breaker.run(ok, never))).toBe('ok');
    expect(changes).toEqual(['open', 'closed']);
  });

  it('opens again for a full period when the probe fails', async () => {
    const clock = manualClock();
    const breaker = new CircuitBreaker('identity', clock);
    for (let i = 0; i < 5; i++) await outcome(breaker.run(boom, never));
    clock.advance(DEFAULT_BREAKER.openMs);
    expect(await outcome(breaker.run(boom, never))).toBe('failed');
    expect(breaker.state).toBe('open');
    clock.advance(DEFAULT_BREAKER.openMs - 1);
    const refused = await breaker.run(ok, never).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CircuitOpen);
    expect(refused).toMatchObject({ service: 'identity', retryInMs: 1 });
  });
});
