/**
 * A fulfillment-day import batch applied by SKU (spec §2): the day belongs to the SKU's product (§3), so rows of one
 * product in a batch must agree (the second that does not is refused). A row that changes nothing writes nothing.
 */
import { fieldErrors } from '@contract/auth/auth.schemas';
import type { ImportApplyAnswer, ImportApplyResult, ImportRowSent } from '@contract/downstream/catalog-imports';
import { FULFILLMENT_DAY_HEADERS, fulfillmentDayRowSchema, type FulfillmentDayRow } from '@contract/imports/fulfillment-day.rules';
import { reasonsOfFields } from '@contract/imports/import-columns';
import type { World } from '../world';
import { catalogOf } from '../catalog/catalog-access';
import { appendCatalogLog } from '../catalog/product-logs';
import type { Refusal } from '../refusal';
import { importBlocked } from './import-book';
import { applied, checkedOnly, isFoundVariant, refused, skuIndex, variantForRow } from './import-catalog';

export function applyFulfillmentDays(
  world: World,
  companyId: number,
  rows: readonly ImportRowSent<FulfillmentDayRow>[],
  now: number,
): ImportApplyAnswer | Refusal | undefined {
  const catalog = catalogOf(world, companyId);
  if (!catalog) return undefined;
  const blocked = importBlocked(world, companyId);
  if (blocked) return blocked;
  const index = skuIndex(catalog);
  const seen = new Set<string>();
  /** Product id → the day the batch set it to. */
  const setInBatch = new Map<number, number>();
  const at = new Date(now).toISOString();
  let changed = 0;
  const results = rows.map((row): ImportApplyResult => {
    const problems = fieldErrors(fulfillmentDayRowSchema, row);
    if (row.checkOnly) return checkedOnly(reasonsOfFields(problems ?? {}, FULFILLMENT_DAY_HEADERS), variantForRow(index, row.sku, seen, false));
    if (problems) return refused(reasonsOfFields(problems, FULFILLMENT_DAY_HEADERS));
    const found = variantForRow(index, row.sku, seen);
    if (!isFoundVariant(found)) return found;
    const { product } = found;
    const earlier = setInBatch.get(product.id);
    if (earlier !== undefined && earlier !== row.fulfillmentDay) {
      return refused([{ code: 'imports.reasons.fulfillmentDayConflict', column: FULFILLMENT_DAY_HEADERS.fulfillmentDay, params: { day: earlier } }], found);
    }
    setInBatch.set(product.id, row.fulfillmentDay);
    if (product.fulfillmentDay !== row.fulfillmentDay) {
      const text = `Fulfillment day of ${product.spu} changed from ${product.fulfillmentDay} to ${row.fulfillmentDay} by import and sent to {marketplace}.`;
      Object.assign(product, { fulfillmentDay: row.fulfillmentDay, updatedAt: at });
      appendCatalogLog(world, catalog, { type: 'product', id: product.id }, text, now);
      changed += 1;
    }
    return applied(found);
  });
  if (changed > 0) catalog.version += 1;
  return { results };
}
