/** Product Tools' whole-product enable and disable: every variant follows, the seller's All Products shows it, audited. */
import type { ProductStatusAnswer } from '@contract/admin-products/admin-tools';
import { ADMIN_PRODUCT_TOOLS_ROUTES as ROUTES } from '@contract/admin-products/admin-tools.routes';
import type { VariantListAnswer } from '@contract/catalog/variant.api';
import { catalogOf } from '@mocks/world/catalog/catalog-access';
import { TestBrowser } from '../../test/browser';
import type { Harness } from '../../test/harness';
import { harnessPerFile } from '../../test/harness-per-file';

describe('a whole product enabled or disabled by staff', () => {
  let h: Harness;
  let admin: TestBrowser;
  harnessPerFile(async (harness, browser) => {
    h = harness;
    admin = browser;
    await admin.signIn('admin@demo.tezgah.dev', true);
  });
  const sellerSees = async (productId: number) => {
    const seller = new TestBrowser(h.app);
    await seller.signIn('ayse@demo.tezgah.dev');
    const response = await seller.get(`/api/variants?productIds=${productId}&pageSize=100`);
    expect(response.status).toBe(200);
    return ((await response.json()) as VariantListAnswer).items.map((row) => `${row.productStatus}/${row.status}`);
  };

  it('disables every variant with a reason, then enables them again; the seller’s list follows and the trail names the product', async () => {
    const product = catalogOf(h.sandbox.world, 1001)!.products.find((candidate) => !candidate.deletedAt && candidate.status === 'active')!;
    const variants = catalogOf(h.sandbox.world, 1001)!.variants.filter((variant) => variant.productId === product.id).length;
    const params = { companyId: 1001, productId: product.id };
    const disabled = await admin.call(ROUTES.setProductStatus, { params, body: { status: 'inactive', reason: 'Recall by the brand' } });
    expect(disabled.status).toBe(200);
    expect((await disabled.json()) as ProductStatusAnswer).toEqual({ ...params, status: 'inactive', variants });
    expect(await sellerSees(product.id)).toEqual(Array.from({ length: variants }, () => 'inactive/inactive'));
    expect(h.sandbox.world.auditLog.filter((entry) => entry.kind === 'attempt').at(-1)).toMatchObject({
      companyId: 1001,
      action: expect.stringMatching(/\.setProductStatus$/),
      input: expect.objectContaining({ body: { status: 'inactive', reason: 'Recall by the brand' } }),
    });

    expect((await admin.call(ROUTES.setProductStatus, { params, body: { status: 'active', reason: 'Recall over' } })).status).toBe(200);
    expect(await sellerSees(product.id)).toEqual(Array.from({ length: variants }, () => 'active/active'));
  });

  it('needs a reason, and refuses another company’s product', async () => {
    const product = catalogOf(h.sandbox.world, 1001)!.products[0]!;
    const without = await admin.call(ROUTES.setProductStatus, { params: { companyId: 1001, productId: product.id }, json: { status: 'inactive' } });
    expect(without.status).toBe(400);
    const elsewhere = await admin.call(ROUTES.setProductStatus, {
      params: { companyId: 1002, productId: product.id },
      body: { status: 'inactive', reason: 'x' },
    });
    expect(elsewhere.status).toBe(404);
  });
});
