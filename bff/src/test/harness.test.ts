import { API } from '@contract/api/paths';
import { orderBookOf } from '@mocks/world/orders/order-book';
import { TestBrowser } from './browser';
import { createHarness, type Harness } from './harness';

describe('harness reset', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });

  it('builds a new app: no sessions, the clock at its start, every service up, the sandbox apps its own, nothing captured', async () => {
    const start = h.clock();
    const browser = new TestBrowser(h.app);
    await browser.signIn('ayse@demo.tezgah.dev');
    const identity = h.sandbox.apps.identity;
    h.sandbox.apps.identity = h.sandbox.apps.marketplace;
    await h.outages.control.logistics.down();
    h.clock.advance(60_000);
    await h.reset();
    expect([h.logs, h.claims, h.downstreamRequests]).toEqual([[], [], []]);
    expect(h.clock()).toBe(start);
    expect(h.outages.control.logistics.state()).toMatchObject({ down: false });
    expect(h.sandbox.apps.identity).toBe(identity);
    expect((await h.app.request(API.me, { headers: { cookie: browser.cookieHeader } })).status).toBe(401);
  });

  it('puts back the accounts and demo passwords, and keeps the books unless asked for the seeded world', async () => {
    await h.sandbox.credentials.set('usr-ayse', 'Changed-pass1');
    h.sandbox.world.users = h.sandbox.world.users.filter((user) => user.id !== 'usr-omar');
    const book = orderBookOf(h.sandbox.world, 1001);
    await h.reset();
    await new TestBrowser(h.app).signIn('ayse@demo.tezgah.dev');
    await new TestBrowser(h.app).signIn('omar@demo.tezgah.dev');
    expect(h.sandbox.world.orderBooks[1001]).toBe(book);
    await h.reset({ world: 'seeded' });
    expect(h.sandbox.world.orderBooks).toEqual({});
  });

  it('takes settings for one app, then goes back to the harness own', async () => {
    await h.reset({ env: { TRUST_PROXY: 'true' } });
    expect(h.config.trustProxy).toBe(true);
    await h.reset();
    expect(h.config.trustProxy).toBe(false);
  });
});
