/**
 * The product/variant import (spec §2 Excel Product/Variant Import, §3 Product and Variant, §5 product, variant and
 * price-import rules): its columns, a row read from cells and checked with product edit's own schemas, and the §5
 * measure limits that need the variant's current values. One row is one variant; rows sharing an SPU make one product.
 * The category's attributes are further columns named after them (`Colour *` for a mandatory one). Pure: the BFF and the
 * sandbox call these.
 */
import { IMAGE_MAX_EXTRA } from '../catalog/catalog.rules';
import { productBasicSchema, variantSchema } from '../catalog/catalog.schemas';
import { CATALOG_STATUSES, type CatalogStatus } from '../catalog/catalog.types';
import type { ImportVariantCurrent } from '../downstream/catalog-imports';
import {
  cellText,
  headerKey,
  headersOf,
  numberCells,
  numberOrZero,
  schemaReasons,
  type CellValue,
  type HeaderMatch,
  type ImportColumn,
} from './import-columns';
import type { ImportLimits, ImportReason } from './import.types';
import { cannotClear, imageCell, isClearMarker, KEPT_FIELDS, type KeptField } from './optional-cells';

export type ProductVariantKey =
  | 'categoryId'
  | 'spu'
  | 'productName'
  | 'productDescription'
  | 'brandName'
  | 'guaranteeMonths'
  | 'taxClass'
  | 'fulfillmentDay'
  | 'sku'
  | 'extraSku'
  | 'variantName'
  | 'barcode'
  | 'price'
  | 'retailPrice'
  | 'stock'
  | 'deci'
  | 'weightGrams'
  | 'heightMm'
  | 'widthMm'
  | 'lengthMm'
  | 'hsCode'
  | 'countryOfOrigin'
  | 'gtin'
  | 'description'
  | 'imageUrls'
  | 'status';

/** The columns CLEAR_MARKER may empty (an optional attribute's too, which the catalogue knows). */
export const CLEARABLE_KEYS: ReadonlySet<ProductVariantKey> = new Set(['extraSku', 'gtin', 'imageUrls']);

/** The first alias is the Turkish header. */
const column = (key: ProductVariantKey, header: string, [tr, ...aliases]: string[], required = true): ImportColumn<ProductVariantKey> => ({
  key,
  header,
  tr: tr ?? header,
  aliases,
  required,
});

/** Extra SKU, GTIN, Variant Description, images and Status may be left empty (optional-cells.ts says what that does). */
export const PRODUCT_VARIANT_COLUMNS: readonly ImportColumn<ProductVariantKey>[] = [
  column('categoryId', 'Category ID', ['Kategori ID', 'Kategori No']),
  column('spu', 'SPU', ['Ürün Grup Kodu', 'SPU Kodu']),
  column('productName', 'Product Name', ['Ürün Adı']),
  column('productDescription', 'Product Description', ['Ürün Açıklaması']),
  column('brandName', 'Brand', ['Marka']),
  column('guaranteeMonths', 'Guarantee (months)', ['Garanti (Ay)', 'Guarantee', 'Garanti']),
  column('taxClass', 'Tax Class', ['Vergi Sınıfı', 'KDV Oranı']),
  column('fulfillmentDay', 'Fulfillment Day', ['Hazırlık Süresi', 'Kargoya Veriliş Süresi']),
  column('sku', 'SKU', ['SKU', 'Stok Kodu']),
  column('extraSku', 'Extra SKU', ['Ek SKU', 'Ek Stok Kodu'], false),
  column('variantName', 'Variant Name', ['Varyant Adı']),
  column('barcode', 'Barcode', ['Barkod']),
  column('price', 'Price', ['Fiyat', 'Satış Fiyatı']),
  column('retailPrice', 'Retail Price', ['Piyasa Fiyatı', 'Liste Fiyatı']),
  column('stock', 'Stock', ['Stok']),
  column('deci', 'Deci', ['Desi']),
  column('weightGrams', 'Weight (g)', ['Ağırlık (g)', 'Ağırlık (gr)']),
  column('heightMm', 'Height (mm)', ['Yükseklik (mm)']),
  column('widthMm', 'Width (mm)', ['Genişlik (mm)']),
  column('lengthMm', 'Length (mm)', ['Uzunluk (mm)']),
  column('hsCode', 'HS Code', ['GTİP', 'GTİP Kodu']),
  column('countryOfOrigin', 'Country of Origin', ['Menşei Ülke', 'Menşe Ülkesi']),
  column('gtin', 'GTIN', [], false),
  column('description', 'Variant Description', ['Varyant Açıklaması'], false),
  column('imageUrls', 'Image URL(s) (comma separated)', ['Görsel URL(ler) (virgülle ayrılmış)', 'Image URLs', 'Images', 'Görsel URL', 'Görseller'], false),
  column('status', 'Status', ['Durum'], false),
];

export const PRODUCT_VARIANT_HEADERS = headersOf(PRODUCT_VARIANT_COLUMNS);

export interface ProductVariantRow {
  categoryId: number;
  spu: string;
  productName: string;
  productDescription: string;
  brandName: string;
  guaranteeMonths: number;
  taxClass: string;
  fulfillmentDay: number;
  sku: string;
  extraSku: string | null;
  variantName: string;
  barcode: string;
  price: number;
  retailPrice: number;
  stock: number;
  deci: number;
  weightGrams: number;
  heightMm: number;
  widthMm: number;
  lengthMm: number;
  hsCode: string;
  countryOfOrigin: string;
  gtin: string | null;
  description: string;
  imageUrls: string[];
  status: CatalogStatus;
  /**
   * The category attributes the row names, by the attribute's name: an empty value clears it (CLEAR_MARKER); empty
   * cells are left out, so the variant keeps its value.
   */
  attributes: { name: string; value: string }[];
  /** The optional fields whose cells were empty: an update keeps the variant's value (a new variant takes the row's). */
  keep?: KeptField[];
}

/** A column of the file that is none of PRODUCT_VARIANT_COLUMNS: a category attribute, named by its header. */
export interface AttributeColumn {
  name: string;
  at: number;
}

/** Every other non-empty header of the row is an attribute (`Colour *` names Colour). */
export function attributeColumnsOf(headerRow: readonly CellValue[], match: HeaderMatch<ProductVariantKey>): AttributeColumn[] {
  const known = new Set(Object.values(match.at));
  return headerRow.flatMap((cell, at) => {
    const name = cellText(cell)
      .replace(/\s*\*+\s*$/, '')
      .trim();
    return known.has(at) || !headerKey(name) ? [] : [{ name, at }];
  });
}

/** The two halves of a row as product edit's schemas see them, and the header of each field. */
const productPart = productBasicSchema.pick(['categoryId', 'spu', 'name', 'description', 'guaranteeMonths', 'taxClass', 'fulfillmentDay']);
const variantPart = variantSchema.omit(['attributes', 'translations']);
const PRODUCT_FIELD_KEYS: Record<string, ProductVariantKey> = {
  categoryId: 'categoryId',
  spu: 'spu',
  name: 'productName',
  description: 'productDescription',
  guaranteeMonths: 'guaranteeMonths',
  taxClass: 'taxClass',
  fulfillmentDay: 'fulfillmentDay',
};
const VARIANT_FIELD_KEYS: Record<string, ProductVariantKey> = {
  name: 'variantName',
  sku: 'sku',
  extraSku: 'extraSku',
  price: 'price',
  retailPrice: 'retailPrice',
  stock: 'stock',
  barcode: 'barcode',
  hsCode: 'hsCode',
  countryOfOrigin: 'countryOfOrigin',
  gtin: 'gtin',
  description: 'description',
  status: 'status',
  deci: 'deci',
  weightGrams: 'weightGrams',
  heightMm: 'heightMm',
  widthMm: 'widthMm',
  lengthMm: 'lengthMm',
};
const fieldHeadersOf = (keys: Record<string, ProductVariantKey>) =>
  Object.fromEntries(Object.entries(keys).map(([field, key]) => [field, PRODUCT_VARIANT_HEADERS[key]]));
const PRODUCT_HEADERS = fieldHeadersOf(PRODUCT_FIELD_KEYS);
const VARIANT_HEADERS = fieldHeadersOf(VARIANT_FIELD_KEYS);
/** A row as typed, or as read from cells (text where a number was wanted, undefined for an empty cell). */
type RowCandidate = { readonly [K in Exclude<ProductVariantKey, 'imageUrls'>]?: unknown } & Pick<ProductVariantRow, 'imageUrls' | 'attributes'>;
const pickFields = (candidate: RowCandidate, keys: Record<string, ProductVariantKey>) =>
  Object.fromEntries(Object.entries(keys).map(([field, key]) => [field, candidate[key]]));

export const IMPORT_IMAGE_MAX = 1 + IMAGE_MAX_EXTRA;
const ATTRIBUTE_VALUE_MAX = 200;

function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function imageReasons(urls: readonly string[]): ImportReason[] {
  const column = PRODUCT_VARIANT_HEADERS.imageUrls;
  const reasons: ImportReason[] = urls.filter((url) => !isWebAddress(url)).map((url) => ({ code: 'imports.reasons.imageUrl', column, params: { url } }));
  if (urls.length > IMPORT_IMAGE_MAX) reasons.push({ code: 'imports.reasons.tooManyImages', column, params: { max: IMPORT_IMAGE_MAX } });
  return reasons;
}

/**
 * Every reason a row (typed, or as read from cells with text where a number was wanted) breaks product edit's
 * schemas, the brand's presence, the image addresses and the attribute values' length.
 */
export function productVariantRowProblems(candidate: RowCandidate): ImportReason[] {
  const reasons = [
    ...schemaReasons(productPart, pickFields(candidate, PRODUCT_FIELD_KEYS), PRODUCT_HEADERS),
    ...schemaReasons(variantPart, pickFields(candidate, VARIANT_FIELD_KEYS), VARIANT_HEADERS),
  ];
  if (typeof candidate.brandName !== 'string' || !candidate.brandName.trim())
    reasons.push({ code: 'validation.required', column: PRODUCT_VARIANT_HEADERS.brandName });
  reasons.push(...imageReasons(candidate.imageUrls));
  for (const attribute of candidate.attributes) {
    if (attribute.value.length > ATTRIBUTE_VALUE_MAX) reasons.push({ code: 'validation.textTooLong', column: attribute.name });
  }
  return reasons;
}

const NUMBER_KEYS = [
  'categoryId',
  'guaranteeMonths',
  'fulfillmentDay',
  'price',
  'retailPrice',
  'stock',
  'deci',
  'weightGrams',
  'heightMm',
  'widthMm',
  'lengthMm',
] as const;
type NumberKey = (typeof NUMBER_KEYS)[number];

const STATUS_WORDS: Readonly<Record<string, CatalogStatus>> = {
  '': 'active',
  active: 'active',
  aktif: 'active',
  inactive: 'inactive',
  passive: 'inactive',
  pasif: 'inactive',
};

/** A row's cells as product edit's schemas see them (text where a number was wanted, undefined for an empty cell). */
function candidateOf(cells: readonly CellValue[], match: HeaderMatch<ProductVariantKey>, attributeColumns: readonly AttributeColumn[]) {
  const cell = (key: ProductVariantKey) => cells[match.at[key] ?? -1];
  const text = (key: ProductVariantKey) => cellText(cell(key));
  const numbers = numberCells(NUMBER_KEYS, cell, PRODUCT_VARIANT_HEADERS);
  const numberOf = (key: NumberKey) => numbers.values[key];
  const orNull = (key: ProductVariantKey) => (isClearMarker(cell(key)) ? null : text(key) || null);
  const unclearable = PRODUCT_VARIANT_COLUMNS.filter(({ key }) => !CLEARABLE_KEYS.has(key) && isClearMarker(cell(key))).map(({ key }) => key);
  const empty = (key: ProductVariantKey) => text(key) === '';
  const images = imageCell(text('imageUrls'));
  const kept = new Set<KeptField>([...(['extraSku', 'gtin', 'description', 'status'] as const).filter(empty), ...images.keep]);
  const status = isClearMarker(cell('status')) ? 'active' : STATUS_WORDS[headerKey(text('status'))];
  const candidate = {
    categoryId: numberOf('categoryId'),
    spu: text('spu'),
    productName: text('productName'),
    productDescription: text('productDescription'),
    brandName: text('brandName'),
    guaranteeMonths: numberOf('guaranteeMonths'),
    taxClass: text('taxClass'),
    fulfillmentDay: numberOf('fulfillmentDay'),
    sku: text('sku'),
    extraSku: orNull('extraSku'),
    variantName: text('variantName'),
    barcode: text('barcode'),
    price: numberOf('price'),
    retailPrice: numberOf('retailPrice'),
    stock: numberOf('stock'),
    deci: numberOf('deci'),
    weightGrams: numberOf('weightGrams'),
    heightMm: numberOf('heightMm'),
    widthMm: numberOf('widthMm'),
    lengthMm: numberOf('lengthMm'),
    hsCode: text('hsCode'),
    countryOfOrigin: text('countryOfOrigin').toUpperCase(),
    gtin: orNull('gtin'),
    description: text('description') || text('productDescription'),
    imageUrls: images.urls,
    status: status ?? 'active',
    attributes: attributeColumns.flatMap(({ name, at }) => {
      const value = cellText(cells[at]);
      return value === '' ? [] : [{ name, value: isClearMarker(value) ? '' : value }];
    }),
    keep: KEPT_FIELDS.filter((field) => kept.has(field)),
  };
  return { candidate, numbers, statusKnown: status !== undefined, statusText: text('status'), unclearable };
}

/** A sheet row as a product/variant row, or every reason it cannot be one. */
export function readProductVariantRow(
  cells: readonly CellValue[],
  match: HeaderMatch<ProductVariantKey>,
  attributeColumns: readonly AttributeColumn[],
): { row: ProductVariantRow } | { reasons: ImportReason[] } {
  const { candidate, numbers, statusKnown, statusText, unclearable } = candidateOf(cells, match, attributeColumns);
  const marked = new Set(unclearable.map((key) => PRODUCT_VARIANT_HEADERS[key]));
  const reasons = [
    ...numbers.merge(productVariantRowProblems(candidate)).filter((reason) => !marked.has(reason.column ?? '')),
    ...[...marked].map(cannotClear),
  ];
  if (!statusKnown) reasons.push({ code: 'imports.reasons.statusUnknown', column: PRODUCT_VARIANT_HEADERS.status, params: { value: statusText } });
  if (reasons.length) return { reasons };
  return { row: { ...candidate, ...Object.fromEntries(NUMBER_KEYS.map((key) => [key, Number(candidate[key])])) } as ProductVariantRow };
}

/** What a refused row's cells still say (a number that cannot be read is 0), for the catalogue's checks of its other columns. */
export function partialProductVariantRow(
  cells: readonly CellValue[],
  match: HeaderMatch<ProductVariantKey>,
  attributeColumns: readonly AttributeColumn[],
): ProductVariantRow {
  const { candidate } = candidateOf(cells, match, attributeColumns);
  return { ...candidate, ...Object.fromEntries(NUMBER_KEYS.map((key) => [key, numberOrZero(candidate[key])])) } as ProductVariantRow;
}

/** Weight, deci and the dimensions: what spec §5 limits per day and per change. */
export const MEASURE_KEYS = ['deci', 'weightGrams', 'heightMm', 'widthMm', 'lengthMm'] as const;
export type MeasureKey = (typeof MEASURE_KEYS)[number];

export function changedMeasures(row: Pick<ProductVariantRow, MeasureKey>, current: Pick<ImportVariantCurrent, MeasureKey>): MeasureKey[] {
  return MEASURE_KEYS.filter((key) => row[key] !== current[key]);
}

/**
 * Spec §5: a variant's weight, deci and dimensions change at most `measureUpdatesPerDay` times a day, and a value
 * at most to `maxMeasureMultiple` times its current one at once (a value of 0 may take any size).
 */
export function measureLimitReasons(row: Pick<ProductVariantRow, MeasureKey>, current: ImportVariantCurrent, limits: ImportLimits): ImportReason[] {
  const changed = changedMeasures(row, current);
  if (changed.length === 0) return [];
  const reasons: ImportReason[] = [];
  if (current.measureUpdatesToday >= limits.measureUpdatesPerDay) {
    reasons.push({ code: 'imports.reasons.measureTooManyUpdates', column: PRODUCT_VARIANT_HEADERS[changed[0]!], params: { max: limits.measureUpdatesPerDay } });
  }
  for (const key of changed) {
    if (current[key] > 0 && row[key] > current[key] * limits.maxMeasureMultiple) {
      reasons.push({
        code: 'imports.reasons.measureRiseTooLarge',
        column: PRODUCT_VARIANT_HEADERS[key],
        params: { current: current[key], multiple: limits.maxMeasureMultiple },
      });
    }
  }
  return reasons;
}

export const isCatalogStatus = (value: unknown): value is CatalogStatus => (CATALOG_STATUSES as readonly unknown[]).includes(value);
