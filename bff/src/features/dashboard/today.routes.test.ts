import { firstOfEachGroup } from '@contract/today/today.order';
import { importErrorsPath } from '@contract/imports/import-paths';
import type { TodayAnswer } from '@contract/today/today.types';
import { TODAY_ROUTES } from '@contract/today/today.routes';
import { CLAIM_ROUTES } from '@contract/claims/claim.routes';
import { AUTH_ROUTES } from '@contract/auth/auth.routes';
import { claimsOf } from '@mocks/world/claims/claim-book';
import { todayItems } from '@mocks/world/dashboard/today-parts';
import { TransactionStore } from '../../lib/jobs/transaction-store';
import { TestBrowser } from '../../test/browser';
import type { Harness } from '../../test/harness';
import { harnessPerFile } from '../../test/harness-per-file';
import { replaceService } from '../../test/replace-service';

const FRESH_SECONDS = 60;

async function today(browser: TestBrowser): Promise<TodayAnswer> {
  const response = await browser.call(TODAY_ROUTES.today);
  expect(response.status).toBe(200);
  return (await response.json()) as TodayAnswer;
}

const todayCalls = (h: Harness) => h.downstreamRequests.filter(({ request }) => new URL(request.url).pathname.endsWith('/today')).length;

const refuse = () => {
  throw new TypeError('fetch failed: connect ECONNREFUSED');
};

describe('GET /api/dashboard/today', () => {
  let h: Harness;
  let ayse: TestBrowser;
  harnessPerFile(
    async (harness, made) => {
      h = harness;
      ayse = made;
      await ayse.signIn('ayse@demo.tezgah.dev');
    },
    { env: { DASHBOARD_FRESH_SECONDS: String(FRESH_SECONDS) } },
  );

  it('answers the session company’s list from both services, soonest deadline first, as the world holds it', async () => {
    const answer = await today(ayse);
    const asOf = new Date(h.clock()).toISOString();
    const world = firstOfEachGroup(todayItems(h.sandbox.world, 1001, h.clock()));
    expect(answer.items.filter((item) => item.group !== 'imports')).toEqual(world.items);
    expect(answer.totals).toEqual(world.totals);
    expect(answer.parts).toEqual({
      marketplace: { status: 'loaded', asOf, stale: false, refreshing: false },
      logistics: { status: 'loaded', asOf, stale: false, refreshing: false },
      portal: { status: 'loaded', asOf, stale: false, refreshing: false },
    });
    expect(answer.items.length).toBeGreaterThan(0);
  });

  it('lists an importer’s latest import while its refused rows wait, until a later import of that kind takes its place', async () => {
    const transactions = new TransactionStore({ store: h.store, clock: h.clock });
    const importOf = async (method: 'stockPriceImport' | 'fulfillmentDayImport', refused: boolean) => {
      const started = await transactions.create({ companyId: 1001, method, createdBy: 'u', file: `${method}.xlsx` });
      h.clock.advance(1000);
      return transactions.update(started.id, { status: refused ? 'warning' : 'done', importErrorFile: refused ? `${method}-errors.xlsx` : null });
    };
    const refusedPrices = await importOf('stockPriceImport', true);
    await importOf('fulfillmentDayImport', false);
    const imports = (await today(ayse)).items.filter((item) => item.group === 'imports');
    expect(imports).toEqual([
      expect.objectContaining({ key: `imports:${refusedPrices!.id}`, reason: 'importRowsRefused', link: importErrorsPath(refusedPrices!) }),
    ]);
    expect(Date.parse(imports[0]!.deadline!) - Date.parse(refusedPrices!.date)).toBe(30 * 24 * 3_600_000);

    await importOf('stockPriceImport', false);
    expect((await today(ayse)).items.filter((item) => item.group === 'imports')).toEqual([]);
  });

  it('answers the other groups when one service is down, its own marked failed', async () => {
    replaceService(h, 'logistics', refuse);
    const answer = await today(ayse);
    expect(answer.parts.logistics).toEqual({ status: 'failed' });
    expect(answer.parts.marketplace.status).toBe('loaded');
    expect(answer.items.some((item) => item.group === 'questions')).toBe(true);
    expect(answer.items.some((item) => item.group === 'invoices' || item.group === 'delayedPackages')).toBe(false);
  });

  it('serves the cache within the fresh window, then a failing service’s last part marked stale', async () => {
    const first = await today(ayse);
    const calls = todayCalls(h);
    expect(calls).toBe(2);
    h.clock.advance(FRESH_SECONDS * 1000 - 1);
    expect(await today(ayse)).toEqual({ ...first, parts: { ...first.parts, portal: expect.objectContaining({ status: 'loaded' }) } });
    expect(todayCalls(h)).toBe(calls);

    replaceService(h, 'logistics', refuse);
    h.clock.advance(2);
    await vi.waitFor(async () => expect((await today(ayse)).parts.logistics).toMatchObject({ status: 'loaded', stale: true }));
    const stale = await today(ayse);
    expect(stale.items.filter((item) => item.group === 'invoices')).toEqual(first.items.filter((item) => item.group === 'invoices'));
  });

  it('drops a decided claim at once, though the cache is fresh, and agrees with the badge', async () => {
    const before = await today(ayse);
    const claimKey = before.items.find((item) => item.group === 'claims')!.key;
    const claim = claimsOf(h.sandbox.world, 1001).find((known) => `claims:${known.id}` === claimKey)!;
    expect((await ayse.call(CLAIM_ROUTES.approve, { params: { id: claim.id } })).status).toBe(200);
    const after = await today(ayse);
    expect(after.items.map((item) => item.key)).not.toContain(`claims:${claim.id}`);
    const me = (await (await ayse.call(AUTH_ROUTES.me)).json()) as { user: { counts: { claims: number } } };
    expect([after.totals?.claims, before.totals?.claims]).toEqual([me.user.counts.claims, me.user.counts.claims + 1]);
  });

  it('is the seller’s: an admin acting as the seller sees the seller’s list; staff on their own have none', async () => {
    const acting = new TestBrowser(h.app);
    await acting.actAs(1001);
    expect((await today(acting)).items).toEqual((await today(ayse)).items);
    const admin = new TestBrowser(h.app);
    await admin.signIn('admin@demo.tezgah.dev', true);
    expect((await admin.call(TODAY_ROUTES.today)).status).toBe(403);
  });
});
