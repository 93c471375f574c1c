/** Marketplace products across companies through the BFF: admins only, the list query passed on, the rows of every company. */
import { ADMIN_MP_PRODUCT_ROUTES } from '@contract/admin-mp-products/admin-mp-product.routes';
import type { AdminMpProductListAnswer } from '@contract/admin-mp-products/admin-mp-product.query';
import { catalogOf } from '@mocks/world/catalog/catalog-access';
import type { Harness } from '../../test/harness';
import { harnessPerFile } from '../../test/harness-per-file';
import { TestBrowser } from '../../test/browser';

let h: Harness;
let browser: TestBrowser;
harnessPerFile((harness, fresh) => {
  h = harness;
  browser = fresh;
});

describe('GET /api/admin/mp-products', () => {
  it('lists one company’s rows for the admin, passing the query on with the admin’s own token', async () => {
    await browser.signIn('admin@demo.tezgah.dev', true);
    const response = await browser.call(ADMIN_MP_PRODUCT_ROUTES.list, { search: 'companyId=1002&tab=all&pageSize=10&sort=-price' });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as AdminMpProductListAnswer;
    expect(answer.items.length).toBeGreaterThan(0);
    expect(answer.items.every((row) => row.companyId === 1002)).toBe(true);
    const sent = h.downstreamRequests.filter(({ request }) => new URL(request.url).pathname === '/v1/admin/mp-products').at(-1)!;
    expect(Object.fromEntries(new URL(sent.request.url).searchParams)).toMatchObject({ companyId: '1002', pageSize: '10', sort: '-price' });
  });

  it('runs across companies for a search, and lists nothing without one', async () => {
    await browser.signIn('admin@demo.tezgah.dev', true);
    const ids = [1001, 1002].map((companyId) => catalogOf(h.sandbox.world, companyId)!.products[0]!.id);
    const answer = (await (
      await browser.call(ADMIN_MP_PRODUCT_ROUTES.list, { search: `productId=${ids.join(',')}&pageSize=100` })
    ).json()) as AdminMpProductListAnswer;
    expect(new Set(answer.items.map((row) => row.companyId))).toEqual(new Set([1001, 1002]));
    expect(answer.tabCounts.all).toBe(answer.total);
    const none = (await (await browser.call(ADMIN_MP_PRODUCT_ROUTES.list)).json()) as AdminMpProductListAnswer;
    expect(none).toMatchObject({ total: 0, items: [] });
    // The first search across companies generates every company's catalogue.
  }, 60_000);

  it('refuses a bad product-id list with its field, and a seller or an admin acting as one', async () => {
    await browser.signIn('admin@demo.tezgah.dev', true);
    const bad = await browser.call(ADMIN_MP_PRODUCT_ROUTES.list, { search: 'productId=x,y' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ fields: { productId: 'validation.productIdList' } });
    await browser.actAs(1001);
    expect((await browser.call(ADMIN_MP_PRODUCT_ROUTES.list)).status).toBe(403);
    const seller = new TestBrowser(h.app);
    await seller.signIn('ayse@demo.tezgah.dev');
    expect((await seller.call(ADMIN_MP_PRODUCT_ROUTES.list)).status).toBe(403);
  });
});
