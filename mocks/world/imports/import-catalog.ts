/**
 * What the import operations share over a company's catalogue: its variants by SKU (live and deleted products'), a
 * variant's current values as the BFF's limits read them, and the row outcomes.
 */
import type { Product, Variant } from '@contract/catalog/catalog.types';
import type { ImportApplyResult, ImportVariantCurrent } from '@contract/downstream/catalog-imports';
import type { ImportReason } from '@contract/imports/import.types';
import type { World } from '../world';
import type { CompanyCatalog } from '../catalog/catalog-book';
import { measureUpdatesToday } from './import-book';

export interface FoundVariant {
  variant: Variant;
  product: Product;
}

export interface SkuIndex {
  productById: Map<number, Product>;
  /** Live variants by their exact SKU. */
  live: Map<string, FoundVariant>;
  /** Variants of deleted products by their exact SKU. */
  deleted: Map<string, FoundVariant>;
  /** Every variant's SKU in lower case (SKUs are unique in a company, case aside). */
  lowerCase: Map<string, FoundVariant>;
}

const indexes = new WeakMap<CompanyCatalog, { version: number; index: SkuIndex }>();

/** Kept beside the catalogue until its version moves (a lookup and the batch that follows share one). */
export function skuIndex(catalog: CompanyCatalog): SkuIndex {
  const kept = indexes.get(catalog);
  if (kept?.version === catalog.version) return kept.index;
  const index = buildSkuIndex(catalog);
  indexes.set(catalog, { version: catalog.version, index });
  return index;
}

function buildSkuIndex(catalog: CompanyCatalog): SkuIndex {
  const productById = new Map(catalog.products.map((product) => [product.id, product]));
  const index: SkuIndex = { productById, live: new Map(), deleted: new Map(), lowerCase: new Map() };
  const add = (variant: Variant, into: Map<string, FoundVariant>) => {
    const product = productById.get(variant.productId);
    if (!product) return;
    const found = { variant, product };
    into.set(variant.sku, found);
    index.lowerCase.set(variant.sku.toLowerCase(), found);
  };
  for (const variant of catalog.deletedVariants) add(variant, index.deleted);
  for (const variant of catalog.variants) add(variant, productById.get(variant.productId)?.deletedAt ? index.deleted : index.live);
  return index;
}

/** Adds a variant written by an import to the index, so later rows of the same call see it. */
export function indexVariant(index: SkuIndex, variant: Variant, product: Product): void {
  index.productById.set(product.id, product);
  index.live.set(variant.sku, { variant, product });
  index.lowerCase.set(variant.sku.toLowerCase(), { variant, product });
}

export const syncSkuOf = (variant: Pick<Variant, 'sku' | 'extraSku'>): string => variant.extraSku || variant.sku;

export function currentOf(world: World, companyId: number, { variant, product }: FoundVariant, now: number): ImportVariantCurrent {
  return {
    sku: variant.sku,
    variantId: variant.id,
    productId: product.id,
    productName: product.name,
    syncSku: syncSkuOf(variant),
    price: variant.price,
    retailPrice: variant.retailPrice,
    stock: variant.stock,
    fulfillmentDay: product.fulfillmentDay,
    deci: variant.deci,
    weightGrams: variant.weightGrams,
    heightMm: variant.heightMm,
    widthMm: variant.widthMm,
    lengthMm: variant.lengthMm,
    measureUpdatesToday: measureUpdatesToday(world, companyId, variant.id, now),
  };
}

export function applied({ variant, product }: FoundVariant): ImportApplyResult {
  return { ok: true, productId: product.id, variantId: variant.id, productName: product.name, syncSku: syncSkuOf(variant) };
}

export function refused(reasons: ImportReason[], found?: FoundVariant): ImportApplyResult {
  if (!found) return { ok: false, reasons };
  return { ok: false, reasons, productId: found.product.id, productName: found.product.name, syncSku: syncSkuOf(found.variant) };
}

export const SKU_COLUMN = 'SKU';
export const skuUnknown: ImportReason = { code: 'imports.reasons.skuUnknown', column: SKU_COLUMN };
export const skuTwice: ImportReason = { code: 'imports.reasons.skuTwice', column: SKU_COLUMN };
export const productDeleted: ImportReason = { code: 'imports.reasons.productDeleted', column: SKU_COLUMN };

/**
 * The row's variant by SKU for stock/price and fulfillment-day rows: unknown, twice in the call, or a deleted product's.
 * A row that is only checked (`reserve` false) does not take its SKU.
 */
export function variantForRow(index: SkuIndex, sku: string, seen: Set<string>, reserve = true): FoundVariant | ImportApplyResult {
  if (seen.has(sku)) return refused([skuTwice]);
  if (reserve) seen.add(sku);
  const found = index.live.get(sku);
  if (found) return found;
  const deleted = index.deleted.get(sku);
  return deleted ? refused([productDeleted], deleted) : refused([skuUnknown]);
}

export const isFoundVariant = (value: FoundVariant | ImportApplyResult): value is FoundVariant => 'variant' in value;

/** A check-only row's outcome (contract/downstream/catalog-imports.ts ImportRowSent): its reasons, perhaps none, never applied. */
export function checkedOnly(reasons: readonly ImportReason[], found: FoundVariant | ImportApplyResult): ImportApplyResult {
  if (isFoundVariant(found)) return refused([...reasons], found);
  return found.ok ? refused([...reasons]) : { ...found, reasons: [...reasons, ...found.reasons] };
}
