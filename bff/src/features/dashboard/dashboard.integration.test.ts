/** The dashboard over real HTTP with the sandbox's services taken down for real, on memory and on Redis. */
import { API } from '@contract/api/paths';
import type { DevServiceState } from '@contract/api/dev-services';
import type { DashboardAnswer } from '@contract/dashboard/dashboard.types';
import { describeStores } from '../../test/stores';
import { HttpClient, startLiveStack, type LiveStack } from '../../test/live-stack';

const FRESH_SECONDS = 30;

describeStores('dashboard with a service down ($name store)', (kind) => {
  let stack: LiveStack;
  beforeEach(async () => {
    stack = await startLiveStack((clock) => kind.make(clock), { DASHBOARD_FRESH_SECONDS: String(FRESH_SECONDS) });
  });
  afterEach(async () => {
    await stack.close();
    await kind.cleanup();
  });

  const seller = async (email: string) => {
    const client = new HttpClient(stack.url);
    expect((await client.send('POST', API.loginUser, { email, password: 'Tezgah2026!' })).status).toBe(200);
    return client;
  };
  const read = async (client: HttpClient) => {
    const response = await client.send('GET', API.dashboard);
    return { status: response.status, body: (await response.json()) as DashboardAnswer & { code?: string } };
  };
  const service = async (client: HttpClient, action: 'down' | 'up', body: object = {}) => {
    const response = await client.send('POST', `${API.devServices}/accounting/${action}`, body);
    expect(response.status).toBe(200);
    return (await response.json()) as DevServiceState;
  };

  it('keeps serving the cached figures with their time while accounting refuses connections', async () => {
    const ayse = await seller('ayse@demo.tezgah.dev');
    const first = await read(ayse);
    expect(first).toMatchObject({ status: 200, body: { companyId: 1001, stale: false } });
    expect(await service(ayse, 'down')).toEqual({ service: 'accounting', down: true, downForCompanies: [] });

    stack.clock.advance(FRESH_SECONDS * 1000 + 1);
    expect(await read(ayse)).toEqual({ status: 200, body: { ...first.body, refreshing: true } });
    await vi.waitFor(() =>
      expect(stack.logs.some((line) => line.msg?.toString().startsWith('dashboard refresh failed') && line.error === 'downstreamUnavailable')).toBe(true),
    );
    await vi.waitFor(async () => expect((await read(ayse)).body).toMatchObject({ stale: true, asOf: first.body.asOf }));

    const omar = await seller('omar@demo.tezgah.dev');
    expect(await read(omar)).toMatchObject({ status: 503, body: { code: 'downstreamUnavailable' } });

    await service(ayse, 'up');
    stack.clock.advance(10_000);
    expect((await read(omar)).body).toMatchObject({ companyId: 1002, stale: false });
    // The back-off after the failed refresh is a store TTL: Redis counts it in real seconds, memory by the clock.
    if (kind.name === 'memory') {
      await read(ayse);
      await vi.waitFor(async () => expect((await read(ayse)).body.stale).toBe(false));
    }
  });

  it('takes accounting down for one company only', async () => {
    const omar = await seller('omar@demo.tezgah.dev');
    expect((await service(omar, 'down', { companyId: 1002 })).downForCompanies).toEqual([1002]);
    expect((await read(omar)).status).toBe(503);
    const ayse = await seller('ayse@demo.tezgah.dev');
    expect((await read(ayse)).status).toBe(200);
    await service(omar, 'up', { companyId: 1002 });
    expect((await read(omar)).status).toBe(200);
  });

  it('refuses unknown services and bad company ids', async () => {
    const client = new HttpClient(stack.url);
    expect((await client.send('POST', `${API.devServices}/billing/down`, {})).status).toBe(404);
    expect((await client.send('POST', `${API.devServices}/accounting/sideways`, {})).status).toBe(404);
    expect((await client.send('POST', `${API.devServices}/accounting/down`, { companyId: 'x' })).status).toBe(400);
    expect((await client.send('POST', `${API.devServices}/accounting/down`, {}, { 'x-tezgah-csrf': '' })).status).toBe(403);
  });
});
