/**
 * The writes of a product/variant import row: a product made or updated from the first row of its SPU, a variant made
 * or updated from its row. Each logs per marketplace and counts today's price and measure changes; a write that
 * changes nothing does nothing (and answers false), so a batch sent again is harmless.
 */
import type { Product, ProductImage, Variant, VariantMarketplaceState } from '@contract/catalog/catalog.types';
import { ownNames } from '@contract/catalog/category.rules';
import { changedMeasures, type ProductVariantRow } from '@contract/imports/product-variant.rules';
import { priceChanges } from '@contract/imports/stock-price.rules';
import type { World } from '../world';
import type { CompanyCatalog } from '../catalog/catalog-book';
import { appendCatalogLog } from '../catalog/product-logs';
import { marketplacePrice } from '../catalog/product-variant-operations';
import { countMeasureUpdate, countPriceUpdate } from './import-book';
import type { ResolvedRow } from './product-variant-checks';

export interface WriteContext {
  world: World;
  catalog: CompanyCatalog;
  now: number;
  at: string;
}

function productFields(row: ProductVariantRow, resolved: ResolvedRow) {
  return {
    name: row.productName,
    description: row.productDescription,
    categoryId: resolved.category.id,
    categoryName: ownNames(resolved.category),
    brandId: resolved.brand.id,
    brandName: resolved.brand.name,
    guaranteeMonths: row.guaranteeMonths,
    taxClass: resolved.taxClass,
    fulfillmentDay: row.fulfillmentDay,
  };
}

const differs = <T extends object>(target: T, fields: Partial<T>) =>
  (Object.keys(fields) as (keyof T)[]).some((key) => JSON.stringify(target[key]) !== JSON.stringify(fields[key]));

/** A new product, inactive until one of its variants is active (the caller makes its status follow them). */
export function createProduct({ world, catalog, now, at }: WriteContext, row: ProductVariantRow, resolved: ResolvedRow): Product {
  const product: Product = {
    id: catalog.nextProductId,
    companyId: catalog.companyId,
    spu: row.spu,
    ...productFields(row, resolved),
    status: 'inactive',
    currency: catalog.currency,
    translations: [],
    createdAt: at,
    updatedAt: at,
    deletedAt: null,
  };
  catalog.nextProductId += 1;
  catalog.products.push(product);
  appendCatalogLog(world, catalog, { type: 'product', id: product.id }, `Product ${product.spu} created by import and sent to {marketplace}.`, now);
  return product;
}

export function updateProduct({ world, catalog, now, at }: WriteContext, product: Product, row: ProductVariantRow, resolved: ResolvedRow): boolean {
  const fields = productFields(row, resolved);
  if (!differs(product, fields)) return false;
  Object.assign(product, fields, { updatedAt: at });
  appendCatalogLog(world, catalog, { type: 'product', id: product.id }, `Product ${product.spu} updated by import and sent to {marketplace}.`, now);
  return true;
}

function imageOf(url: string): ProductImage {
  const fileName = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '') || 'image';
  return { url, fileName, sizeBytes: 0 };
}

/** The fields an update keeps: those whose cells were empty (a new variant keeps nothing). */
const keptOf = (row: ProductVariantRow, variant: Variant | undefined) => new Set(variant ? (row.keep ?? []) : []);

/** The row's images, the variant's own for a half the row keeps (a main image named alone keeps the extras). */
function imagesFor(row: ProductVariantRow, variant: Variant | undefined): Pick<Variant, 'defaultImage' | 'extraImages'> {
  const kept = keptOf(row, variant);
  const known = new Map([variant?.defaultImage ?? null, ...(variant?.extraImages ?? [])].filter((image) => image !== null).map((image) => [image.url, image]));
  const imageFor = (url: string) => known.get(url) ?? imageOf(url);
  const [first, ...rest] = row.imageUrls;
  const defaultImage = kept.has('defaultImage') ? (variant?.defaultImage ?? null) : first ? imageFor(first) : null;
  const extraImages = kept.has('extraImages') ? (variant?.extraImages ?? []).filter((image) => image.url !== defaultImage?.url) : rest.map(imageFor);
  return { defaultImage, extraImages };
}

function variantFields(row: ProductVariantRow, resolved: ResolvedRow, variant?: Variant) {
  const kept = keptOf(row, variant);
  const keepOr = <K extends 'extraSku' | 'gtin' | 'description' | 'status'>(key: K, value: Variant[K]): Variant[K] =>
    variant && kept.has(key) ? variant[key] : value;
  return {
    name: row.variantName,
    sku: row.sku,
    extraSku: keepOr('extraSku', row.extraSku || null),
    price: row.price,
    retailPrice: row.retailPrice,
    stock: row.stock,
    barcode: row.barcode,
    hsCode: row.hsCode,
    countryOfOrigin: row.countryOfOrigin,
    gtin: keepOr('gtin', row.gtin || null),
    description: keepOr('description', row.description),
    status: keepOr('status', row.status),
    deci: row.deci,
    weightGrams: row.weightGrams,
    heightMm: row.heightMm,
    widthMm: row.widthMm,
    lengthMm: row.lengthMm,
    attributes: resolved.attributes,
  };
}

/** A new variant, listed on every enabled marketplace: in review where its category is crossed, else processing. */
export function createVariant({ world, catalog, now, at }: WriteContext, product: Product, row: ProductVariantRow, resolved: ResolvedRow): Variant {
  const crossed = new Set(resolved.category.crossings.filter((crossing) => crossing.status === 'crossed').map((crossing) => crossing.marketplace));
  const marketplaces = catalog.settings
    .filter((setting) => setting.enabled)
    .map((setting): VariantMarketplaceState => ({
      marketplace: setting.marketplace,
      status: crossed.has(setting.marketplace) ? 'review' : 'processing',
      ...marketplacePrice(world, catalog, row.price, setting),
      remoteId: null,
      lastSyncAt: at,
      message: null,
    }));
  const variant: Variant = {
    id: catalog.nextVariantId,
    productId: product.id,
    ...variantFields(row, resolved),
    locks: [],
    ...imagesFor(row, undefined),
    translations: [],
    marketplaces,
  };
  catalog.nextVariantId += 1;
  catalog.variants.push(variant);
  product.updatedAt = at;
  appendCatalogLog(world, catalog, { type: 'variant', id: variant.id }, `Variant ${variant.sku} created by import and sent to {marketplace}.`, now);
  return variant;
}

export function updateVariant(
  { world, catalog, now, at }: WriteContext,
  product: Product,
  variant: Variant,
  row: ProductVariantRow,
  resolved: ResolvedRow,
): boolean {
  const fields = { ...variantFields(row, resolved, variant), ...imagesFor(row, variant) };
  if (!differs(variant, fields)) return false;
  if (changedMeasures(row, variant).length > 0) countMeasureUpdate(world, catalog.companyId, variant.id, now);
  if (priceChanges(row, variant)) {
    countPriceUpdate(world, catalog.companyId, now);
    variant.marketplaces = variant.marketplaces.map((state) => ({ ...state, ...marketplacePrice(world, catalog, row.price, state), lastSyncAt: at }));
  }
  Object.assign(variant, fields);
  product.updatedAt = at;
  appendCatalogLog(world, catalog, { type: 'variant', id: variant.id }, `Variant ${variant.sku} updated by import and sent to {marketplace}.`, now);
  return true;
}
