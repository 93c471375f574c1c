/**
 * The admin validation queue over the seeded world: every live product with variants in the marketplace's `error`
 * state, one row per product and marketplace, companies in id order and each company's newest products first; a
 * re-validation hands those variants back to the marketplace (`processing`), so they leave the queue. And the list of
 * companies that see the seller's Product Validation (world.adminProducts).
 */
import type {
  AdminValidationAnswer,
  AdminValidationQuery,
  AdminValidationRow,
  RevalidateAnswer,
  RevalidateBody,
  ValidationCompaniesAnswer,
} from '@contract/admin-products/admin-validation';
import type { Company } from '@contract/downstream/identity';
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import { paginate } from '@contract/lists/list-query';
import { refusal, type Refusal } from '../refusal';
import type { World } from '../world';
import { catalogOf } from './catalog-access';
import type { CompanyCatalog } from './catalog-book';

const later = (a: string | null, b: string | null) => ((a ?? '') > (b ?? '') ? a : b);

function companyRows(company: Company, catalog: CompanyCatalog, marketplace: MarketplaceCode | undefined): AdminValidationRow[] {
  const products = new Map(catalog.products.filter((product) => !product.deletedAt).map((product) => [product.id, product]));
  const rows = new Map<string, AdminValidationRow>();
  for (const variant of catalog.variants) {
    const product = products.get(variant.productId);
    if (!product) continue;
    for (const state of variant.marketplaces) {
      if (state.status !== 'error' || (marketplace && state.marketplace !== marketplace)) continue;
      const key = `${product.id}:${state.marketplace}`;
      const row = rows.get(key) ?? {
        companyId: company.id,
        companyName: company.name,
        productId: product.id,
        productName: product.name,
        marketplace: state.marketplace,
        skus: [],
        reasons: [],
        failedAt: null,
      };
      row.skus.push(variant.sku);
      if (state.message && !row.reasons.includes(state.message)) row.reasons.push(state.message);
      row.failedAt = later(row.failedAt, state.lastSyncAt);
      rows.set(key, row);
    }
  }
  return [...rows.values()].sort((a, b) => b.productId - a.productId || a.marketplace.localeCompare(b.marketplace));
}

export function listValidationQueue(world: World, query: AdminValidationQuery): AdminValidationAnswer {
  const companies = world.companies.filter((company) => query.companyId === undefined || company.id === query.companyId).sort((a, b) => a.id - b.id);
  const rows = companies.flatMap((company) => {
    const catalog = catalogOf(world, company.id);
    return catalog ? companyRows(company, catalog, query.marketplace) : [];
  });
  return { items: paginate(rows, query.page, query.pageSize), total: rows.length, page: query.page, pageSize: query.pageSize, tabCounts: {} };
}

/** Sends each row's failing variants to the marketplace again; refused when none of them is failing any more. */
export function revalidate(world: World, { items }: RevalidateBody, now: number): RevalidateAnswer | Refusal {
  const at = new Date(now).toISOString();
  let revalidated = 0;
  for (const item of items) {
    const catalog = catalogOf(world, item.companyId);
    const failing = (catalog?.variants ?? [])
      .filter((variant) => variant.productId === item.productId)
      .flatMap((variant) => variant.marketplaces.filter((state) => state.marketplace === item.marketplace && state.status === 'error'));
    if (!catalog || failing.length === 0) continue;
    for (const state of failing) Object.assign(state, { status: 'processing', message: null, lastSyncAt: at });
    catalog.version += 1;
    revalidated += 1;
  }
  if (revalidated === 0) return refusal('validationNotFailing');
  return { revalidated, skipped: items.length - revalidated };
}

export function validationCompanies(world: World): ValidationCompaniesAnswer {
  const names = new Map(world.companies.map((company) => [company.id, company.name]));
  return { items: world.adminProducts.validationCompanyIds.map((companyId) => ({ companyId, companyName: names.get(companyId) ?? '' })) };
}

export const hasProductValidation = (world: World, companyId: number): boolean => world.adminProducts.validationCompanyIds.includes(companyId);

/** Adds a company the world knows (undefined when it does not); adding one already on the list changes nothing. */
export function addValidationCompany(world: World, companyId: number): ValidationCompaniesAnswer | undefined {
  if (!world.companies.some((company) => company.id === companyId)) return undefined;
  if (!hasProductValidation(world, companyId)) world.adminProducts.validationCompanyIds.push(companyId);
  return validationCompanies(world);
}

export function removeValidationCompany(world: World, companyId: number): ValidationCompaniesAnswer {
  world.adminProducts.validationCompanyIds = world.adminProducts.validationCompanyIds.filter((id) => id !== companyId);
  return validationCompanies(world);
}
