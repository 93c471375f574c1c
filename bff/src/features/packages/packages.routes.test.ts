import type { OrderDetailAnswer, OrderListAnswer } from '@contract/orders/order.api';
import { planPackage } from '@contract/orders/order.rules';
import type { PackageDetailAnswer, PackageListAnswer } from '@contract/packages/package.api';
import { PACKAGE_ROUTES } from '@contract/packages/package.routes';
import { ORDER_ROUTES } from '@contract/orders/order.routes';
import { TestBrowser } from '../../test/browser';
import type { Harness } from '../../test/harness';
import { harnessPerFile } from '../../test/harness-per-file';

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

describe('packages', () => {
  let h: Harness;
  let seller: TestBrowser;
  harnessPerFile(
    async (harness, made) => {
      h = harness;
      seller = made;
      await seller.signIn('ayse@demo.tezgah.dev');
    },
    {},
    { world: 'seeded' },
  );

  it('re-creates the label of a package still with the seller, never of a shipped one', async () => {
    const [packaged] = (await json<PackageListAnswer>(await seller.call(PACKAGE_ROUTES.list, { search: 'tab=packaged&pageSize=1' }))).items;
    const before = await json<PackageDetailAnswer>(await seller.call(PACKAGE_ROUTES.detail, { params: { id: packaged!.id } }));
    const refreshed = await seller.call(PACKAGE_ROUTES.label, { params: { id: packaged!.id, action: 'refresh' }, json: {} });
    expect(refreshed.status).toBe(200);
    const recreated = await json<PackageDetailAnswer>(await seller.call(PACKAGE_ROUTES.label, { params: { id: packaged!.id, action: 'recreate' }, json: {} }));
    expect(recreated.package.labelVersion).toBe(before.package.labelVersion + 1);
    expect(recreated.package.tracking?.barcode).not.toBe(before.package.tracking?.barcode);
    const [shipped] = (await json<PackageListAnswer>(await seller.call(PACKAGE_ROUTES.list, { search: 'tab=shipped&pageSize=1' }))).items;
    const refused = await seller.call(PACKAGE_ROUTES.label, { params: { id: shipped!.id, action: 'recreate' }, json: {} });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'packageNotAtSeller' });
  });

  it('lets an admin acting as the seller delete a package; its items wait for packaging again', async () => {
    const [packaged] = (await json<PackageListAnswer>(await seller.call(PACKAGE_ROUTES.list, { search: 'tab=packaged&pageSize=1' }))).items;
    expect((await seller.call(PACKAGE_ROUTES.delete, { params: { id: packaged!.id } })).status).toBe(403);
    const staff = new TestBrowser(h.app);
    await staff.actAs(1001);
    expect((await staff.call(PACKAGE_ROUTES.delete, { params: { id: packaged!.id } })).status).toBe(204);
    const order = await json<OrderDetailAnswer>(await seller.call(ORDER_ROUTES.detail, { params: { id: packaged!.orderId } }));
    expect(order.packages.find((pkg) => pkg.id === packaged!.id)).toBeUndefined();
    expect(order.order.items.some((item) => item.status === 'open')).toBe(true);
  });

  it('refuses a Turkey-bound package over the price limit in force, and says which limit', async () => {
    const omar = new TestBrowser(h.app);
    await omar.signIn('omar@demo.tezgah.dev');
    const rows = (await json<OrderListAnswer>(await omar.call(ORDER_ROUTES.list, { search: 'tab=readyForPackaging&country=TR&pageSize=100&sort=-grandTotal' })))
      .items;
    let over: OrderDetailAnswer | undefined;
    for (const row of rows) {
      const detail = await json<OrderDetailAnswer>(await omar.call(ORDER_ROUTES.detail, { params: { id: row.id } }));
      const ids = detail.order.items.filter((item) => item.status === 'open').map((item) => item.id);
      if (detail.turkeyCap && planPackage(detail.order, ids, detail.turkeyCap) === 'turkeyPriceCap') {
        over = detail;
        break;
      }
    }
    expect(over?.turkeyCap).toMatchObject({ reading: 'eur150', single: { amount: 150, currency: 'EUR' } });
    const itemIds = over!.order.items.filter((item) => item.status === 'open').map((item) => item.id);
    const refused = await omar.call(ORDER_ROUTES.createPackage, { params: { id: over!.order.id }, body: { itemIds } });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'turkeyPriceCap' });
  });
});
