/**
 * Lead times over the world: a company's live products grouped by the category they sit on, with their fulfillment
 * days; and the lead-time file's rows, each setting the day of every live product a company has in a category or
 * below it. A company or category the world does not know, or a category with none of the company's products, is
 * refused with its reason.
 */
import type { LeadTimeCategory, LeadTimeListAnswer, LeadTimeQuery } from '@contract/admin-lead-times/lead-time.types';
import type { Product } from '@contract/catalog/catalog.types';
import type { SellerCategory } from '@contract/catalog/taxonomy.types';
import type { ImportApplyAnswer, ImportApplyResult, ImportRowSent } from '@contract/downstream/catalog-imports';
import { schemaReasons } from '@contract/imports/import-columns';
import type { ImportReason } from '@contract/imports/import.types';
import { LEAD_TIME_HEADERS, leadTimeRowSchema, type LeadTimeRow } from '@contract/imports/lead-time.rules';
import { paginate } from '@contract/lists/list-query';
import { textMatches } from '@contract/text-search';
import { findCompany } from '../lookups';
import type { World } from '../world';
import { catalogOf } from './catalog-access';
import { taxonomyOf } from './taxonomy';
import { descendantIds } from '@contract/catalog/category.rules';

const liveProducts = (world: World, companyId: number): Product[] => (catalogOf(world, companyId)?.products ?? []).filter((product) => !product.deletedAt);

export function listLeadTimes(world: World, query: LeadTimeQuery): LeadTimeListAnswer {
  const companyId = query.companyId ?? 0;
  const categories = new Map(taxonomyOf(world).categories.map((category) => [category.id, category]));
  const byCategory = new Map<number, LeadTimeCategory>();
  for (const product of liveProducts(world, companyId)) {
    const path = categories.get(product.categoryId)?.path ?? { en: String(product.categoryId), tr: String(product.categoryId) };
    const row = byCategory.get(product.categoryId) ?? {
      companyId,
      categoryId: product.categoryId,
      path,
      products: 0,
      minDays: product.fulfillmentDay,
      maxDays: product.fulfillmentDay,
    };
    row.products += 1;
    row.minDays = Math.min(row.minDays, product.fulfillmentDay);
    row.maxDays = Math.max(row.maxDays, product.fulfillmentDay);
    byCategory.set(product.categoryId, row);
  }
  const rows = [...byCategory.values()]
    .filter((row) => !query.q || String(row.categoryId) === query.q || textMatches(query.q, row.path.en, row.path.tr))
    .sort((a, b) => a.path.en.localeCompare(b.path.en) || a.categoryId - b.categoryId);
  return { items: paginate(rows, query.page, query.pageSize), total: rows.length, page: query.page, pageSize: query.pageSize, tabCounts: { all: rows.length } };
}

/** The category and every category below it. */
const categoryAndBelow = (categories: readonly SellerCategory[], categoryId: number): Set<number> =>
  new Set([categoryId, ...descendantIds(categories, categoryId)]);

function rowTarget(world: World, row: LeadTimeRow): { products: Product[]; path: string } | ImportReason[] {
  const reasons = schemaReasons(leadTimeRowSchema, { fulfillmentDay: row.fulfillmentDay }, LEAD_TIME_HEADERS, { strict: true });
  const company = row.companyId === null ? undefined : findCompany(world, row.companyId);
  if (row.companyId !== null && !company)
    reasons.unshift({ code: 'imports.reasons.companyUnknown', column: LEAD_TIME_HEADERS.companyId, params: { companyId: row.companyId } });
  const categories = taxonomyOf(world).categories;
  const category = categories.find((candidate) => candidate.id === row.categoryId);
  if (row.categoryId !== null && !category)
    reasons.push({ code: 'imports.reasons.categoryUnknown', column: LEAD_TIME_HEADERS.categoryId, params: { categoryId: row.categoryId } });
  if (reasons.length || !company || !category) return reasons;
  const below = categoryAndBelow(categories, category.id);
  const products = liveProducts(world, company.id).filter((product) => below.has(product.categoryId));
  if (!products.length)
    return [{ code: 'imports.reasons.leadTimeNoProducts', column: LEAD_TIME_HEADERS.categoryId, params: { categoryId: category.id, companyId: company.id } }];
  return { products, path: category.path.en };
}

function applyRow(world: World, row: ImportRowSent<LeadTimeRow>, at: string): ImportApplyResult {
  const target = rowTarget(world, row);
  if (Array.isArray(target)) return { ok: false, reasons: target };
  if (row.checkOnly) return { ok: false, reasons: [] };
  for (const product of target.products)
    if (product.fulfillmentDay !== row.fulfillmentDay) Object.assign(product, { fulfillmentDay: row.fulfillmentDay, updatedAt: at });
  return { ok: true, productId: row.categoryId ?? 0, variantId: 0, productName: target.path, syncSku: '' };
}

export function applyLeadTimeRows(world: World, rows: readonly ImportRowSent<LeadTimeRow>[], now: number): ImportApplyAnswer {
  const at = new Date(now).toISOString();
  return { results: rows.map((row) => applyRow(world, row, at)) };
}
