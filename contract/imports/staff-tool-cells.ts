/**
 * Cells the staff tools' files share (category blocks, price blocks, lock updates): an Action cell in either language
 * (empty: the first action), the reason its action needs (checked with the one-at-a-time dialog's own schema), and the
 * variant a row names in its company (by Variant ID, or by SKU).
 */
import type { Schema } from 'yup';
import { cellText, headerKey, readWholeId, schemaReasons, type CellValue } from './import-columns';
import type { ImportReason } from './import.types';

/** How an Action cell may say each action, folded like headers (`Kaldır` reads `kaldir`). */
export type ActionWords<A extends string> = Readonly<Record<A, readonly string[]>>;

/** The action an Action cell names: the first of `actions` when empty, else the one whose words it is, with its reason when none. */
export function readActionCell<A extends string>(
  cells: readonly CellValue[],
  at: number | undefined,
  column: string,
  actions: readonly [A, ...A[]],
  words: ActionWords<A>,
): { action: A; reason?: ImportReason } {
  const text = cellText(cells[at ?? -1]);
  if (text === '') return { action: actions[0] };
  const key = headerKey(text);
  const action = actions.find((candidate) => words[candidate].includes(key));
  if (action) return { action };
  return { action: actions[0], reason: { code: 'imports.reasons.actionUnknown', column, params: { value: text, allowed: actions.join(', ') } } };
}

/** The Reason cell, and why it is refused when the row's action needs one (the dialog's schema of `{ reason }`). */
export function readReasonCell(
  cells: readonly CellValue[],
  at: number | undefined,
  column: string,
  schema: Schema,
  needed: boolean,
): { reason: string; reasons: ImportReason[] } {
  const reason = cellText(cells[at ?? -1]);
  return { reason, reasons: needed ? schemaReasons(schema, { reason }, { reason: column }, { strict: true }) : [] };
}

/** A required whole-id cell: its value, with its reason when it is empty or not an id. */
export function readRequiredId(cells: readonly CellValue[], at: number | undefined, column: string): { value: number | null; reasons: ImportReason[] } {
  const read = readWholeId(cells, at, column);
  if (read.reason) return { value: null, reasons: [read.reason] };
  return { value: read.value, reasons: read.value === null ? [{ code: 'validation.required', column }] : [] };
}

/** A variant in a company: by Variant ID, or by its SKU ('' when not written). */
export interface VariantCells {
  companyId: number | null;
  variantId: number | null;
  sku: string;
}

export interface VariantColumns {
  companyId: string;
  variantId: string;
  sku: string;
}

export function readVariantCells(
  cells: readonly CellValue[],
  at: { companyId?: number | undefined; variantId?: number | undefined; sku?: number | undefined },
  columns: VariantColumns,
): { value: VariantCells; reasons: ImportReason[] } {
  const company = readRequiredId(cells, at.companyId, columns.companyId);
  const variant = readWholeId(cells, at.variantId, columns.variantId);
  const sku = cellText(cells[at.sku ?? -1]);
  const reasons = [...company.reasons, ...(variant.reason ? [variant.reason] : [])];
  if (variant.value === null && !variant.reason && !sku) reasons.push({ code: 'imports.reasons.variantMissing', column: columns.variantId });
  return { value: { companyId: company.value, variantId: variant.value, sku }, reasons };
}
