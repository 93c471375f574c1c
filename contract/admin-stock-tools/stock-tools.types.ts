/**
 * The staff's stock tools (/admin/stock-tools): a company's stock zeroed on one marketplace or on every one, after a
 * preview and the company's name typed again; and the stock file (contract/imports/stock-bulk.rules.ts), which sets
 * stock per company and SKU. A variant has one stock (spec §3), the one the seller edits and every marketplace it is
 * listed on receives: a marketplace here chooses which variants change (those listed there), it keeps no stock of its own.
 */
import * as yup from 'yup';
import { typedConfirmationField } from '../admin/typed-confirmation';
import type { MarketplaceCode } from '../downstream/marketplace';
import { compactQuery, type RawQuery } from '../lists/list-query';
import { wholeId } from '../lists/whole-id';
import { MARKETPLACE_CODES } from '../orders/order.query';

/** Every marketplace, or one. */
export type StockScope = 'all' | MarketplaceCode;
export const STOCK_SCOPES: readonly StockScope[] = ['all', ...MARKETPLACE_CODES];
export const isStockScope = (value: unknown): value is StockScope => STOCK_SCOPES.some((scope) => scope === value);

/** SKUs the preview shows per scope. */
export const STOCK_SAMPLE_SIZE = 5;

export interface StockSampleRow {
  variantId: number;
  sku: string;
  productName: string;
  stock: number;
}

/** What zeroing one scope touches: the company's live variants listed there, those with stock, and their units. */
export interface StockScopePreview {
  scope: StockScope;
  variants: number;
  inStock: number;
  units: number;
  /** Of those with stock, the variants also listed on another marketplace: their one stock goes to 0 there too (0 for 'all'). */
  alsoElsewhere: number;
  /** Up to STOCK_SAMPLE_SIZE variants with stock, most units first. */
  sample: StockSampleRow[];
}

/** GET …/preview: every scope of the company ('all' first, then each marketplace it lists on) and the text that confirms. */
export interface StockPreview {
  companyId: number;
  companyName: string;
  scopes: StockScopePreview[];
  /** The company's name (contract/admin/typed-confirmation.ts). */
  confirmation: string;
}

/** What the service zeroed. */
export interface StockZeroResult {
  variants: number;
  units: number;
}

/** POST …/zero: the scope, and the company's name typed again. */
export const stockZeroSchema = yup.object({
  scope: yup.mixed<StockScope>().oneOf(STOCK_SCOPES, 'validation.required').required('validation.required'),
  confirmation: typedConfirmationField,
});
export type StockZeroBody = yup.InferType<typeof stockZeroSchema>;

/** The service's zero body: the scope alone (the BFF checked the confirmation). */
export const stockZeroServiceSchema = stockZeroSchema.pick(['scope']);

/** The screen's URL: the chosen company. */
export interface StockToolsQuery {
  companyId?: number | undefined;
}

export const parseStockToolsQuery = (raw: RawQuery): StockToolsQuery => ({ companyId: wholeId(raw.companyId) ?? undefined });
export const stockToolsQueryToRaw = (query: Partial<StockToolsQuery>): Record<string, string> => compactQuery({ companyId: query.companyId });
