/**
 * The checks a batch of well-formed rows gets against the catalogue before it is sent (spec §5's limits): for the
 * BFF's import job. The state runs across batches: a SKU twice in one file is refused the second
 * time, and the day's price-change allowance is spent row by row.
 */
import type { ImportLookupAnswer, ImportVariantCurrent } from '../downstream/catalog-imports';
import type { CampaignSkuRow } from './campaign-sku.rules';
import type { CommissionRow } from './commission.rules';
import type { FulfillmentDayRow } from './fulfillment-day.rules';
import type { EtgbRow } from './etgb.rules';
import { isStaffImportKind, type ImportJobKind, type ImportLimits, type ImportReason } from './import.types';
import type { LeadTimeRow } from './lead-time.rules';
import type { CategoryBlockRow } from './category-block.rules';
import type { LockUpdateRow } from './lock-update.rules';
import type { PriceBlockRow } from './price-block.rules';
import { measureLimitReasons, type ProductVariantRow } from './product-variant.rules';
import type { StockBulkRow } from './stock-bulk.rules';
import { dailyPriceUpdateAllowance, priceChanges, stockPriceLimitReasons, type StockPriceRow } from './stock-price.rules';
import type { TagAssignRow } from './tag-assign.rules';

export interface ImportRowOf {
  productVariant: ProductVariantRow;
  stockPrice: StockPriceRow;
  fulfillmentDay: FulfillmentDayRow;
  tagAssign: TagAssignRow;
  etgb: EtgbRow;
  leadTime: LeadTimeRow;
  categoryBlock: CategoryBlockRow;
  priceBlock: PriceBlockRow;
  lockUpdate: LockUpdateRow;
  commissionBulk: CommissionRow;
  stockBulk: StockBulkRow;
  campaignSkus: CampaignSkuRow;
}

/** The SKU a row names ('' for a row of a kind that names none: packages, companies and categories). */
export function skuOfRow(value: ImportRowOf[ImportJobKind]): string {
  return 'sku' in value ? value.sku : '';
}

/**
 * A row read from the sheet: its number and its typed values. A row its reader refused carries those reasons and the
 * values its cells still gave: it is checked like the others (every reason of a row in one pass), never applied.
 */
export interface ReadRow<K extends ImportJobKind> {
  row: number;
  value: ImportRowOf[K];
  readReasons?: ImportReason[] | undefined;
}

export interface RefusedRow {
  row: number;
  sku: string;
  reasons: ImportReason[];
  current: ImportVariantCurrent | null;
}

export interface BatchState {
  seenSkus: Set<string>;
  /** Price changes still allowed today; null until the first lookup tells the company's SKU count. */
  priceUpdatesLeft: number | null;
}

export function newBatchState(): BatchState {
  return { seenSkus: new Set(), priceUpdatesLeft: null };
}

export interface BatchCheck<K extends ImportJobKind> {
  send: ReadRow<K>[];
  refused: RefusedRow[];
}

/** No live variant has the SKU; when one has it in another case, the reason names that one. */
function skuUnknown(sku: string, lookup: ImportLookupAnswer): ImportReason {
  const meant = lookup.otherCase?.[sku];
  return meant ? { code: 'imports.reasons.skuOtherCase', column: 'SKU', params: { sku: meant } } : { code: 'imports.reasons.skuUnknown', column: 'SKU' };
}
const skuTwice: ImportReason = { code: 'imports.reasons.skuTwice', column: 'SKU' };
const dailyPriceLimit: ImportReason = { code: 'imports.reasons.dailyPriceLimit', column: 'Price' };

function priceReasons(
  row: { price: number; retailPrice: number },
  current: ImportVariantCurrent | undefined,
  lookup: ImportLookupAnswer,
  limits: ImportLimits,
  state: BatchState | null,
): ImportReason[] {
  const base = current ?? { price: 0, retailPrice: 0, stock: 0 };
  const reasons = stockPriceLimitReasons({ sku: '', stock: 0, ...row }, base, lookup.pricing, limits);
  if (reasons.length || !current || !state || !priceChanges({ sku: '', stock: 0, ...row }, current)) return reasons;
  if ((state.priceUpdatesLeft ?? 0) <= 0) return [dailyPriceLimit];
  state.priceUpdatesLeft = (state.priceUpdatesLeft ?? 0) - 1;
  return [];
}

function rowReasons<K extends ImportJobKind>(
  kind: K,
  value: ImportRowOf[K],
  current: ImportVariantCurrent | undefined,
  lookup: ImportLookupAnswer,
  limits: ImportLimits,
  /** Null for a row that will not be applied: it spends none of the day's price changes. */
  state: BatchState | null,
): ImportReason[] {
  if (kind === 'fulfillmentDay' || kind === 'campaignSkus') return current ? [] : [skuUnknown(skuOfRow(value), lookup)];
  if (kind === 'stockPrice') return current ? priceReasons(value as StockPriceRow, current, lookup, limits, state) : [skuUnknown(skuOfRow(value), lookup)];
  const row = value as ProductVariantRow;
  return [...(current ? measureLimitReasons(row, current, limits) : []), ...priceReasons(row, current, lookup, limits, state)];
}

/** A staff row names no SKU of one company: its service checks it whole, so a refused row adds no reason here. */
const untouched = (read: ReadRow<ImportJobKind>): RefusedRow => ({ row: read.row, sku: skuOfRow(read.value), reasons: [], current: null });

/**
 * Splits a batch into the rows to send and the rows refused, given the lookup of the batch's SKUs. A row its reader
 * refused is both: refused with the catalogue's reasons (none of its own SKU's reservation or price allowance taken),
 * and sent to the service to be checked, not applied.
 */
export function checkBatch<K extends ImportJobKind>(
  kind: K,
  rows: readonly ReadRow<K>[],
  lookup: ImportLookupAnswer,
  limits: ImportLimits,
  state: BatchState,
): BatchCheck<K> {
  if (isStaffImportKind(kind)) return { send: [...rows], refused: rows.flatMap((read) => (read.readReasons ? [untouched(read)] : [])) };
  state.priceUpdatesLeft ??= Math.max(0, dailyPriceUpdateAllowance(lookup.skuCount, limits) - lookup.priceUpdatesToday);
  const bySku = new Map(lookup.items.map((item) => [item.sku, item]));
  const result: BatchCheck<K> = { send: [], refused: [] };
  for (const read of rows) {
    const sku = skuOfRow(read.value);
    const current = bySku.get(sku);
    if (read.readReasons) {
      const reasons = !sku ? [] : state.seenSkus.has(sku) ? [skuTwice] : rowReasons(kind, read.value, current, lookup, limits, null);
      result.refused.push({ row: read.row, sku, reasons, current: current ?? null });
      result.send.push(read);
      continue;
    }
    const reasons = state.seenSkus.has(sku) ? [skuTwice] : rowReasons(kind, read.value, current, lookup, limits, state);
    state.seenSkus.add(sku);
    if (reasons.length) result.refused.push({ row: read.row, sku, reasons, current: current ?? null });
    else result.send.push(read);
  }
  return result;
}
