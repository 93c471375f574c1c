/**
 * A stock/price import batch applied by SKU (spec §2 Excel Stock/Price Import): each row's price, retail price and
 * stock written like the quick edit writes them (a marketplace log per marketplace, today's price-change counter, the
 * change waiting for the next price and stock run), the product's status left alone. A row that changes nothing
 * writes nothing, so a batch sent again is harmless.
 */
import { fieldErrors } from '@contract/auth/auth.schemas';
import type { ImportApplyAnswer, ImportApplyResult, ImportRowSent } from '@contract/downstream/catalog-imports';
import { reasonsOfFields } from '@contract/imports/import-columns';
import { priceChanges, STOCK_PRICE_HEADERS, stockPriceRowSchema, type StockPriceRow } from '@contract/imports/stock-price.rules';
import type { World } from '../world';
import { catalogOf } from '../catalog/catalog-access';
import { appendCatalogLog } from '../catalog/product-logs';
import { marketplacePrice } from '../catalog/product-variant-operations';
import { markSyncPending } from '../price-stock-sync/sync-book';
import type { Refusal } from '../refusal';
import { countPriceUpdate, importBlocked } from './import-book';
import { applied, checkedOnly, isFoundVariant, refused, skuIndex, variantForRow, type FoundVariant } from './import-catalog';

function changeText(found: FoundVariant, row: StockPriceRow): string | null {
  const { variant } = found;
  const parts: string[] = [];
  if (variant.price !== row.price) parts.push(`price ${variant.price} → ${row.price}`);
  if (variant.retailPrice !== row.retailPrice) parts.push(`retail price ${variant.retailPrice} → ${row.retailPrice}`);
  if (variant.stock !== row.stock) parts.push(`stock ${variant.stock} → ${row.stock}`);
  return parts.length ? `Stock/price import of ${variant.sku} sent to {marketplace}: ${parts.join(', ')}.` : null;
}

export function applyStockPrice(
  world: World,
  companyId: number,
  rows: readonly ImportRowSent<StockPriceRow>[],
  now: number,
): ImportApplyAnswer | Refusal | undefined {
  const catalog = catalogOf(world, companyId);
  if (!catalog) return undefined;
  const blocked = importBlocked(world, companyId);
  if (blocked) return blocked;
  const index = skuIndex(catalog);
  const seen = new Set<string>();
  const at = new Date(now).toISOString();
  let changed = 0;
  const results = rows.map((row): ImportApplyResult => {
    const problems = fieldErrors(stockPriceRowSchema, row);
    if (row.checkOnly) return checkedOnly(reasonsOfFields(problems ?? {}, STOCK_PRICE_HEADERS), variantForRow(index, row.sku, seen, false));
    if (problems) return refused(reasonsOfFields(problems, STOCK_PRICE_HEADERS));
    const found = variantForRow(index, row.sku, seen);
    if (!isFoundVariant(found)) return found;
    const text = changeText(found, row);
    if (!text) return applied(found);
    const { variant, product } = found;
    if (priceChanges(row, variant)) {
      countPriceUpdate(world, companyId, now);
      variant.marketplaces = variant.marketplaces.map((state) => ({ ...state, ...marketplacePrice(world, catalog, row.price, state), lastSyncAt: at }));
    }
    markSyncPending(world, catalog, variant, row);
    Object.assign(variant, { price: row.price, retailPrice: row.retailPrice, stock: row.stock });
    product.updatedAt = at;
    appendCatalogLog(world, catalog, { type: 'variant', id: variant.id }, text, now);
    changed += 1;
    return applied(found);
  });
  if (changed > 0) catalog.version += 1;
  return { results };
}
