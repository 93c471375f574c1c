/**
 * The All Products bulk save: every row checked with the shared schema and against the catalogue first; nothing is
 * saved while any row fails, and the answer names every failing row's problems (`variants[<index>].<field>`). Then the
 * rows are written, each changed variant gets a marketplace log, and the product's status follows its variants.
 */
import { fieldErrors } from '@contract/auth/auth.schemas';
import { quickEditSchema, type QuickEditVariant } from '@contract/catalog/catalog.schemas';
import type { Product, Variant } from '@contract/catalog/catalog.types';
import { quickEditField, type QuickEditAnswer } from '@contract/catalog/variant.api';
import type { World } from '../world';
import type { CompanyCatalog } from './catalog-book';
import { catalogOf } from './catalog-access';
import { appendCatalogLog } from './product-logs';
import { syncProductCounts } from './product-operations';
import { markSyncPending } from '../price-stock-sync/sync-book';
import { refusal, type Refusal } from '../refusal';
import { variantIndex, type VariantIndex } from './variant-index';
import { countPriceUpdate } from '../imports/import-book';
import { toVariantRow } from './variant-list';
import { priceStepKey } from './price-step';
import { isPriceBlocked } from './admin-products-tools';

/** Why a row's variant cannot be edited here, or null when it can. */
function rowProblem(index: VariantIndex, catalog: CompanyCatalog, id: number): string | null {
  const at = index.variantAt.get(id);
  if (at === undefined) return index.deletedVariantIds.has(id) ? 'errors.productDeleted' : 'validation.variantUnknown';
  return index.productById.get(catalog.variants[at]!.productId)?.deletedAt ? 'errors.productDeleted' : null;
}

/** `priceBlocked`: staff blocked the variant's price (admin-products-tools.ts); a change of it is refused. */
function problemsOf(
  index: VariantIndex,
  catalog: CompanyCatalog,
  rows: readonly QuickEditVariant[],
  priceBlocked: (id: number) => boolean,
): Record<string, string> {
  const fields: Record<string, string> = {};
  const seen = new Set<number>();
  rows.forEach((row, at) => {
    const problem = seen.has(row.id) ? 'validation.variantTwice' : rowProblem(index, catalog, row.id);
    if (problem) fields[quickEditField(at, 'id')] = problem;
    const price = problem ? null : catalog.variants[index.variantAt.get(row.id)!]!.price;
    const blocked = price !== null && price !== row.price && priceBlocked(row.id);
    const step = price === null || blocked ? null : priceStepKey(price, row.price);
    if (blocked) fields[quickEditField(at, 'price')] = 'errors.variantPriceBlocked';
    else if (step) fields[quickEditField(at, 'price')] = step;
    seen.add(row.id);
  });
  return fields;
}

function changeText(variant: Variant, row: QuickEditVariant): string | null {
  const parts: string[] = [];
  if (variant.price !== row.price) parts.push(`price ${variant.price} → ${row.price}`);
  if (variant.retailPrice !== row.retailPrice) parts.push(`retail price ${variant.retailPrice} → ${row.retailPrice}`);
  if (variant.stock !== row.stock) parts.push(`stock ${variant.stock} → ${row.stock}`);
  if (variant.status !== row.status) parts.push(`status ${variant.status} → ${row.status}`);
  return parts.length ? `Quick edit of ${variant.sku} sent to {marketplace}: ${parts.join(', ')}.` : null;
}

/**
 * A product is on sale through its variants: one left without an active variant becomes inactive, and activating a
 * variant of an inactive product activates the product (so the All Products badge follows the grid).
 */
function followVariants(catalog: CompanyCatalog, products: ReadonlyMap<number, Product>, activated: ReadonlySet<number>, at: string): void {
  const withActive = new Set<number>();
  for (const variant of catalog.variants) if (variant.status === 'active' && products.has(variant.productId)) withActive.add(variant.productId);
  for (const product of products.values()) {
    const status = !withActive.has(product.id) ? 'inactive' : activated.has(product.id) ? 'active' : product.status;
    if (status !== product.status) Object.assign(product, { status, updatedAt: at });
  }
}

export function quickEditVariants(world: World, companyId: number, body: unknown, now: number): QuickEditAnswer | Refusal | undefined {
  const catalog = catalogOf(world, companyId);
  if (!catalog) return undefined;
  const schemaProblems = fieldErrors(quickEditSchema, body);
  if (schemaProblems) return refusal('validation', schemaProblems);
  const rows = quickEditSchema.cast(body, { stripUnknown: true }).variants;
  const index = variantIndex(catalog);
  const problems = problemsOf(index, catalog, rows, (id) => isPriceBlocked(world, companyId, id));
  if (Object.keys(problems).length > 0) return refusal('validation', problems);

  const at = new Date(now).toISOString();
  // Only a change of a variant's status moves its product's: a price or stock edit leaves the product as it is.
  const statusChanged = new Map<number, Product>();
  const activated = new Set<number>();
  let saved = 0;
  for (const row of rows) {
    const variant = catalog.variants[index.variantAt.get(row.id)!]!;
    const text = changeText(variant, row);
    if (!text) continue;
    const product = index.productById.get(variant.productId)!;
    if (row.status !== variant.status) statusChanged.set(product.id, product);
    if (row.status === 'active' && variant.status !== 'active') activated.add(product.id);
    if (row.price !== variant.price || row.retailPrice !== variant.retailPrice) countPriceUpdate(world, companyId, now);
    markSyncPending(world, catalog, variant, row);
    Object.assign(variant, { price: row.price, retailPrice: row.retailPrice, stock: row.stock, status: row.status });
    appendCatalogLog(world, catalog, { type: 'variant', id: variant.id }, text, now);
    product.updatedAt = at;
    saved += 1;
  }
  if (saved > 0) {
    followVariants(catalog, statusChanged, activated, at);
    catalog.version += 1;
    syncProductCounts(world, catalog);
  }
  const fresh = variantIndex(catalog);
  const items = rows.map((row) => {
    const variant = catalog.variants[fresh.variantAt.get(row.id)!]!;
    return toVariantRow(world, companyId, variant, fresh.productById.get(variant.productId)!, now);
  });
  return { saved, items };
}
