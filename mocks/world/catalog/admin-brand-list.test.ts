import { describe, expect, it } from 'vitest';
import { duplicateKey, parseAdminBrandQuery } from '@contract/admin-brands/admin-brand.query';
import { createWorld } from '../world';
import { listAdminBrands } from './admin-brand-list';
import { brandMergePreview, crossAdminBrand, mergeBrandDuplicates } from './admin-brand-merge';
import { addDuplicateBrand } from './admin-brand-test-data';
import { brandsOf, catalogOf } from './catalog-access';

const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);
const list = (world: ReturnType<typeof createWorld>, raw: Record<string, string>) => listAdminBrands(world, parseAdminBrandQuery(raw, 1000));

describe('duplicate keys', () => {
  it('fold case, accents, the Turkish letters and anything but letters and digits', () => {
    expect(duplicateKey('TEPSİ & Co')).toBe(duplicateKey('tepsi co'));
    expect(duplicateKey('ÇİNİCİ')).toBe(duplicateKey('cinici'));
    expect(duplicateKey('Gülsuyu')).toBe(duplicateKey('GULSUYU'));
    expect(duplicateKey('Kamp Kuşu')).toBe(duplicateKey('kamp-kusu'));
    expect(duplicateKey('Yüzgeç')).not.toBe(duplicateKey('Yüzge'));
  });
});

describe('brands across companies', () => {
  it('reads a company’s brands without generating its products, the same as its catalogue’s', () => {
    const world = createWorld({ now: NOW });
    const company = world.companies.find((candidate) => candidate.id === 1014)!;
    const seeded = brandsOf(world, company);
    expect(world.catalogs[1014]).toBeUndefined();
    expect(seeded).toEqual(catalogOf(world, 1014)!.brands);
  });

  it('lists every company’s brands, and the duplicates tab keeps each group together', () => {
    const world = createWorld({ now: NOW });
    const all = list(world, { pageSize: '1000' });
    expect(new Set(all.items.map((row) => row.companyId)).size).toBe(world.companies.length);
    const duplicates = list(world, { tab: 'duplicates', pageSize: '1000' });
    expect(duplicates.total).toBe(all.tabCounts.duplicates);
    expect(duplicates.items.every((row) => row.otherCompanyDuplicates + row.sameCompanyDuplicates > 0)).toBe(true);
    const keys = duplicates.items.map((row) => row.duplicateKey);
    expect(keys.filter((key, at) => at > 0 && key !== keys[at - 1]).length).toBe(new Set(keys).size - 1);
  });

  it('narrows to a company and a folded name', () => {
    const world = createWorld({ now: NOW });
    const one = list(world, { companyId: '1002', pageSize: '100' });
    expect(one.items.every((row) => row.companyId === 1002)).toBe(true);
    const name = one.items[0]!.name;
    expect(list(world, { q: name.toLocaleUpperCase('tr') }).items.map((row) => row.id)).toContain(one.items[0]!.id);
  });
});

describe('merging a brand’s duplicates', () => {
  it('previews the brands, the products that move and a sample, then moves them and removes the duplicate', () => {
    const world = createWorld({ now: NOW });
    const { original, duplicate } = addDuplicateBrand(world, 1001, 3);
    const preview = brandMergePreview(world, original.id)!;
    expect(preview.kept).toMatchObject({ id: original.id, sameCompanyDuplicates: 1 });
    expect(preview.merged.map((row) => row.id)).toEqual([duplicate.id]);
    expect(preview.productCount).toBe(3);
    expect(preview.sample.every((product) => product.brandName === duplicate.name)).toBe(true);
    const before = catalogOf(world, 1001)!.products.filter((product) => product.brandId === original.id).length;

    expect(mergeBrandDuplicates(world, original.id)).toMatchObject({ movedProducts: 3, removedBrands: 1, kept: { sameCompanyDuplicates: 0 } });
    const catalog = catalogOf(world, 1001)!;
    expect(catalog.brands.some((brand) => brand.id === duplicate.id)).toBe(false);
    expect(catalog.products.filter((product) => product.brandId === original.id)).toHaveLength(before + 3);
  });

  it('refuses a brand without duplicates in its company, and answers nothing for an unknown brand', () => {
    const world = createWorld({ now: NOW });
    const lonely = list(world, { companyId: '1001', pageSize: '100' }).items.find((row) => row.sameCompanyDuplicates === 0)!;
    expect(mergeBrandDuplicates(world, lonely.id)).toEqual({ code: 'brandNoDuplicates' });
    expect(mergeBrandDuplicates(world, 999_999_999)).toBeUndefined();
  });
});

describe('crossing a brand', () => {
  it('sets one marketplace’s brand, replacing the one before', () => {
    const world = createWorld({ now: NOW });
    const brand = catalogOf(world, 1002)!.brands[0]!;
    const crossed = crossAdminBrand(world, brand.id, 'trendyol', { remoteBrandId: 'TY-1', remoteBrandName: 'Trendy One' }, NOW)!;
    expect(crossed.brand.crossings.filter((crossing) => crossing.marketplace === 'trendyol')).toEqual([
      { marketplace: 'trendyol', remoteBrandId: 'TY-1', remoteBrandName: 'Trendy One', status: 'crossed', date: new Date(NOW).toISOString() },
    ]);
  });
});
