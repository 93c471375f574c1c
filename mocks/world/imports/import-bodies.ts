/**
 * The shapes of the marketplace service's import bodies (contract/downstream/catalog-imports.ts): at most 1,000 SKUs
 * or rows, each row with its fields' types. A body of another shape is bad input (400); the rules of the values
 * themselves are checked row by row by the operations, which answer each row's reasons.
 */
import type { ImportRowSent } from '@contract/downstream/catalog-imports';
import type { FulfillmentDayRow } from '@contract/imports/fulfillment-day.rules';
import { KEPT_FIELDS } from '@contract/imports/optional-cells';
import { isCatalogStatus, type ProductVariantRow } from '@contract/imports/product-variant.rules';
import type { StockPriceRow } from '@contract/imports/stock-price.rules';

export const IMPORT_BODY_MAX_ROWS = 1000;

type Fields = Record<string, unknown>;
type Check = (value: unknown) => boolean;

const text: Check = (value) => typeof value === 'string';
const textOrNull: Check = (value) => value === null || typeof value === 'string';
const number: Check = (value) => typeof value === 'number' && Number.isFinite(value);
const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const listOf =
  (check: Check): Check =>
  (value) =>
    Array.isArray(value) && value.every(check);
const optional =
  (check: Check): Check =>
  (value) =>
    value === undefined || check(value);
const keptField: Check = (value) => (KEPT_FIELDS as readonly unknown[]).includes(value);
const shaped =
  (checks: Readonly<Record<string, Check>>): Check =>
  (value) =>
    isObject(value) && Object.entries(checks).every(([key, check]) => check(value[key]));
/** A sent row may say it is to be checked only (contract/downstream/catalog-imports.ts ImportRowSent). */
const flagged =
  (check: Check): Check =>
  (value) =>
    check(value) && isObject(value) && (value.checkOnly === undefined || typeof value.checkOnly === 'boolean');

const STOCK_PRICE_ROW = flagged(shaped({ sku: text, price: number, retailPrice: number, stock: number }));
const FULFILLMENT_DAY_ROW = flagged(shaped({ sku: text, fulfillmentDay: number }));
const PRODUCT_VARIANT_ROW = flagged(
  shaped({
    categoryId: number,
    spu: text,
    productName: text,
    productDescription: text,
    brandName: text,
    guaranteeMonths: number,
    taxClass: text,
    fulfillmentDay: number,
    sku: text,
    extraSku: textOrNull,
    variantName: text,
    barcode: text,
    price: number,
    retailPrice: number,
    stock: number,
    deci: number,
    weightGrams: number,
    heightMm: number,
    widthMm: number,
    lengthMm: number,
    hsCode: text,
    countryOfOrigin: text,
    gtin: textOrNull,
    description: text,
    imageUrls: listOf(text),
    status: isCatalogStatus,
    attributes: listOf(shaped({ name: text, value: text })),
    keep: optional(listOf(keptField)),
  }),
);

function listIn<T>(body: unknown, key: string, check: Check): T[] | null {
  const list = isObject(body) ? body[key] : undefined;
  return Array.isArray(list) && list.length <= IMPORT_BODY_MAX_ROWS && list.every(check) ? (list as T[]) : null;
}

export const lookupSkusOf = (body: unknown) => listIn<string>(body, 'skus', text);
export const stockPriceRowsOf = (body: unknown) => listIn<ImportRowSent<StockPriceRow>>(body, 'rows', STOCK_PRICE_ROW);
export const fulfillmentDayRowsOf = (body: unknown) => listIn<ImportRowSent<FulfillmentDayRow>>(body, 'rows', FULFILLMENT_DAY_ROW);
export const productVariantRowsOf = (body: unknown) => listIn<ImportRowSent<ProductVariantRow>>(body, 'rows', PRODUCT_VARIANT_ROW);
