/**
 * Stock tools over the world (/admin/stock-tools): a company's stock per scope (every marketplace, or one it lists on),
 * zeroing one scope, and the stock file's rows. Stock is the variant's own (spec §3), so the seller's lists, quick edit
 * and stock/price screen show every change at once; each change is logged like the seller's own edits.
 */
import {
  STOCK_SAMPLE_SIZE,
  type StockPreview,
  type StockScope,
  type StockScopePreview,
  type StockZeroResult,
} from '@contract/admin-stock-tools/stock-tools.types';
import { confirmationTextOf } from '@contract/admin/typed-confirmation';
import type { ImportApplyAnswer, ImportApplyResult, ImportRowSent } from '@contract/downstream/catalog-imports';
import { schemaReasons } from '@contract/imports/import-columns';
import type { ImportReason } from '@contract/imports/import.types';
import { STOCK_BULK_HEADERS, stockBulkRowSchema, type StockBulkRow } from '@contract/imports/stock-bulk.rules';
import { MARKETPLACE_CODES } from '@contract/orders/order.query';
import { applied, checkedOnly, isFoundVariant, refused, skuIndex, variantForRow, type FoundVariant } from '../imports/import-catalog';
import { findCompany } from '../lookups';
import type { World } from '../world';
import type { CompanyCatalog } from './catalog-book';
import { catalogOf } from './catalog-access';
import { appendCatalogLog } from './product-logs';

const listedIn = (scope: StockScope) => (found: FoundVariant) => scope === 'all' || found.variant.marketplaces.some((state) => state.marketplace === scope);

const liveVariants = (catalog: CompanyCatalog): FoundVariant[] => [...skuIndex(catalog).live.values()];

function scopePreview(scope: StockScope, variants: readonly FoundVariant[]): StockScopePreview {
  const listed = variants.filter(listedIn(scope));
  const stocked = listed.filter(({ variant }) => variant.stock > 0);
  const sample = [...stocked]
    .sort((a, b) => b.variant.stock - a.variant.stock || a.variant.id - b.variant.id)
    .slice(0, STOCK_SAMPLE_SIZE)
    .map(({ variant, product }) => ({ variantId: variant.id, sku: variant.sku, productName: product.name, stock: variant.stock }));
  const elsewhere = scope === 'all' ? [] : stocked.filter(({ variant }) => variant.marketplaces.some((state) => state.marketplace !== scope));
  const units = stocked.reduce((sum, { variant }) => sum + variant.stock, 0);
  return { scope, variants: listed.length, inStock: stocked.length, units, alsoElsewhere: elsewhere.length, sample };
}

/** Every marketplace first, then each one the company's live variants are listed on; undefined for a company the world lacks. */
export function stockPreview(world: World, companyId: number): StockPreview | undefined {
  const company = findCompany(world, companyId);
  const catalog = catalogOf(world, companyId);
  if (!company || !catalog) return undefined;
  const variants = liveVariants(catalog);
  const listed = MARKETPLACE_CODES.filter((code) => variants.some(listedIn(code)));
  return {
    companyId,
    companyName: company.name,
    scopes: (['all', ...listed] as const).map((scope) => scopePreview(scope, variants)),
    confirmation: confirmationTextOf({ kind: 'name', name: company.name }),
  };
}

function setStock(world: World, catalog: CompanyCatalog, { variant, product }: FoundVariant, stock: number, now: number): boolean {
  if (variant.stock === stock) return false;
  appendCatalogLog(
    world,
    catalog,
    { type: 'variant', id: variant.id },
    `Staff stock tools: stock of ${variant.sku} sent to {marketplace}: ${variant.stock} → ${stock}.`,
    now,
  );
  variant.stock = stock;
  product.updatedAt = new Date(now).toISOString();
  return true;
}

/** Every variant of the scope with stock to 0; undefined for a company the world lacks. */
export function zeroStock(world: World, companyId: number, scope: StockScope, now: number): StockZeroResult | undefined {
  const catalog = catalogOf(world, companyId);
  if (!findCompany(world, companyId) || !catalog) return undefined;
  const result = { variants: 0, units: 0 };
  for (const found of liveVariants(catalog).filter(listedIn(scope))) {
    const before = found.variant.stock;
    if (!setStock(world, catalog, found, 0, now)) continue;
    result.variants += 1;
    result.units += before;
  }
  if (result.variants > 0) catalog.version += 1;
  return result;
}

const notListed = (row: StockBulkRow): ImportReason => ({
  code: 'imports.reasons.stockNotListed',
  column: STOCK_BULK_HEADERS.marketplace,
  params: { sku: row.sku, marketplace: row.marketplace },
});

/** The stock file's rows: each sets one variant's stock, named by company and SKU; refusals carry their reasons. */
export function applyStockBulkRows(world: World, rows: readonly ImportRowSent<StockBulkRow>[], now: number): ImportApplyAnswer {
  const seen = new Map<number, Set<string>>();
  const changed = new Set<CompanyCatalog>();
  const results = rows.map((row): ImportApplyResult => {
    const reasons = schemaReasons(stockBulkRowSchema, { stock: row.stock }, STOCK_BULK_HEADERS, { strict: true });
    const catalog = row.companyId === null || !findCompany(world, row.companyId) ? undefined : catalogOf(world, row.companyId);
    if (row.companyId !== null && !catalog)
      reasons.unshift({ code: 'imports.reasons.companyUnknown', column: STOCK_BULK_HEADERS.companyId, params: { companyId: row.companyId } });
    if (!catalog || row.companyId === null) return refused(reasons);
    const companySeen = seen.get(row.companyId) ?? new Set<string>();
    seen.set(row.companyId, companySeen);
    const found = variantForRow(skuIndex(catalog), row.sku, companySeen, !row.checkOnly && reasons.length === 0);
    if (isFoundVariant(found) && !listedIn(row.marketplace)(found)) reasons.push(notListed(row));
    if (row.checkOnly || reasons.length) return checkedOnly(reasons, found);
    if (!isFoundVariant(found)) return found;
    if (setStock(world, catalog, found, row.stock, now)) changed.add(catalog);
    return applied(found);
  });
  for (const catalog of changed) catalog.version += 1;
  return { results };
}
