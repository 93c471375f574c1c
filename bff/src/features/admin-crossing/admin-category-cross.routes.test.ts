/** /admin/category-cross through the BFF: admin only, the list and health over the shared tree, and a crossing the seller reads at once. */
import { fillPath } from '@contract/api/route-def';
import type { AdminCrossHealthAnswer } from '@contract/admin-crossing/category-cross.api';
import type { AdminCategoryCrossListAnswer } from '@contract/admin-crossing/category-cross.query';
import { ADMIN_CATEGORY_CROSS_ROUTES as ROUTES } from '@contract/admin-crossing/category-cross.routes';
import { AUDIT_ROUTES } from '@contract/audit/audit.routes';
import type { AuditListAnswer } from '@contract/audit/audit.types';
import type { MarketplaceCategoryListAnswer } from '@contract/catalog/crossing.api';
import type { MappingHealthAnswer } from '@contract/catalog/mapping-health';
import { TAXONOMY_LIST_ROUTES } from '@contract/catalog/taxonomy-lists.routes';
import type { Harness } from '../../test/harness';
import { harnessPerFile } from '../../test/harness-per-file';
import { TestBrowser } from '../../test/browser';

let h: Harness;
let admin: TestBrowser;
harnessPerFile(async (harness, fresh) => {
  h = harness;
  admin = fresh;
  await admin.signIn('admin@demo.tezgah.dev', true);
});

const COMPANY = 1001;
const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T;
const crossingPath = (id: number, marketplace: string) => fillPath(ROUTES.cross.path, { id, marketplace });
const trendyolOf = (answer: MappingHealthAnswer) => answer.items.find((item) => item.marketplace === 'trendyol')!;

describe('the staff category cross', () => {
  it('lists the company’s categories per marketplace and its mapping health as the seller reads it', async () => {
    const list = await json<AdminCategoryCrossListAnswer>(admin.get(`${ROUTES.list.path}?companyId=${COMPANY}&marketplace=trendyol&tab=never`));
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.every((row) => row.marketplace === 'trendyol' && row.status === null && (row.products ?? 0) > 0)).toBe(true);
    const health = await json<AdminCrossHealthAnswer>(admin.get(`${ROUTES.health.path}?companyId=${COMPANY}`));
    const seller = new TestBrowser(h.app);
    await seller.signIn('ayse@demo.tezgah.dev');
    expect(health.company).toEqual((await json<MappingHealthAnswer>(seller.call(TAXONOMY_LIST_ROUTES.mappingHealth))).items);
  });

  it('crosses a category the seller uses: the seller’s mapping health rises at once, and the audit trail names it', async () => {
    const seller = new TestBrowser(h.app);
    await seller.signIn('ayse@demo.tezgah.dev');
    const before = trendyolOf(await json<MappingHealthAnswer>(seller.call(TAXONOMY_LIST_ROUTES.mappingHealth)));
    const target = before.uncrossed[0]!;
    const theirs = await json<MarketplaceCategoryListAnswer>(admin.get(`${ROUTES.marketplaceCategories.path}?marketplace=trendyol&pageSize=10`));
    const crossed = await admin.send('PUT', crossingPath(target.categoryId, 'trendyol'), {
      body: { remoteCategoryId: theirs.items[0]!.id, syncMode: 'forever' },
    });
    expect(crossed.status).toBe(200);
    const after = trendyolOf(await json<MappingHealthAnswer>(seller.call(TAXONOMY_LIST_ROUTES.mappingHealth)));
    expect(after.productsCovered).toBe(before.productsCovered + target.products);
    const audit = await json<AuditListAnswer>(admin.call(AUDIT_ROUTES.list));
    expect(audit.items.map((entry) => entry.action)).toContain('adminCategoryCross.cross');

    expect((await admin.send('DELETE', crossingPath(target.categoryId, 'trendyol'))).status).toBe(200);
    expect(trendyolOf(await json<MappingHealthAnswer>(seller.call(TAXONOMY_LIST_ROUTES.mappingHealth))).productsCovered).toBe(before.productsCovered);
  });

  it('refuses a bad body with the field’s reason, an unknown category, and anyone but an admin', async () => {
    const bad = await admin.send('PUT', crossingPath(104, 'trendyol'), { body: { remoteCategoryId: '', syncMode: 'once' } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ fields: { remoteCategoryId: 'validation.pickMarketplaceCategory' } });
    const notTheirs = await admin.send('PUT', crossingPath(104, 'trendyol'), { body: { remoteCategoryId: 'no-such', syncMode: 'once' } });
    expect(notTheirs.status).toBe(400);
    expect((await admin.send('DELETE', crossingPath(999_999, 'trendyol'))).status).toBe(404);
    const acting = new TestBrowser(h.app);
    await acting.actAs(COMPANY);
    expect((await acting.get(ROUTES.list.path)).status).toBe(403);
    expect((await acting.send('DELETE', crossingPath(104, 'trendyol'))).status).toBe(403);
  });
});
