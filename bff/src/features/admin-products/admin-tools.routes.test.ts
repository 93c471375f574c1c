/** /admin/product-tools through the BFF: the search across companies, and each change to a variant, audited with its company. */
import { ADMIN_PRODUCT_TOOLS_ROUTES as ROUTES } from '@contract/admin-products/admin-tools.routes';
import type { ProductToolRow, ProductToolsAnswer } from '@contract/admin-products/admin-tools';
import { fillPath } from '@contract/api/route-def';
import { AUDIT_ROUTES } from '@contract/audit/audit.routes';
import type { AuditListAnswer } from '@contract/audit/audit.types';
import type { MpProductListAnswer } from '@contract/catalog/mp-product.query';
import { MP_PRODUCT_ROUTES } from '@contract/catalog/mp-product.routes';
import { VARIANT_ROUTES } from '@contract/catalog/variant.routes';
import type { Harness } from '../../test/harness';
import { harnessPerFile } from '../../test/harness-per-file';
import { TestBrowser } from '../../test/browser';

let h: Harness;
let admin: TestBrowser;
harnessPerFile((harness, fresh) => {
  h = harness;
  admin = fresh;
});

const pathOf = (def: { path: string }, row: Pick<ProductToolRow, 'companyId' | 'variantId'>) =>
  fillPath(def.path, { companyId: row.companyId, variantId: row.variantId });

async function firstOf(companyId: number): Promise<ProductToolRow> {
  const answer = (await (await admin.get(`${ROUTES.search.path}?companyId=${companyId}&pageSize=10`)).json()) as ProductToolsAnswer;
  return answer.items.find((row) => row.locks.some((entry) => entry.lock === null))!;
}

describe('GET /api/admin/product-tools', () => {
  it('finds a variant by SKU across companies, naming its company', async () => {
    await admin.signIn('admin@demo.tezgah.dev', true);
    const row = await firstOf(1002);
    const found = (await (await admin.get(`${ROUTES.search.path}?q=${encodeURIComponent(row.sku)}`)).json()) as ProductToolsAnswer;
    expect(found.items).toEqual([expect.objectContaining({ variantId: row.variantId, companyId: 1002, companyName: 'Gulf Home Goods' })]);
    const byBarcode = (await (await admin.get(`${ROUTES.search.path}?q=${row.barcode}&companyId=1002`)).json()) as ProductToolsAnswer;
    expect(byBarcode.items.map((item) => item.variantId)).toContain(row.variantId);
  });

  it('lists nothing without a search or a company, and refuses a search too short', async () => {
    await admin.signIn('admin@demo.tezgah.dev', true);
    expect(((await (await admin.get(ROUTES.search.path)).json()) as ProductToolsAnswer).total).toBe(0);
    const short = await admin.get(`${ROUTES.search.path}?q=ab`);
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ fields: { q: 'adminProductTools.searchTooShort' } });
  });
});

describe('changes to a variant', () => {
  it('locks it on a marketplace with a reason: the seller sees it locked, the audit names the company, a second lock is refused', async () => {
    await admin.signIn('admin@demo.tezgah.dev', true);
    const row = await firstOf(1001);
    const marketplace = row.locks.find((entry) => entry.lock === null)!.marketplace;
    const locked = await admin.post(pathOf(ROUTES.lock, row), { marketplace, reason: 'Counterfeit report' });
    expect(locked.status).toBe(200);
    const after = (await locked.json()) as ProductToolRow;
    expect(after.locks.find((entry) => entry.marketplace === marketplace)!.lock).toMatchObject({ state: 'locked', lockReason: 'Counterfeit report' });
    expect(await (await admin.post(pathOf(ROUTES.lock, row), { marketplace, reason: 'Again' })).json()).toMatchObject({ code: 'variantAlreadyLocked' });

    const audit = (await (await admin.call(AUDIT_ROUTES.list, { search: 'action=adminProductTools.lock&companyId=1001' })).json()) as AuditListAnswer;
    expect(audit.items.some((entry) => entry.kind === 'outcome' && entry.status === 200 && entry.targets.variantId === String(row.variantId))).toBe(true);

    const seller = new TestBrowser(h.app);
    await seller.signIn('ayse@demo.tezgah.dev');
    const mp = (await (
      await seller.call(MP_PRODUCT_ROUTES.list, { search: `tab=all&sku=${encodeURIComponent(row.sku)}&marketplace=${marketplace}` })
    ).json()) as MpProductListAnswer;
    expect(mp.items.some((item) => item.status === 'locked')).toBe(true);

    const unlocked = (await (await admin.post(pathOf(ROUTES.unlock, row), { marketplace })).json()) as ProductToolRow;
    expect(unlocked.locks.find((entry) => entry.marketplace === marketplace)!.lock).toMatchObject({ state: 'unLocked' });
    expect(await (await admin.post(pathOf(ROUTES.unlock, row), { marketplace })).json()).toMatchObject({ code: 'variantNotLocked' });
  });

  it('refuses a lock without a reason, with its field', async () => {
    await admin.signIn('admin@demo.tezgah.dev', true);
    const row = await firstOf(1001);
    const refused = await admin.post(pathOf(ROUTES.lock, row), { marketplace: row.locks[0]!.marketplace, reason: ' ' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ fields: { reason: 'adminProductTools.reasonRequired' } });
  });

  it('blocks a price: the seller’s price change is refused until the block is lifted', async () => {
    await admin.signIn('admin@demo.tezgah.dev', true);
    const row = await firstOf(1001);
    expect(
      ((await (await admin.send('PUT', pathOf(ROUTES.blockPrice, row), { body: { reason: 'Price check' } })).json()) as ProductToolRow).priceBlock,
    ).toMatchObject({ reason: 'Price check' });
    const seller = new TestBrowser(h.app);
    await seller.signIn('ayse@demo.tezgah.dev');
    const change = { variants: [{ id: row.variantId, price: row.price + 1, retailPrice: row.price + 100, stock: 1, status: row.status }] };
    const refused = await seller.call(VARIANT_ROUTES.quickEdit, { body: change });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ fields: { 'variants[0].price': 'errors.variantPriceBlocked' } });
    await admin.delete(pathOf(ROUTES.unblockPrice, row));
    expect((await seller.call(VARIANT_ROUTES.quickEdit, { body: change })).status).toBe(200);
  });

  it('disables a variant, and answers 404 for a variant of another company', async () => {
    await admin.signIn('admin@demo.tezgah.dev', true);
    const row = await firstOf(1002);
    const disabled = (await (await admin.post(pathOf(ROUTES.setStatus, row), { status: 'inactive' })).json()) as ProductToolRow;
    expect(disabled.status).toBe('inactive');
    expect((await admin.post(pathOf(ROUTES.setStatus, { ...row, companyId: 1003 }), { status: 'active' })).status).toBe(404);
  });
});
