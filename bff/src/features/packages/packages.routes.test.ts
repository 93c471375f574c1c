import { API } from '@contract/api/paths';
import type { OrderDetailAnswer, OrderListAnswer } from '@contract/orders/order.api';
import { planPackage } from '@contract/orders/order.rules';
import type { PackageDetailAnswer, PackageListAnswer } from '@contract/packages/package.api';
import { TestBrowser } from '../../test/browser';
import { createHarness, type Harness } from '../../test/harness';

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

describe('packages', () => {
  let h: Harness;
  let seller: TestBrowser;
  beforeAll(async () => {
    h = await createHarness();
  });
  beforeEach(async () => {
    await h.reset({ world: 'seeded' });
    seller = new TestBrowser(h.app);
    await seller.signIn('ayse@demo.tezgah.dev');
  });

  it('re-creates the label of a package still with the seller, never of a shipped one', async () => {
    const [packaged] = (await json<PackageListAnswer>(await seller.get(`${API.packages}?tab=packaged&pageSize=1`))).items;
    const before = await json<PackageDetailAnswer>(await seller.get(`${API.packages}/${packaged!.id}`));
    const refreshed = await seller.post(`${API.packages}/${packaged!.id}/label/refresh`, {});
    expect(refreshed.status).toBe(200);
    const recreated = await json<PackageDetailAnswer>(await seller.post(`${API.packages}/${packaged!.id}/label/recreate`, {}));
    expect(recreated.package.labelVersion).toBe(before.package.labelVersion + 1);
    expect(recreated.package.tracking?.barcode).not.toBe(before.package.tracking?.barcode);
    const [shipped] = (await json<PackageListAnswer>(await seller.get(`${API.packages}?tab=shipped&pageSize=1`))).items;
    const refused = await seller.post(`${API.packages}/${shipped!.id}/label/recreate`, {});
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'packageNotAtSeller' });
  });

  it('lets an admin acting as the seller delete a package; its items wait for packaging again', async () => {
    const [packaged] = (await json<PackageListAnswer>(await seller.get(`${API.packages}?tab=packaged&pageSize=1`))).items;
    expect((await seller.delete(`${API.packages}/${packaged!.id}`)).status).toBe(403);
    const staff = new TestBrowser(h.app);
    await staff.actAs(1001);
    expect((await staff.delete(`${API.packages}/${packaged!.id}`)).status).toBe(204);
    const order = await json<OrderDetailAnswer>(await seller.get(`${API.orders}/${packaged!.orderId}`));
    expect(order.packages.find((pkg) => pkg.id === packaged!.id)).toBeUndefined();
    expect(order.order.items.some((item) => item.status === 'open')).toBe(true);
  });

  it('refuses a Turkey-bound package over the price limit in force, and says which limit', async () => {
    const omar = new TestBrowser(h.app);
    await omar.signIn('omar@demo.tezgah.dev');
    const rows = (await json<OrderListAnswer>(await omar.get(`${API.orders}?tab=readyForPackaging&country=TR&pageSize=100&sort=-grandTotal`))).items;
    let over: OrderDetailAnswer | undefined;
    for (const row of rows) {
      const detail = await json<OrderDetailAnswer>(await omar.get(`${API.orders}/${row.id}`));
      const ids = detail.order.items.filter((item) => item.status === 'open').map((item) => item.id);
      if (detail.turkeyCap && planPackage(detail.order, ids, detail.turkeyCap) === 'turkeyPriceCap') {
        over = detail;
        break;
      }
    }
    expect(over?.turkeyCap).toMatchObject({ reading: 'eur150', single: { amount: 150, currency: 'EUR' } });
    const itemIds = over!.order.items.filter((item) => item.status === 'open').map((item) => item.id);
    const refused = await omar.post(`${API.orders}/${over!.order.id}/packages`, { itemIds });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'turkeyPriceCap' });
  });
});
