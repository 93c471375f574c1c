/**
 * The stock/price import (spec §2 Excel Stock/Price Import, §5 retail ≥ price and the price-import limits): its
 * columns, a row read from cells and checked with the quick edit's schema, and the limits that need the variant's
 * current values. Every function is pure; the BFF and the sandbox call them.
 */
import { priceStepProblem } from '../catalog/catalog.rules';
import { quickEditVariantSchema } from '../catalog/catalog.schemas';
import { cellText, headersOf, numberCells, numberOrZero, schemaReasons, type CellValue, type HeaderMatch, type ImportColumn } from './import-columns';
import type { ImportLimits, ImportReason } from './import.types';

export type StockPriceKey = 'sku' | 'price' | 'retailPrice' | 'stock';

export const STOCK_PRICE_COLUMNS: readonly ImportColumn<StockPriceKey>[] = [
  { key: 'sku', header: 'SKU', tr: 'SKU', aliases: ['Stok Kodu'], required: true },
  { key: 'price', header: 'Price', tr: 'Fiyat', aliases: ['Satış Fiyatı'], required: true },
  { key: 'retailPrice', header: 'Retail Price', tr: 'Piyasa Fiyatı', aliases: ['Liste Fiyatı'], required: true },
  { key: 'stock', header: 'Stock', tr: 'Stok', required: true },
];

export const STOCK_PRICE_HEADERS = headersOf(STOCK_PRICE_COLUMNS);
const HEADERS: Readonly<Record<string, string>> = STOCK_PRICE_HEADERS;

export interface StockPriceRow {
  sku: string;
  price: number;
  retailPrice: number;
  stock: number;
}

/** The quick edit's price, retail price and stock rules, keyed by SKU instead of variant id. */
export const stockPriceRowSchema = quickEditVariantSchema.pick(['price', 'retailPrice', 'stock']);

/** A sheet row as a stock/price row, or the reasons it cannot be one. */
export function readStockPriceRow(cells: readonly CellValue[], match: HeaderMatch<StockPriceKey>): { row: StockPriceRow } | { reasons: ImportReason[] } {
  const cell = (key: StockPriceKey) => cells[match.at[key] ?? -1];
  const sku = cellText(cell('sku'));
  const numbers = numberCells(['price', 'retailPrice', 'stock'], cell, STOCK_PRICE_HEADERS);
  const candidate = numbers.values;
  const reasons: ImportReason[] = sku ? [] : [{ code: 'validation.required', column: HEADERS.sku }];
  reasons.push(...numbers.merge(schemaReasons(stockPriceRowSchema, candidate, HEADERS, { strict: true })));
  if (reasons.length) return { reasons };
  return { row: { sku, price: Number(candidate.price), retailPrice: Number(candidate.retailPrice), stock: Number(candidate.stock) } };
}

/** What a refused row's cells still say (a number that cannot be read is 0), for the catalogue's checks of its other columns. */
export function partialStockPriceRow(cells: readonly CellValue[], match: HeaderMatch<StockPriceKey>): StockPriceRow {
  const cell = (key: StockPriceKey) => cells[match.at[key] ?? -1];
  const { values } = numberCells(['price', 'retailPrice', 'stock'], cell, STOCK_PRICE_HEADERS);
  return { sku: cellText(cell('sku')), price: numberOrZero(values.price), retailPrice: numberOrZero(values.retailPrice), stock: numberOrZero(values.stock) };
}

/** What the limits need to know of a variant's current values and of the company's pricing. */
export interface StockPriceCurrent {
  price: number;
  retailPrice: number;
  stock: number;
}

export interface PricingContext {
  /** US dollars per unit of the company's currency. */
  usdPerUnit: number;
  /** The highest commission among the marketplaces the company sells on, in percent. */
  commissionPercent: number;
  /** The marketplace fee per item, in the company's currency. */
  marketplaceFee: number;
}

/** Spec §5: price + commission + commission VAT + marketplace fee + its VAT, in US dollars (cents rounded). */
export function productPriceUsd(price: number, pricing: PricingContext, vatPercent: number): number {
  const commission = (price * pricing.commissionPercent) / 100;
  const vat = vatPercent / 100;
  const total = price + commission * (1 + vat) + pricing.marketplaceFee * (1 + vat);
  return Math.round(total * pricing.usdPerUnit * 100) / 100;
}

export function priceChanges(row: StockPriceRow, current: StockPriceCurrent): boolean {
  return row.price !== current.price || row.retailPrice !== current.retailPrice;
}

/** The §5 price limits a valid row breaks against its variant's current values (empty when it passes). */
export function stockPriceLimitReasons(row: StockPriceRow, current: StockPriceCurrent, pricing: PricingContext, limits: ImportLimits): ImportReason[] {
  const reasons: ImportReason[] = [];
  const usd = productPriceUsd(row.price, pricing, limits.vatPercent);
  if (usd > limits.maxProductPriceUsd) {
    reasons.push({ code: 'imports.reasons.priceOverMax', column: HEADERS.price, params: { usd, max: limits.maxProductPriceUsd } });
  }
  const step = priceStepProblem(current.price, row.price, limits);
  if (step === 'rise') {
    reasons.push({
      code: 'imports.reasons.priceRiseTooLarge',
      column: HEADERS.price,
      params: { current: current.price, multiple: limits.maxPriceRiseMultiple },
    });
  }
  if (step === 'drop') {
    reasons.push({ code: 'imports.reasons.priceDropTooLarge', column: HEADERS.price, params: { current: current.price, percent: limits.maxPriceDropPercent } });
  }
  return reasons;
}

/** Spec §5: price changes a company may make a day. */
export function dailyPriceUpdateAllowance(skuCount: number, limits: ImportLimits): number {
  return Math.max(0, Math.floor(skuCount * limits.dailyPriceUpdateMultiple));
}
