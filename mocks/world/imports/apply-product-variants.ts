/**
 * A product/variant import batch (spec §2): creates or updates by SKU. Rows sharing an SPU make one product: the
 * company's live product with that SPU is updated, a new SPU makes a product in the row's category, and the first row
 * of an SPU in a batch gives the product's fields (later rows must name the same category and fulfillment day). A SKU
 * of another product, or of a deleted one, is refused. The product's status follows its variants like the quick
 * edit's, and the sidebar badges follow. The same rows sent again find what the first call made and change nothing.
 */
import type { Product } from '@contract/catalog/catalog.types';
import type { ImportApplyAnswer, ImportApplyResult, ImportRowSent } from '@contract/downstream/catalog-imports';
import type { ImportReason } from '@contract/imports/import.types';
import { PRODUCT_VARIANT_HEADERS, productVariantRowProblems, type ProductVariantRow } from '@contract/imports/product-variant.rules';
import type { World } from '../world';
import type { CompanyCatalog, Taxonomy } from '../catalog/catalog-book';
import { catalogOf } from '../catalog/catalog-access';
import { syncProductCounts } from '../catalog/product-operations';
import type { Refusal } from '../refusal';
import { taxonomyOf } from '../catalog/taxonomy';
import { importBlocked } from './import-book';
import { applied, indexVariant, productDeleted, refused, skuIndex, skuTwice, type SkuIndex } from './import-catalog';
import { companyTaxClasses } from './import-templates';
import { resolveRow } from './product-variant-checks';
import { createProduct, createVariant, updateProduct, updateVariant, type WriteContext } from './product-variant-writes';

interface Batch extends WriteContext {
  taxonomy: Taxonomy;
  index: SkuIndex;
  taxClasses: string[];
  liveBySpu: Map<string, Product>;
  /** SPU → the first row of it in this batch (its product's category and fulfillment day). */
  firstRows: Map<string, ProductVariantRow>;
  seen: Set<string>;
  /** Products whose variants' statuses changed, and those with a variant made active. */
  statusMoved: Map<number, Product>;
  activated: Set<number>;
  changed: boolean;
}

function groupReasons(batch: Batch, row: ProductVariantRow, product: Product | undefined): ImportReason[] {
  const first = batch.firstRows.get(row.spu);
  const categoryId = first?.categoryId ?? product?.categoryId;
  const reasons: ImportReason[] = [];
  if (categoryId !== undefined && categoryId !== row.categoryId) {
    reasons.push({ code: 'imports.reasons.spuCategoryMismatch', column: PRODUCT_VARIANT_HEADERS.categoryId, params: { spu: row.spu, categoryId } });
  }
  if (first && first.fulfillmentDay !== row.fulfillmentDay) {
    reasons.push({ code: 'imports.reasons.fulfillmentDayConflict', column: PRODUCT_VARIANT_HEADERS.fulfillmentDay, params: { day: first.fulfillmentDay } });
  }
  return reasons;
}

/** The row's live variant, the product it belongs to (by SKU, else by SPU), and what the catalogue has against it. */
function catalogueCheck(batch: Batch, row: ProductVariantRow) {
  const existing = batch.index.live.get(row.sku);
  const product = existing?.product.spu === row.spu ? existing.product : batch.liveBySpu.get(row.spu);
  const holder = existing?.product ?? batch.index.lowerCase.get(row.sku.toLowerCase())?.product;
  const reasons: ImportReason[] = [];
  if (holder && (holder.id !== product?.id || !existing)) {
    reasons.push({ code: 'imports.reasons.skuInUse', column: PRODUCT_VARIANT_HEADERS.sku, params: { spu: holder.spu } });
  }
  reasons.push(...groupReasons(batch, row, product));
  const resolved = resolveRow(batch.taxonomy, batch.catalog, row, existing?.variant, batch.taxClasses);
  if (Array.isArray(resolved)) reasons.push(...resolved);
  return { existing, product, reasons, resolved };
}

/** A check-only row: every reason the catalogue and the taxonomy find, nothing written, its SKU not taken. */
function checkRow(batch: Batch, row: ProductVariantRow, problems: readonly ImportReason[]): ImportApplyResult {
  const reasons = [...problems, ...(batch.seen.has(row.sku) ? [skuTwice] : [])];
  const deleted = batch.index.deleted.get(row.sku);
  if (deleted) return refused([...reasons, productDeleted], deleted);
  const check = catalogueCheck(batch, row);
  return refused([...reasons, ...check.reasons], check.existing);
}

function applyRow(batch: Batch, row: ImportRowSent<ProductVariantRow>): ImportApplyResult {
  const problems = productVariantRowProblems(row);
  if (row.checkOnly) return checkRow(batch, row, problems);
  if (problems.length) return refused(problems);
  if (batch.seen.has(row.sku)) return refused([skuTwice]);
  batch.seen.add(row.sku);
  const deleted = batch.index.deleted.get(row.sku);
  if (deleted) return refused([productDeleted], deleted);
  const { existing, product, reasons, resolved } = catalogueCheck(batch, row);
  if (reasons.length || Array.isArray(resolved)) return refused(reasons, existing);

  const first = !batch.firstRows.has(row.spu);
  if (first) batch.firstRows.set(row.spu, row);
  let target = product;
  if (!target) {
    target = createProduct(batch, row, resolved);
    batch.liveBySpu.set(row.spu, target);
    batch.changed = true;
  } else if (first && updateProduct(batch, target, row, resolved)) {
    batch.changed = true;
  }
  const before = existing?.variant.status;
  let variant = existing?.variant;
  if (!variant) variant = createVariant(batch, target, row, resolved);
  if (!existing || updateVariant(batch, target, variant, row, resolved)) batch.changed = true;
  indexVariant(batch.index, variant, target);
  if (variant.status !== before) batch.statusMoved.set(target.id, target);
  if (variant.status === 'active' && before !== 'active') batch.activated.add(target.id);
  return applied({ variant, product: target });
}

/** Spec §4 via the quick edit's rule: without an active variant a product is inactive; activating one activates it. */
function followVariants(catalog: CompanyCatalog, batch: Batch): void {
  const withActive = new Set<number>();
  for (const variant of catalog.variants) if (variant.status === 'active' && batch.statusMoved.has(variant.productId)) withActive.add(variant.productId);
  for (const product of batch.statusMoved.values()) {
    const status = !withActive.has(product.id) ? 'inactive' : batch.activated.has(product.id) ? 'active' : product.status;
    if (status !== product.status) Object.assign(product, { status, updatedAt: batch.at });
  }
}

function liveProductsBySpu(catalog: CompanyCatalog): Map<string, Product> {
  const bySpu = new Map<string, Product>();
  for (const product of catalog.products) if (!product.deletedAt && !bySpu.has(product.spu)) bySpu.set(product.spu, product);
  return bySpu;
}

export function applyProductVariants(
  world: World,
  companyId: number,
  rows: readonly ImportRowSent<ProductVariantRow>[],
  now: number,
): ImportApplyAnswer | Refusal | undefined {
  const catalog = catalogOf(world, companyId);
  if (!catalog) return undefined;
  const blocked = importBlocked(world, companyId);
  if (blocked) return blocked;
  const batch: Batch = {
    world,
    catalog,
    now,
    at: new Date(now).toISOString(),
    taxonomy: taxonomyOf(world),
    index: skuIndex(catalog),
    taxClasses: companyTaxClasses(catalog),
    liveBySpu: liveProductsBySpu(catalog),
    firstRows: new Map(),
    seen: new Set(),
    statusMoved: new Map(),
    activated: new Set(),
    changed: false,
  };
  const results = rows.map((row) => applyRow(batch, row));
  if (batch.changed) {
    followVariants(catalog, batch);
    catalog.version += 1;
    syncProductCounts(world, catalog);
  }
  return { results };
}
