/**
 * Brands across companies (/admin/brand-tools): a row per brand with its company and how many duplicates it has
 * in its own company and in others (contract/admin-brands/admin-brand.query.ts `duplicateKey`).
 * The duplicates tab keeps a group's rows together: by key, then company, then id.
 */
import {
  ADMIN_BRAND_TABS,
  duplicateKey,
  type AdminBrandListAnswer,
  type AdminBrandListQuery,
  type AdminBrandRow,
} from '@contract/admin-brands/admin-brand.query';
import { nameKey } from '@contract/catalog/crossing.rules';
import type { Brand } from '@contract/catalog/taxonomy.types';
import { compareBy, paginate, zeroCounts } from '@contract/lists/list-query';
import { textMatches } from '@contract/text-search';
import type { World } from '../world';
import { brandsOf } from './catalog-access';

/** Every company's brands as rows, in company then id order (read without generating any company's products). */
export function adminBrandRows(world: World): AdminBrandRow[] {
  const found: { brand: Brand; companyName: string; key: string }[] = [];
  for (const company of [...world.companies].sort((a, b) => a.id - b.id)) {
    for (const brand of brandsOf(world, company)) found.push({ brand, companyName: company.name, key: duplicateKey(brand.name) });
  }
  const byKey = new Map<string, number[]>();
  for (const { brand, key } of found) byKey.set(key, [...(byKey.get(key) ?? []), brand.companyId]);
  return found.map(({ brand, companyName, key }) => {
    const companies = byKey.get(key) ?? [];
    const same = companies.filter((companyId) => companyId === brand.companyId).length - 1;
    return {
      id: brand.id,
      companyId: brand.companyId,
      companyName,
      name: brand.name,
      remoteId: brand.remoteId,
      status: brand.status,
      duplicateKey: key,
      sameCompanyDuplicates: same,
      otherCompanyDuplicates: companies.length - 1 - same,
      crossings: brand.crossings,
    };
  });
}

export function findAdminBrandRow(world: World, brandId: number): AdminBrandRow | undefined {
  return adminBrandRows(world).find((row) => row.id === brandId);
}

const isDuplicate = (row: AdminBrandRow) => row.sameCompanyDuplicates + row.otherCompanyDuplicates > 0;

export function listAdminBrands(world: World, query: AdminBrandListQuery): AdminBrandListAnswer {
  const matching = adminBrandRows(world).filter(
    (row) =>
      (query.companyId === undefined || row.companyId === query.companyId) && (!query.q || String(row.id) === query.q.trim() || textMatches(query.q, row.name)),
  );
  const tabCounts = zeroCounts(ADMIN_BRAND_TABS);
  tabCounts.all = matching.length;
  tabCounts.duplicates = matching.filter(isDuplicate).length;
  const inTab = query.tab === 'duplicates' ? matching.filter(isDuplicate) : matching;
  const byField = compareBy<AdminBrandRow>((row) => (query.sort.field === 'id' ? row.id : nameKey(row.name)), query.sort.direction);
  const grouped = (a: AdminBrandRow, b: AdminBrandRow) =>
    compareBy<AdminBrandRow>((row) => row.duplicateKey, query.sort.direction)(a, b) || a.companyId - b.companyId;
  const sorted = [...inTab].sort((a, b) => (query.tab === 'duplicates' ? grouped(a, b) : byField(a, b)) || a.id - b.id);
  return { items: paginate(sorted, query.page, query.pageSize), total: sorted.length, page: query.page, pageSize: query.pageSize, tabCounts };
}
