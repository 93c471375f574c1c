import type { BrandAnswer, BrandListAnswer } from '@contract/catalog/brand.api';
import { BRAND_ROUTES } from '@contract/catalog/brand.routes';
import { TestBrowser } from '../../test/browser';
import type { Harness } from '../../test/harness';
import { harnessPerFile } from '../../test/harness-per-file';

const BODY = { name: 'Ege Keten', remoteId: 'R-77', status: 'active', imageUrl: 'https://img.example.test/ege.png', crossings: [] };

describe('brands', () => {
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

  it("lists the session company's brands only, with tab counts", async () => {
    const response = await seller.call(BRAND_ROUTES.list, { search: 'pageSize=100' });
    expect(response.status).toBe(200);
    const page = (await response.json()) as BrandListAnswer;
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((brand) => brand.companyId === 1001)).toBe(true);
    expect(page.tabCounts.all).toBe(page.total);
  });

  it('adds a brand and edits it; the name must stay unique', async () => {
    const added = await seller.call(BRAND_ROUTES.add, {
      json: { ...BODY, crossings: [{ marketplace: 'trendyol', remoteBrandId: 'TY-1', remoteBrandName: 'EGE' }] },
    });
    expect(added.status).toBe(201);
    const { brand } = (await added.json()) as BrandAnswer;
    expect(brand).toMatchObject({ name: 'Ege Keten', companyId: 1001, crossings: [{ marketplace: 'trendyol', status: 'crossed' }] });

    const edited = await seller.call(BRAND_ROUTES.edit, { params: { id: brand.id }, json: { ...BODY, name: 'Ege Keten Co', imageUrl: '' } });
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as BrandAnswer).brand).toMatchObject({ name: 'Ege Keten Co', imageUrl: null, crossings: [{ status: 'uncrossed' }] });
    expect(((await (await seller.call(BRAND_ROUTES.detail, { params: { id: brand.id } })).json()) as BrandAnswer).brand.name).toBe('Ege Keten Co');

    const again = await seller.call(BRAND_ROUTES.add, { json: { ...BODY, name: 'ege keten co' } });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'brandNameInUse', fields: { name: 'errors.brandNameInUse' } });
  });

  it("refuses a bad body with field keys, and answers not-found for another company's brand", async () => {
    const bad = await seller.call(BRAND_ROUTES.add, { json: { ...BODY, name: '', imageUrl: 'http://plain.example.test/x.png' } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'validation', fields: { name: 'validation.fillOutField', imageUrl: 'validation.imageUrl' } });
    const other = new TestBrowser(h.app);
    await other.signIn('omar@demo.tezgah.dev');
    const [theirs] = ((await (await other.call(BRAND_ROUTES.list, { search: 'pageSize=1' })).json()) as BrandListAnswer).items;
    const response = await seller.call(BRAND_ROUTES.detail, { params: { id: theirs!.id } });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain(theirs!.name);
    expect((await seller.call(BRAND_ROUTES.edit, { params: { id: theirs!.id }, json: BODY })).status).toBe(404);
  });

  it('lets an admin acting as the seller manage brands, and refuses staff who are not acting', async () => {
    const acting = new TestBrowser(h.app);
    await acting.actAs(1001);
    expect((await acting.call(BRAND_ROUTES.add, { json: { ...BODY, name: 'Acting Brand' } })).status).toBe(201);
    const staff = new TestBrowser(h.app);
    await staff.signIn('admin@demo.tezgah.dev', true);
    expect((await staff.call(BRAND_ROUTES.list)).status).toBe(403);
  });
});
