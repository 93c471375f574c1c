import { API } from '@contract/api/paths';
import type { BrandAnswer, BrandListAnswer } from '@contract/catalog/brand.api';
import { TestBrowser } from '../../test/browser';
import { createHarness, type Harness } from '../../test/harness';

const BODY = { name: 'Ege Keten', remoteId: 'R-77', status: 'active', imageUrl: 'https://img.example.test/ege.png', crossings: [] };

describe('brands', () => {
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

  it("lists the session company's brands only, with tab counts", async () => {
    const response = await seller.get(`${API.brands}?pageSize=100`);
    expect(response.status).toBe(200);
    const page = (await response.json()) as BrandListAnswer;
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((brand) => brand.companyId === 1001)).toBe(true);
    expect(page.tabCounts.all).toBe(page.total);
  });

  it('adds a brand and edits it; the name must stay unique', async () => {
    const added = await seller.post(API.brands, { ...BODY, crossings: [{ marketplace: 'trendyol', remoteBrandId: 'TY-1', remoteBrandName: 'EGE' }] });
    expect(added.status).toBe(201);
    const { brand } = (await added.json()) as BrandAnswer;
    expect(brand).toMatchObject({ name: 'Ege Keten', companyId: 1001, crossings: [{ marketplace: 'trendyol', status: 'crossed' }] });

    const edited = await seller.send('PUT', `${API.brands}/${brand.id}`, { body: { ...BODY, name: 'Ege Keten Co', imageUrl: '' } });
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as BrandAnswer).brand).toMatchObject({ name: 'Ege Keten Co', imageUrl: null, crossings: [{ status: 'uncrossed' }] });
    expect(((await (await seller.get(`${API.brands}/${brand.id}`)).json()) as BrandAnswer).brand.name).toBe('Ege Keten Co');

    const again = await seller.post(API.brands, { ...BODY, name: 'ege keten co' });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'brandNameInUse', fields: { name: 'errors.brandNameInUse' } });
  });

  it("refuses a bad body with field keys, and answers not-found for another company's brand", async () => {
    const bad = await seller.post(API.brands, { ...BODY, name: '', imageUrl: 'http://plain.example.test/x.png' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'validation', fields: { name: 'validation.fillOutField', imageUrl: 'validation.imageUrl' } });
    const other = new TestBrowser(h.app);
    await other.signIn('omar@demo.tezgah.dev');
    const [theirs] = ((await (await other.get(`${API.brands}?pageSize=1`)).json()) as BrandListAnswer).items;
    const response = await seller.get(`${API.brands}/${theirs!.id}`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain(theirs!.name);
    expect((await seller.send('PUT', `${API.brands}/${theirs!.id}`, { body: BODY })).status).toBe(404);
  });

  it('lets an admin acting as the seller manage brands, and refuses staff who are not acting', async () => {
    const acting = new TestBrowser(h.app);
    await acting.actAs(1001);
    expect((await acting.post(API.brands, { ...BODY, name: 'Acting Brand' })).status).toBe(201);
    const staff = new TestBrowser(h.app);
    await staff.signIn('admin@demo.tezgah.dev', true);
    expect((await staff.get(API.brands)).status).toBe(403);
  });
});
