/** /admin/price-stock-sync through the BFF: the rows, a re-run's preview and the re-run, which the seller's Marketplace Products shows. */
import { PRICE_STOCK_SYNC_ROUTES as ROUTES } from '@contract/admin-price-stock-sync/price-stock-sync.routes';
import type { PriceStockSyncAnswer, RerunAnswer, RerunPreview } from '@contract/admin-price-stock-sync/price-stock-sync.types';
import { AUDIT_ROUTES } from '@contract/audit/audit.routes';
import type { AuditListAnswer } from '@contract/audit/audit.types';
import type { MpProductListAnswer } from '@contract/catalog/mp-product.query';
import { MP_PRODUCT_ROUTES } from '@contract/catalog/mp-product.routes';
import type { Harness } from '../../test/harness';
import { harnessPerFile } from '../../test/harness-per-file';
import { TestBrowser } from '../../test/browser';

let h: Harness;
let admin: TestBrowser;
harnessPerFile((harness, fresh) => {
  h = harness;
  admin = fresh;
});

const json = async <T>(response: Response): Promise<T> => {
  expect(response.status).toBe(200);
  return (await response.json()) as T;
};

describe('/api/admin/price-stock-sync', () => {
  it('lists a company’s rows by state, with the refused SKUs and their reasons', async () => {
    await admin.signIn('admin@demo.tezgah.dev', true);
    const answer = await json<PriceStockSyncAnswer>(await admin.get(`${ROUTES.list.path}?companyId=1001`));
    expect(answer.items.length).toBeGreaterThan(0);
    expect(answer.items.every((row) => row.companyId === 1001 && row.companyName === 'Anadolu Tekstil')).toBe(true);
    expect(answer.tabCounts.all).toBe(answer.items.length);
    const failing = await json<PriceStockSyncAnswer>(await admin.get(`${ROUTES.list.path}?companyId=1001&tab=failing`));
    expect(failing.items.every((row) => row.failures.length > 0 && row.failures.every((failure) => failure.sku && failure.reason))).toBe(true);
  });

  it('re-runs a company on a marketplace: audited, nothing left waiting, and the seller sees the run’s time', async () => {
    await admin.signIn('admin@demo.tezgah.dev', true);
    const [row] = (await json<PriceStockSyncAnswer>(await admin.get(`${ROUTES.list.path}?companyId=1001`))).items.filter((r) => r.listedItems > 0);
    const scope = { companyId: 1001, marketplace: row!.marketplace };
    const preview = await json<RerunPreview>(await admin.get(`${ROUTES.rerunPreview.path}?companyId=1001&marketplace=${row!.marketplace}`));
    expect(preview).toMatchObject({ rows: 1, companies: 1, marketplaces: 1, pendingItems: row!.pendingItems, failedItems: row!.failedItems });
    const ran = await json<RerunAnswer>(await admin.post(ROUTES.rerun.path, scope));
    expect(ran).toEqual({ rows: 1, sent: row!.listedItems, failed: preview.staysFailing });
    const [after] = (await json<PriceStockSyncAnswer>(await admin.get(`${ROUTES.list.path}?companyId=1001&marketplace=${row!.marketplace}`))).items;
    expect(after).toMatchObject({ pendingItems: 0, failedItems: preview.staysFailing });
    const audit = await json<AuditListAnswer>(await admin.call(AUDIT_ROUTES.list, { search: 'action=priceStockSync.rerun' }));
    expect(audit.items.some((entry) => entry.companyId === 1001 && entry.kind === 'outcome' && entry.status === 200)).toBe(true);

    const seller = new TestBrowser(h.app);
    await seller.signIn('ayse@demo.tezgah.dev');
    const listed = await json<MpProductListAnswer>(
      await seller.get(`${MP_PRODUCT_ROUTES.list.path}?marketplace=${row!.marketplace}&sort=-lastSyncAt&pageSize=5`),
    );
    expect(listed.items[0]!.lastSyncAt).toBe(after!.lastRun!.at);
  });

  it('refuses a re-run naming neither a company nor a marketplace, and a seller or an admin acting as one', async () => {
    await admin.signIn('admin@demo.tezgah.dev', true);
    const refused = await admin.post(ROUTES.rerun.path, {});
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ fields: { companyId: 'adminPriceStockSync.rerun.scopeRequired' } });
    expect((await admin.post(ROUTES.rerun.path, { companyId: 999_999 })).status).toBe(404);
    await admin.actAs(1001);
    expect((await admin.get(ROUTES.list.path)).status).toBe(403);
  });
});
