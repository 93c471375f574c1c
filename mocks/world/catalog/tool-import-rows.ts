/**
 * The product tools' files over the world: each price-block or lock-update row finds its company's variant (by
 * Variant ID or SKU) and calls the very operation the tool's button calls (admin-products-tools.ts), so a row does
 * what the button does; what the button would refuse is the row's reason.
 */
import type { Schema } from 'yup';
import { lockSchema, priceBlockSchema } from '@contract/admin-products/admin-tools';
import type { ImportApplyAnswer, ImportApplyResult, ImportRowSent } from '@contract/downstream/catalog-imports';
import { reasonsOfFields, schemaReasons } from '@contract/imports/import-columns';
import type { ImportReason } from '@contract/imports/import.types';
import { LOCK_UPDATE_HEADERS, type LockUpdateRow } from '@contract/imports/lock-update.rules';
import { PRICE_BLOCK_HEADERS, type PriceBlockRow } from '@contract/imports/price-block.rules';
import type { VariantCells, VariantColumns } from '@contract/imports/staff-tool-cells';
import { findCompany } from '../lookups';
import { isRefusal } from '../refusal';
import type { World } from '../world';
import { blockPrice, lockVariant, unblockPrice, unlockVariant, type ToolResult } from './admin-products-tools';
import { catalogOf } from './catalog-access';

interface VariantRef {
  companyId: number;
  variantId: number;
}

/** The live variant a row names in its company, or why there is none. */
export function variantOfRow(world: World, row: VariantCells, columns: VariantColumns): VariantRef | ImportReason[] {
  if (row.companyId === null) return [];
  const catalog = findCompany(world, row.companyId) && catalogOf(world, row.companyId);
  if (!catalog) return [{ code: 'imports.reasons.companyUnknown', column: columns.companyId, params: { companyId: row.companyId } }];
  const live = new Set(catalog.products.filter((product) => !product.deletedAt).map((product) => product.id));
  const variant = catalog.variants.find(
    (candidate) => live.has(candidate.productId) && (row.variantId === null ? candidate.sku === row.sku : candidate.id === row.variantId),
  );
  if (!variant) {
    return row.variantId === null
      ? [{ code: 'imports.reasons.toolSkuUnknown', column: columns.sku, params: { sku: row.sku, companyId: row.companyId } }]
      : [{ code: 'imports.reasons.variantUnknown', column: columns.variantId, params: { variantId: row.variantId, companyId: row.companyId } }];
  }
  if (row.variantId !== null && row.sku && row.sku !== variant.sku)
    return [{ code: 'imports.reasons.variantSkuMismatch', column: columns.sku, params: { sku: row.sku, variantId: variant.id, variantSku: variant.sku } }];
  return { companyId: row.companyId, variantId: variant.id };
}

/** What the tool's operation answered, as a row's outcome. */
function outcomeOf(result: ToolResult, row: VariantCells, headers: Readonly<Record<string, string>>): ImportApplyResult {
  if (result === undefined)
    return {
      ok: false,
      reasons: [
        { code: 'imports.reasons.variantUnknown', column: headers.variantId, params: { variantId: row.variantId ?? 0, companyId: row.companyId ?? 0 } },
      ],
    };
  if (isRefusal(result)) return { ok: false, reasons: result.fields ? reasonsOfFields(result.fields, headers) : [{ code: `errors.${result.code}` }] };
  return { ok: true, productId: result.productId, variantId: result.variantId, productName: result.productName, syncSku: result.sku };
}

function applyRows<Row extends VariantCells>(
  world: World,
  rows: readonly ImportRowSent<Row>[],
  headers: VariantColumns & Readonly<Record<string, string>>,
  check: (row: Row) => ImportReason[],
  apply: (ref: VariantRef, row: Row) => ToolResult,
): ImportApplyAnswer {
  return {
    results: rows.map((row): ImportApplyResult => {
      const found = variantOfRow(world, row, headers);
      const reasons = [...(Array.isArray(found) ? found : []), ...check(row)];
      if (reasons.length || Array.isArray(found)) return { ok: false, reasons };
      if (row.checkOnly) return { ok: false, reasons: [] };
      return outcomeOf(apply(found, row), row, headers);
    }),
  };
}

const reasonFor = (schema: Schema, column: string, needed: boolean, reason: string): ImportReason[] =>
  needed ? schemaReasons(schema, { reason }, { reason: column }) : [];

export function applyPriceBlockRows(world: World, rows: readonly ImportRowSent<PriceBlockRow>[], now: number): ImportApplyAnswer {
  return applyRows(
    world,
    rows,
    PRICE_BLOCK_HEADERS,
    (row) => reasonFor(priceBlockSchema, PRICE_BLOCK_HEADERS.blockReason, row.action === 'block', row.reason),
    ({ companyId, variantId }, row) =>
      row.action === 'block' ? blockPrice(world, companyId, variantId, { reason: row.reason }, now) : unblockPrice(world, companyId, variantId, now),
  );
}

export function applyLockUpdateRows(world: World, rows: readonly ImportRowSent<LockUpdateRow>[], now: number): ImportApplyAnswer {
  const headers = LOCK_UPDATE_HEADERS;
  return applyRows(
    world,
    rows,
    headers,
    (row) => [
      ...(row.marketplace ? [] : [{ code: 'validation.required', column: headers.marketplace }]),
      ...reasonFor(lockSchema.pick(['reason']), headers.lockReason, row.action === 'lock', row.reason),
    ],
    ({ companyId, variantId }, { marketplace, action, reason }) =>
      marketplace === ''
        ? undefined
        : action === 'lock'
          ? lockVariant(world, companyId, variantId, { marketplace, reason }, now)
          : unlockVariant(world, companyId, variantId, { marketplace }, now),
  );
}
