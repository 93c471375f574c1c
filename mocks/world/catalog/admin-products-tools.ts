/**
 * Admin Product Tools over the seeded world: variants found across companies by id, SKU, barcode or name, and the
 * changes to one variant: its status, a lock on a marketplace (stored on the variant like the marketplace's own, read
 * through variantView by every seller screen), and a price block (world.adminProducts).
 */
import {
  searchesNothing,
  type LockBody,
  type PriceBlockBody,
  type ProductToolRow,
  type ProductToolsAnswer,
  type ProductToolsQuery,
  type UnlockBody,
  type VariantStatusBody,
} from '@contract/admin-products/admin-tools';
import type { Product, Variant } from '@contract/catalog/catalog.types';
import { activeLockOn } from '@contract/catalog/variant-locks';
import type { Company } from '@contract/downstream/identity';
import { paginate } from '@contract/lists/list-query';
import { sameText, textMatcher } from '@contract/text-search';
import { refusal, type Refusal } from '../refusal';
import type { World } from '../world';
import { priceBlockKey } from './admin-products-book';
import { catalogOf } from './catalog-access';
import type { CompanyCatalog } from './catalog-book';
import { syncProductCounts } from './product-operations';
import { variantView } from './variant-view';

function rowOf(world: World, company: Company, catalog: CompanyCatalog, product: Product, variant: Variant, now: number): ProductToolRow {
  const viewed = variantView(world, company.id, variant, now);
  return {
    companyId: company.id,
    companyName: company.name,
    productId: product.id,
    productName: product.name,
    variantId: variant.id,
    variantName: variant.name,
    sku: variant.sku,
    barcode: variant.barcode,
    price: variant.price,
    currency: catalog.currency,
    status: variant.status,
    locks: variant.marketplaces.map(({ marketplace }) => ({ marketplace, lock: activeLockOn(viewed.locks, marketplace) })),
    priceBlock: world.adminProducts.priceBlocks[priceBlockKey(company.id, variant.id)] ?? null,
  };
}

/** An id matches the variant's or its product's; text matches the SKU or barcode whole, or a name in part. */
function matcherOf(q: string | undefined): (product: Product, variant: Variant) => boolean {
  if (!q) return () => true;
  const id = /^\d+$/.test(q) ? Number(q) : null;
  const inName = textMatcher(q);
  return (product, variant) =>
    variant.id === id || product.id === id || sameText(q, variant.sku) || sameText(q, variant.barcode) || inName(variant.name, product.name);
}

export function searchProductTools(world: World, query: ProductToolsQuery, now: number): ProductToolsAnswer {
  const answer: ProductToolsAnswer = { items: [], total: 0, page: query.page, pageSize: query.pageSize, tabCounts: {} };
  if (searchesNothing(query)) return answer;
  const matches = matcherOf(query.q);
  const found: { company: Company; catalog: CompanyCatalog; product: Product; variant: Variant }[] = [];
  const companies = world.companies.filter((company) => query.companyId === undefined || company.id === query.companyId).sort((a, b) => a.id - b.id);
  for (const company of companies) {
    const catalog = catalogOf(world, company.id);
    if (!catalog) continue;
    const products = new Map(catalog.products.filter((product) => !product.deletedAt).map((product) => [product.id, product]));
    for (const variant of catalog.variants) {
      const product = products.get(variant.productId);
      if (product && matches(product, variant)) found.push({ company, catalog, product, variant });
    }
  }
  const shown = paginate(found, query.page, query.pageSize);
  return {
    ...answer,
    total: found.length,
    items: shown.map(({ company, catalog, product, variant }) => rowOf(world, company, catalog, product, variant, now)),
  };
}

interface Found {
  company: Company;
  catalog: CompanyCatalog;
  product: Product;
  variant: Variant;
}

function find(world: World, companyId: number, variantId: number): Found | undefined {
  const company = world.companies.find((candidate) => candidate.id === companyId);
  const catalog = catalogOf(world, companyId);
  const variant = catalog?.variants.find((candidate) => candidate.id === variantId);
  const product = variant && catalog?.products.find((candidate) => candidate.id === variant.productId && !candidate.deletedAt);
  return company && catalog && variant && product ? { company, catalog, product, variant } : undefined;
}

/** A change's answer: the row as it stands after it; undefined when the company has no such live variant. */
export type ToolResult = ProductToolRow | Refusal | undefined;

function changed(world: World, found: Found, now: number): ProductToolRow {
  found.catalog.version += 1;
  return rowOf(world, found.company, found.catalog, found.product, found.variant, now);
}

export function setVariantStatus(world: World, companyId: number, variantId: number, { status }: VariantStatusBody, now: number): ToolResult {
  const found = find(world, companyId, variantId);
  if (!found) return undefined;
  found.variant.status = status;
  found.product.updatedAt = new Date(now).toISOString();
  const row = changed(world, found, now);
  syncProductCounts(world, found.catalog);
  return row;
}

export function lockVariant(world: World, companyId: number, variantId: number, { marketplace, reason }: LockBody, now: number): ToolResult {
  const found = find(world, companyId, variantId);
  if (!found) return undefined;
  if (!found.variant.marketplaces.some((state) => state.marketplace === marketplace))
    return refusal('validation', { marketplace: 'adminProductTools.notOnMarketplace' });
  const current = activeLockOn(variantView(world, companyId, found.variant, now).locks, marketplace);
  if (current?.state === 'locked') return refusal('variantAlreadyLocked');
  found.variant.locks.push({ marketplace, lockedAt: new Date(now).toISOString(), lockReason: reason, until: null, state: 'locked' });
  return changed(world, found, now);
}

/** Lifts the locks staff or the marketplace set there; an Incorrect Pricing lock lifts by itself after 7 days (spec §4). */
export function unlockVariant(world: World, companyId: number, variantId: number, { marketplace }: UnlockBody, now: number): ToolResult {
  const found = find(world, companyId, variantId);
  if (!found) return undefined;
  const holding = found.variant.locks.filter(
    (lock) => lock.marketplace === marketplace && Date.parse(lock.lockedAt) <= now && (lock.until === null || Date.parse(lock.until) > now),
  );
  if (holding.length === 0) return refusal('variantNotLocked');
  const at = new Date(now).toISOString();
  for (const lock of holding) Object.assign(lock, { until: at, state: 'unLocked' });
  return changed(world, found, now);
}

export function blockPrice(world: World, companyId: number, variantId: number, { reason }: PriceBlockBody, now: number): ToolResult {
  const found = find(world, companyId, variantId);
  if (!found) return undefined;
  world.adminProducts.priceBlocks[priceBlockKey(companyId, variantId)] = { reason, blockedAt: new Date(now).toISOString() };
  return changed(world, found, now);
}

export function unblockPrice(world: World, companyId: number, variantId: number, now: number): ToolResult {
  const found = find(world, companyId, variantId);
  if (!found) return undefined;
  delete world.adminProducts.priceBlocks[priceBlockKey(companyId, variantId)];
  return changed(world, found, now);
}

/** Whether the seller may not change this variant's price now. */
export const isPriceBlocked = (world: World, companyId: number, variantId: number): boolean =>
  priceBlockKey(companyId, variantId) in world.adminProducts.priceBlocks;
