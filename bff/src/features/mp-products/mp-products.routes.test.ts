import { MP_PRODUCT_TABS, type MpProductListAnswer } from '@contract/catalog/mp-product.query';
import { MP_PRODUCT_ROUTES } from '@contract/catalog/mp-product.routes';
import { TestBrowser } from '../../test/browser';
import type { Harness } from '../../test/harness';
import { harnessPerFile } from '../../test/harness-per-file';

describe('marketplace products', () => {
  let h: Harness;
  let seller: TestBrowser;
  const list = async (query: string, browser = seller) => {
    const response = await browser.call(MP_PRODUCT_ROUTES.list, { search: query });
    expect(response.status).toBe(200);
    return (await response.json()) as MpProductListAnswer;
  };

  harnessPerFile(async (harness, made) => {
    h = harness;
    seller = made;
    await seller.signIn('ayse@demo.tezgah.dev');
  });

  it('lists a row per variant and marketplace with counts for every status tab', async () => {
    const all = await list('pageSize=50');
    expect(Object.keys(all.tabCounts).sort()).toEqual([...MP_PRODUCT_TABS].sort());
    expect(all.items).toHaveLength(50);
    expect(all.total).toBe(all.tabCounts.all);
    expect(
      Object.entries(all.tabCounts)
        .filter(([tab]) => tab !== 'all')
        .reduce((sum, [, count]) => sum + count, 0),
    ).toBe(all.total);
    const salable = await list('tab=salable&pageSize=10');
    expect(salable.total).toBe(all.tabCounts.salable);
    expect(salable.items.every((row) => row.status === 'salable')).toBe(true);
  });

  it('filters by marketplace, SKU part and product ids, passing the query downstream', async () => {
    const [row] = (await list('marketplace=noon-sa&pageSize=1')).items;
    expect(row!.marketplace).toBe('noon-sa');
    expect(row!.currency).toBe('SAR');
    const bySku = await list(`sku=${encodeURIComponent(row!.sku.toLowerCase())}&marketplace=noon-sa`);
    expect(bySku.items.map((item) => item.variantId)).toContain(row!.variantId);
    const byProduct = await list(`productId=${row!.productId}`);
    expect(byProduct.items.every((item) => item.productId === row!.productId)).toBe(true);
    const sent = h.downstreamRequests.filter(({ request }) => new URL(request.url).pathname === '/v1/companies/1001/mp-products').at(-1)!;
    expect(new URL(sent.request.url).searchParams.get('productId')).toBe(String(row!.productId));
  });

  it('refuses a product-id filter that is not an id list, and answers only the session company', async () => {
    const bad = await seller.call(MP_PRODUCT_ROUTES.list, { search: 'productId=12,abc' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'validation', fields: { productId: 'validation.productIdList' } });
    const omar = new TestBrowser(h.app);
    await omar.signIn('omar@demo.tezgah.dev');
    const theirs = await list('pageSize=5', omar);
    const ours = await list('pageSize=100');
    expect(theirs.items.some((row) => ours.items.some((mine) => mine.variantId === row.variantId))).toBe(false);
  });
});
