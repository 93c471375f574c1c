/**
 * The marketplace-products lookup index over a company's catalogue, built lazily and kept beside it (not in the
 * JSON-safe world) until the catalogue's version moves: one row per variant and marketplace state (variants of a deleted
 * or unknown product have none), in flat typed arrays, and row orders per sort field.
 */
import { MARKETPLACE_VARIANT_STATUSES, type MarketplaceVariantStatus, type Product } from '@contract/catalog/catalog.types';
import type { MpProductSortField } from '@contract/catalog/mp-product.query';
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import { MARKETPLACE_CODES } from '@contract/orders/order.query';
import { foldText } from '@contract/text-search';
import type { CompanyCatalog } from './catalog-book';

export interface MpProductIndex {
  version: number;
  /** Per row: the variant's position in catalog.variants and the state's position in variant.marketplaces. */
  rowVariant: Int32Array;
  rowState: Int8Array;
  /** Per row: MARKETPLACE_CODES and MARKETPLACE_VARIANT_STATUSES positions of the stored state. */
  rowMarket: Int8Array;
  rowStatus: Int8Array;
  /** Per variant position: its first row; the rows of variant `at` are firstRow[at] up to firstRow[at + 1]. */
  firstRow: Int32Array;
  /** Per variant: its SKU through foldText (what the SKU filter is matched against). */
  lowerSku: string[];
  variantAtSku: Map<string, number>;
  /** Positions of variants that carry locks of their own (their states are read through variantView). */
  withStoredLocks: Int32Array;
  productById: Map<number, Product>;
  /** Row positions in ascending order of each sort field asked so far. */
  orders: Map<MpProductSortField, Int32Array>;
}

const indexes = new WeakMap<CompanyCatalog, MpProductIndex>();

export const marketIndex = (code: MarketplaceCode) => MARKETPLACE_CODES.indexOf(code);
export const statusIndex = (status: MarketplaceVariantStatus) => MARKETPLACE_VARIANT_STATUSES.indexOf(status);

function build(catalog: CompanyCatalog): MpProductIndex {
  const productById = new Map(catalog.products.map((product) => [product.id, product]));
  const live = catalog.variants.map((variant) => productById.get(variant.productId)?.deletedAt === null);
  const total = catalog.variants.reduce((sum, variant, at) => sum + (live[at] ? variant.marketplaces.length : 0), 0);
  const index: MpProductIndex = {
    version: catalog.version,
    rowVariant: new Int32Array(total),
    rowState: new Int8Array(total),
    rowMarket: new Int8Array(total),
    rowStatus: new Int8Array(total),
    firstRow: new Int32Array(catalog.variants.length + 1),
    lowerSku: catalog.variants.map((variant) => foldText(variant.sku)),
    variantAtSku: new Map(catalog.variants.map((variant, at) => [variant.sku, at])),
    withStoredLocks: Int32Array.from(catalog.variants.flatMap((variant, at) => (live[at] && variant.locks.length > 0 ? [at] : []))),
    productById,
    orders: new Map(),
  };
  let row = 0;
  catalog.variants.forEach((variant, at) => {
    index.firstRow[at] = row;
    if (!live[at]) return;
    variant.marketplaces.forEach((state, stateAt) => {
      index.rowVariant[row] = at;
      index.rowState[row] = stateAt;
      index.rowMarket[row] = marketIndex(state.marketplace);
      index.rowStatus[row] = statusIndex(state.status);
      row += 1;
    });
  });
  index.firstRow[catalog.variants.length] = row;
  return index;
}

export function mpProductIndex(catalog: CompanyCatalog): MpProductIndex {
  const current = indexes.get(catalog);
  if (current && current.version === catalog.version) return current;
  const fresh = build(catalog);
  indexes.set(catalog, fresh);
  return fresh;
}

/** Sorts positions by their keys (ties by position, so the order is stable). */
function sortedPositions(keys: readonly (string | number)[]): Int32Array {
  const positions = Array.from({ length: keys.length }, (_, at) => at);
  positions.sort((a, b) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : a - b));
  return Int32Array.from(positions);
}

/** Rows in variant order, each variant's states in their own order. */
function expandVariants(index: MpProductIndex, variantOrder: Int32Array): Int32Array {
  const rows = new Int32Array(index.rowVariant.length);
  let next = 0;
  for (const at of variantOrder) for (let row = index.firstRow[at]!; row < index.firstRow[at + 1]!; row += 1) rows[next++] = row;
  return rows;
}

/** Row positions in ascending order of `field`, cached until the catalogue changes. */
export function rowOrder(catalog: CompanyCatalog, index: MpProductIndex, field: MpProductSortField): Int32Array {
  const cached = index.orders.get(field);
  if (cached) return cached;
  const { variants } = catalog;
  let order: Int32Array;
  if (field === 'sku') order = expandVariants(index, sortedPositions(variants.map((variant) => variant.sku)));
  else if (field === 'productId') order = expandVariants(index, sortedPositions(variants.map((variant) => variant.productId)));
  else {
    const value =
      field === 'price'
        ? (row: number) => variants[index.rowVariant[row]!]!.marketplaces[index.rowState[row]!]!.price
        : (row: number) => variants[index.rowVariant[row]!]!.marketplaces[index.rowState[row]!]!.lastSyncAt ?? '';
    order = sortedPositions(Array.from(index.rowVariant, (_, row) => value(row)));
  }
  index.orders.set(field, order);
  return order;
}
