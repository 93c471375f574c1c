// @vitest-environment jsdom
/** Signing a story's demo account in through the BFF's API, straight to the app, and what that leaves of the world. */
import { AUTH_ROUTES } from '@contract/auth/auth.routes';
import { parseOrderQuery } from '@contract/orders/order.query';
import { ORDER_ROUTES } from '@contract/orders/order.routes';
import { apiCall } from '@web/lib/api-call';
import { MemoryStorage } from '../../.storybook/memory-storage';
import { startBrowserBff, type RunningBrowserBff } from './browser-bff';
import { signInDemoAccount } from './demo-sign-in';
import type { MockScenario } from './scenarios';

let running: RunningBrowserBff | null = null;

async function start(scenario: MockScenario): Promise<RunningBrowserBff> {
  running = await startBrowserBff({ scenario, storage: new MemoryStorage() });
  return running;
}

afterEach(async () => {
  await running?.shutdown();
  running = null;
});

describe('signInDemoAccount', () => {
  it('signs a seller in: the page is then signed in as that seller', async () => {
    const bff = await start('default');
    const user = await signInDemoAccount(bff, { email: 'ayse@demo.tezgah.dev' });
    expect(user).toMatchObject({ email: 'ayse@demo.tezgah.dev', companyId: 1001, actingAdmin: null });
    expect((await apiCall(AUTH_ROUTES.me)).user.id).toBe(user.id);
  });

  it("signs staff in and acts as the company, even in the 'errors' scenario, whose faults come after", async () => {
    const bff = await start('errors');
    const user = await signInDemoAccount(bff, { email: 'admin@demo.tezgah.dev', actingAsCompanyId: 1002 });
    expect(user).toMatchObject({ companyId: 1002, actingAdmin: { email: 'admin@demo.tezgah.dev' } });
    await expect(apiCall(AUTH_ROUTES.me)).rejects.toMatchObject({ response: { status: 500 } });
  });

  it('says what the BFF refused', async () => {
    const bff = await start('default');
    await expect(signInDemoAccount(bff, { email: 'ayse@demo.tezgah.dev', actingAsCompanyId: 1002 })).rejects.toThrow(/acting as 1002: the BFF answered 403/);
    await expect(signInDemoAccount(bff, { email: 'nobody@demo.tezgah.dev' })).rejects.toThrow('No demo account nobody@demo.tezgah.dev');
  });
});

describe('RunningBrowserBff.worldChanged', () => {
  it('stays false through sign-in and reads, turns true with a change, and the sandbox refuses calls after shutdown', async () => {
    const bff = await start('default');
    await signInDemoAccount(bff, { email: 'ayse@demo.tezgah.dev' });
    const list = await apiCall(ORDER_ROUTES.list, { query: parseOrderQuery({ tab: 'readyForPackaging' }) });
    const order = (await apiCall(ORDER_ROUTES.detail, { params: { id: list.items[0]!.id } })).order;
    expect(bff.worldChanged).toBe(false);

    await apiCall(ORDER_ROUTES.cancel, { params: { id: order.id }, body: { itemIds: [order.items[0]!.id], reason: 'outOfStock' } });
    expect(bff.worldChanged).toBe(true);
    expect([...bff.changedServices]).toEqual(['marketplace']);

    await bff.shutdown();
    running = null;
    // A call still under way (a job) reaches no service: the next BFF may run over this world.
    await expect(signInDemoAccount(bff, { email: 'ayse@demo.tezgah.dev' })).rejects.toThrow('the BFF answered 503 downstreamUnavailable');
  });

  it("names the services a change reached: a staff sign-in and act-as reach only the audit trail's", async () => {
    const bff = await start('default');
    await signInDemoAccount(bff, { email: 'admin@demo.tezgah.dev', actingAsCompanyId: 1002 });
    expect([...bff.changedServices]).toEqual(['audit']);
    expect(bff.world.auditLog.length).toBeGreaterThan(0);
  });
});
