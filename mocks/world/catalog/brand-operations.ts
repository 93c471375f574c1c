/**
 * A company's brands (spec §2/§3): the list, one brand, add and edit. A brand's name is unique in its company (case
 * and accents aside). Crossings not sent again become uncrossed, keeping their remote brand.
 */
import {
  BRAND_TABS,
  brandMatches,
  brandSchema,
  cleanBrandBody,
  type BrandAnswer,
  type BrandBody,
  type BrandListAnswer,
  type BrandListQuery,
} from '@contract/catalog/brand.api';
import { refusalFields } from '@contract/catalog/category.api';
import { nameKey } from '@contract/catalog/crossing.rules';
import type { Brand, BrandCrossing } from '@contract/catalog/taxonomy.types';
import { fieldErrors } from '@contract/auth/auth.schemas';
import { compareBy, paginate, zeroCounts } from '@contract/lists/list-query';
import type { World } from '../world';
import { catalogOf } from './catalog-access';
import type { CompanyCatalog } from './catalog-book';
import { refusal, type Refusal } from '../refusal';

export function listBrands(world: World, companyId: number, query: BrandListQuery): BrandListAnswer | undefined {
  const catalog = catalogOf(world, companyId);
  if (!catalog) return undefined;
  const matching = catalog.brands.filter((brand) => brandMatches(brand, query));
  const tabCounts = zeroCounts(BRAND_TABS);
  tabCounts.all = matching.length;
  for (const brand of matching) tabCounts[brand.status] += 1;
  const inTab = query.tab === 'all' ? matching : matching.filter((brand) => brand.status === query.tab);
  const key = (brand: Brand) => (query.sort.field === 'id' ? brand.id : nameKey(brand.name));
  const sorted = [...inTab].sort((a, b) => compareBy(key, query.sort.direction)(a, b) || a.id - b.id);
  return { items: paginate(sorted, query.page, query.pageSize), total: sorted.length, page: query.page, pageSize: query.pageSize, tabCounts };
}

export function getBrand(world: World, companyId: number, id: number): BrandAnswer | undefined {
  const brand = catalogOf(world, companyId)?.brands.find((candidate) => candidate.id === id);
  return brand && { brand };
}

function checkedBody(catalog: CompanyCatalog, brandId: number | null, input: unknown): BrandBody | Refusal {
  const fields = fieldErrors(brandSchema, input);
  if (fields) return refusal('validation', fields);
  const body = cleanBrandBody(brandSchema.cast(input, { stripUnknown: true }) as BrandBody);
  const taken = catalog.brands.some((brand) => brand.id !== brandId && nameKey(brand.name) === nameKey(body.name));
  return taken ? refusal('brandNameInUse', refusalFields('brandNameInUse')) : body;
}

function crossingsAfter(previous: readonly BrandCrossing[], wanted: BrandBody['crossings'], date: string): BrandCrossing[] {
  const next = wanted.map((row): BrandCrossing => {
    const before = previous.find((crossing) => crossing.marketplace === row.marketplace);
    const unchanged = before?.status === 'crossed' && before.remoteBrandId === row.remoteBrandId && before.remoteBrandName === row.remoteBrandName;
    return unchanged ? before : { ...row, marketplace: row.marketplace as BrandCrossing['marketplace'], status: 'crossed', date };
  });
  const dropped = previous
    .filter((crossing) => !wanted.some((row) => row.marketplace === crossing.marketplace))
    .map((crossing): BrandCrossing => (crossing.status === 'crossed' ? { ...crossing, status: 'uncrossed', date } : crossing));
  return [...next, ...dropped];
}

export function addBrand(world: World, companyId: number, input: unknown, now: number): BrandAnswer | Refusal | undefined {
  const catalog = catalogOf(world, companyId);
  if (!catalog) return undefined;
  const body = checkedBody(catalog, null, input);
  if ('code' in body) return body;
  const brand: Brand = {
    id: catalog.nextBrandId,
    companyId,
    name: body.name,
    remoteId: body.remoteId ?? null,
    status: body.status as Brand['status'],
    imageUrl: body.imageUrl ?? null,
    crossings: crossingsAfter([], body.crossings, new Date(now).toISOString()),
  };
  catalog.nextBrandId += 1;
  catalog.brands.push(brand);
  catalog.version += 1;
  return { brand };
}

export function editBrand(world: World, companyId: number, id: number, input: unknown, now: number): BrandAnswer | Refusal | undefined {
  const catalog = catalogOf(world, companyId);
  const brand = catalog?.brands.find((candidate) => candidate.id === id);
  if (!catalog || !brand) return undefined;
  const body = checkedBody(catalog, id, input);
  if ('code' in body) return body;
  Object.assign(brand, {
    name: body.name,
    remoteId: body.remoteId ?? null,
    status: body.status,
    imageUrl: body.imageUrl ?? null,
    crossings: crossingsAfter(brand.crossings, body.crossings, new Date(now).toISOString()),
  });
  catalog.version += 1;
  return { brand };
}
