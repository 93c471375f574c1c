import { parseBrandQuery, type BrandAnswer } from '@contract/catalog/brand.api';
import { createWorld, type World } from '../world';
import { addBrand, editBrand, getBrand, listBrands } from './brand-operations';
import { isRefusal, type Refusal } from '../refusal';

const NOW = Date.UTC(2026, 0, 15, 9);
const COMPANY = 1001;
const OTHER = 1002;

const brandOf = (answer: BrandAnswer | Refusal | undefined) => {
  if (!answer || isRefusal(answer)) throw new Error(`no brand: ${JSON.stringify(answer)}`);
  return answer.brand;
};
const body = (extra: Record<string, unknown> = {}) => ({
  name: 'Ege Keten',
  remoteId: 'R-77',
  status: 'active',
  imageUrl: 'https://img.example.test/ege.png',
  crossings: [{ marketplace: 'trendyol', remoteBrandId: 'TY-9', remoteBrandName: 'EGE KETEN' }],
  ...extra,
});

describe('brands', () => {
  let world: World;
  beforeEach(() => {
    world = createWorld({ now: NOW });
  });

  it("lists the company's own brands with counts per status tab, searched by name or remote ID", () => {
    const page = listBrands(world, COMPANY, parseBrandQuery({ pageSize: '100' }))!;
    expect(page.items.every((brand) => brand.companyId === COMPANY)).toBe(true);
    expect(page.tabCounts.all).toBe(page.tabCounts.active + page.tabCounts.inactive);
    expect(page.items.map((brand) => brand.name)).toEqual(
      [...page.items.map((brand) => brand.name)].sort((a, b) => a.localeCompare(b, 'tr', { sensitivity: 'base' })),
    );
    const first = page.items[0]!;
    expect(listBrands(world, COMPANY, parseBrandQuery({ q: first.remoteId! }))!.items.map((brand) => brand.id)).toContain(first.id);
    expect(getBrand(world, OTHER, first.id)).toBeUndefined();
  });

  it('adds a brand with its crossing, then refuses the same name again, case and accents aside', () => {
    const added = brandOf(addBrand(world, COMPANY, body(), NOW));
    expect(added).toMatchObject({ companyId: COMPANY, name: 'Ege Keten', remoteId: 'R-77', status: 'active', imageUrl: 'https://img.example.test/ege.png' });
    expect(added.crossings).toEqual([
      { marketplace: 'trendyol', remoteBrandId: 'TY-9', remoteBrandName: 'EGE KETEN', status: 'crossed', date: new Date(NOW).toISOString() },
    ]);
    expect(getBrand(world, COMPANY, added.id)?.brand.name).toBe('Ege Keten');
    expect(addBrand(world, COMPANY, body({ name: 'EGE  keten ' }), NOW)).toEqual({ code: 'brandNameInUse', fields: { name: 'errors.brandNameInUse' } });
    expect(isRefusal(addBrand(world, OTHER, body(), NOW))).toBe(false);
  });

  it('edits a brand: a crossing left out becomes uncrossed, an unchanged one keeps its date', () => {
    const added = brandOf(
      addBrand(world, COMPANY, body({ crossings: [...body().crossings, { marketplace: 'noon-ae', remoteBrandId: 'ege', remoteBrandName: 'Ege' }] }), NOW),
    );
    const later = NOW + 3_600_000;
    const edited = brandOf(editBrand(world, COMPANY, added.id, body({ name: 'Ege Keten Co', status: 'inactive', imageUrl: '', remoteId: ' ' }), later));
    expect(edited).toMatchObject({ id: added.id, name: 'Ege Keten Co', status: 'inactive', imageUrl: null, remoteId: null });
    expect(edited.crossings).toEqual([
      { marketplace: 'trendyol', remoteBrandId: 'TY-9', remoteBrandName: 'EGE KETEN', status: 'crossed', date: new Date(NOW).toISOString() },
      { marketplace: 'noon-ae', remoteBrandId: 'ege', remoteBrandName: 'Ege', status: 'uncrossed', date: new Date(later).toISOString() },
    ]);
    expect(brandOf(editBrand(world, COMPANY, added.id, body({ name: 'Ege Keten Co' }), later)).name).toBe('Ege Keten Co');
  });

  it('refuses a bad body, and a brand of another company is not found', () => {
    expect(addBrand(world, COMPANY, body({ name: '' }), NOW)).toEqual({ code: 'validation', fields: { name: 'validation.fillOutField' } });
    const theirs = listBrands(world, OTHER, parseBrandQuery({}))!.items[0]!;
    expect(editBrand(world, COMPANY, theirs.id, body(), NOW)).toBeUndefined();
  });
});
