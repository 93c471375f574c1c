import { API } from '@contract/api/paths';
import { ERROR_MESSAGES } from '@contract/errors';
import { LOG_TABS, type MarketplaceLogAnswer, type MarketplaceLogListAnswer } from '@contract/logs/log.query';
import { MARKETPLACE_LOG_ROUTES } from '@contract/logs/log.routes';
import { TestBrowser } from '../../test/browser';
import type { Harness } from '../../test/harness';
import { harnessPerFile } from '../../test/harness-per-file';

describe('marketplace logs', () => {
  let h: Harness;
  let seller: TestBrowser;
  const list = async (query: string, browser = seller) => {
    const response = await browser.call(MARKETPLACE_LOG_ROUTES.list, { search: query });
    expect(response.status).toBe(200);
    return (await response.json()) as MarketplaceLogListAnswer;
  };

  harnessPerFile(async (harness, made) => {
    h = harness;
    seller = made;
    await seller.signIn('ayse@demo.tezgah.dev');
  });

  it('lists the company’s logs newest first with a count per level tab', async () => {
    const all = await list('pageSize=50');
    expect(Object.keys(all.tabCounts).sort()).toEqual([...LOG_TABS].sort());
    expect(all.items).toHaveLength(50);
    expect(all.total).toBe(all.tabCounts.all);
    expect(all.tabCounts.info + all.tabCounts.warning + all.tabCounts.error).toBe(all.total);
    const dates = all.items.map((log) => log.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const errors = await list('tab=error&pageSize=10');
    expect(errors.total).toBe(all.tabCounts.error);
    expect(errors.items.every((log) => log.level === 'error')).toBe(true);
  });

  it('passes the filters downstream and answers only the session company', async () => {
    const orders = await list('referenceType=order&marketplace=trendyol&from=2026-01-05&to=2026-01-14&pageSize=100');
    expect(orders.items.every((log) => log.referenceType === 'order' && log.marketplace === 'trendyol' && log.date >= '2026-01-05')).toBe(true);
    const sent = h.downstreamRequests.filter(({ request }) => new URL(request.url).pathname === '/v1/companies/1001/logs').at(-1)!;
    expect(Object.fromEntries(new URL(sent.request.url).searchParams)).toMatchObject({
      referenceType: 'order',
      marketplace: 'trendyol',
      from: '2026-01-05',
      to: '2026-01-14',
    });
    const omar = new TestBrowser(h.app);
    await omar.signIn('omar@demo.tezgah.dev');
    const theirs = await list('pageSize=100', omar);
    const ours = await list('pageSize=100');
    expect(theirs.items.some((log) => ours.items.some((mine) => mine.id === log.id))).toBe(false);
  });

  it('refuses a range over 10 days and a reference id that is not an id, before asking the service', async () => {
    const asked = h.downstreamRequests.length;
    const long = await seller.call(MARKETPLACE_LOG_ROUTES.list, { search: 'from=2026-01-01&to=2026-01-20' });
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({ code: 'validation', fields: { from: 'validation.dateRangeTooLong' } });
    const byName = await seller.call(MARKETPLACE_LOG_ROUTES.list, { search: 'referenceId=TY-42' });
    expect(await byName.json()).toMatchObject({ code: 'validation', fields: { referenceId: 'marketplaceLogs.filters.referenceIdInvalid' } });
    expect(h.downstreamRequests.length).toBe(asked);
  });

  it('answers one log by id (Log Detail), not another company’s', async () => {
    const [first] = (await list('referenceType=product&pageSize=1')).items;
    const response = await seller.call(MARKETPLACE_LOG_ROUTES.detail, { params: { id: first!.id } });
    expect(response.status).toBe(200);
    expect((await response.json()) as MarketplaceLogAnswer).toEqual(first);
    const omar = new TestBrowser(h.app);
    await omar.signIn('omar@demo.tezgah.dev');
    expect((await omar.call(MARKETPLACE_LOG_ROUTES.detail, { params: { id: first!.id } })).status).toBe(404);
    expect((await seller.get(`${API.marketplaceLogs}/abc`)).status).toBe(404);
  });

  it('says the spec’s own text when the marketplace service is down', async () => {
    const [first] = (await list('pageSize=1')).items;
    await h.outages.control.marketplace.down();
    for (const path of [`${API.marketplaceLogs}?tab=warning`, `${API.marketplaceLogs}/${first!.id}`]) {
      const response = await seller.get(path);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ code: 'marketplaceLogsLoad', message: ERROR_MESSAGES.marketplaceLogsLoad });
    }
    await h.outages.control.marketplace.up();
    expect((await seller.call(MARKETPLACE_LOG_ROUTES.detail, { params: { id: first!.id } })).status).toBe(200);
  });
});
