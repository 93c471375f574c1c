/** Brand tools through the BFF: admins only, the merge refused without the kept brand's name typed again, the merge and a crossing. */
import { fillPath } from '@contract/api/route-def';
import type { BrandMergeAnswer, BrandMergePreview } from '@contract/admin-brands/admin-brand.api';
import type { AdminBrandListAnswer } from '@contract/admin-brands/admin-brand.query';
import { ADMIN_BRAND_ROUTES } from '@contract/admin-brands/admin-brand.routes';
import { addDuplicateBrand } from '@mocks/world/catalog/admin-brand-test-data';
import { catalogOf } from '@mocks/world/catalog/catalog-access';
import type { Harness } from '../../test/harness';
import { harnessPerFile } from '../../test/harness-per-file';
import type { TestBrowser } from '../../test/browser';

let h: Harness;
let browser: TestBrowser;
harnessPerFile((harness, fresh) => {
  h = harness;
  browser = fresh;
});

const mergePath = (id: number) => fillPath(ADMIN_BRAND_ROUTES.merge.path, { id });

describe('brand tools', () => {
  it('lists brands across companies for the admin only', async () => {
    await browser.signIn('admin@demo.tezgah.dev', true);
    const answer = (await (await browser.call(ADMIN_BRAND_ROUTES.list, { search: 'companyId=1002' })).json()) as AdminBrandListAnswer;
    expect(answer.items.length).toBeGreaterThan(0);
    expect(answer.items.every((row) => row.companyId === 1002)).toBe(true);
    await browser.actAs(1001);
    expect((await browser.call(ADMIN_BRAND_ROUTES.list)).status).toBe(403);
  });

  it('refuses a merge without the kept brand’s name typed again, changing nothing; merges with it', async () => {
    const { original, duplicate } = addDuplicateBrand(h.sandbox.world, 1002, 3);
    await browser.signIn('admin@demo.tezgah.dev', true);
    const preview = (await (await browser.get(mergePath(original.id))).json()) as BrandMergePreview;
    expect(preview).toMatchObject({ kept: { id: original.id, name: original.name }, productCount: 3 });

    for (const confirmation of [undefined, '', duplicate.name, original.name.toLocaleLowerCase('tr')]) {
      const refused = await browser.post(mergePath(original.id), confirmation === undefined ? {} : { confirmation });
      expect(refused.status).toBe(422);
      expect(await refused.json()).toMatchObject({ code: 'typedConfirmationMismatch', fields: { confirmation: 'errors.typedConfirmationMismatch' } });
    }
    expect(catalogOf(h.sandbox.world, 1002)!.brands.some((brand) => brand.id === duplicate.id)).toBe(true);

    const merged = await browser.post(mergePath(original.id), { confirmation: ` ${original.name} ` });
    expect(merged.status).toBe(200);
    expect((await merged.json()) as BrandMergeAnswer).toMatchObject({ movedProducts: 3, removedBrands: 1 });
    expect(catalogOf(h.sandbox.world, 1002)!.brands.some((brand) => brand.id === duplicate.id)).toBe(false);

    const again = await browser.post(mergePath(original.id), { confirmation: original.name });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'brandNoDuplicates' });
  });

  it('crosses a brand to a marketplace’s brand; an unknown brand is 404', async () => {
    await browser.signIn('admin@demo.tezgah.dev', true);
    const brand = catalogOf(h.sandbox.world, 1002)!.brands[1]!;
    const path = fillPath(ADMIN_BRAND_ROUTES.cross.path, { id: brand.id, marketplace: 'hepsiburada' });
    const crossed = await browser.send('PUT', path, { body: { remoteBrandId: 'HB-77', remoteBrandName: 'Hepsi Yetmiş' } });
    expect(crossed.status).toBe(200);
    expect(brand.crossings).toContainEqual(expect.objectContaining({ marketplace: 'hepsiburada', remoteBrandId: 'HB-77', status: 'crossed' }));
    expect((await browser.send('PUT', path, { body: { remoteBrandId: '', remoteBrandName: '' } })).status).toBe(400);
    const unknown = fillPath(ADMIN_BRAND_ROUTES.cross.path, { id: 999_999_999, marketplace: 'hepsiburada' });
    expect((await browser.send('PUT', unknown, { body: { remoteBrandId: 'X', remoteBrandName: 'Y' } })).status).toBe(404);
  });
});
