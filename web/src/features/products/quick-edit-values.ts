/**
 * The quick-edit grid's rows as text (what the inputs hold) and back: the body of one changed variant, its problems as
 * you type (the shared quickEditVariantSchema) and the server's refusals per variant.
 */
import { fieldErrors } from '@contract/auth/auth.schemas';
import { quickEditVariantSchema, type QuickEditVariant } from '@contract/catalog/catalog.schemas';
import type { CatalogStatus } from '@contract/catalog/catalog.types';
import { quickEditProblems, type VariantRow } from '@contract/catalog/variant.api';
import { priceInputText } from '@web/lib/format';
import type { ApiFailure } from '@web/lib/http';
import { typedNumber as numberOf } from '@web/lib/typed-number';

export const QUICK_EDIT_FIELDS = ['price', 'retailPrice', 'stock', 'status'] as const;
export type QuickEditField = (typeof QUICK_EDIT_FIELDS)[number];

/** The stored value of an editable field as the input shows it; prices with two decimals. */
export function fieldText(row: VariantRow, field: QuickEditField): string {
  return field === 'price' || field === 'retailPrice' ? priceInputText(row[field]) : String(row[field]);
}

function candidate(id: number, values: Readonly<Record<string, string>>) {
  return { id, price: numberOf(values.price), retailPrice: numberOf(values.retailPrice), stock: numberOf(values.stock), status: values.status };
}

export function quickEditItem(key: string, values: Readonly<Record<string, string>>): QuickEditVariant {
  const { price, retailPrice, stock, status } = candidate(Number(key), values);
  return { id: Number(key), price: Number(price), retailPrice: Number(retailPrice), stock: Number(stock), status: status as CatalogStatus };
}

/** The shared schema's problems of one row's values, as the grid shows them. */
export function validateQuickEditRow(values: Readonly<Record<string, string>>): Record<string, string> | null {
  return fieldErrors(quickEditVariantSchema, candidate(1, values));
}

/** A refused save's problems per row key, or null when the refusal names no variant. */
export function quickEditRowProblems(failure: ApiFailure, keys: readonly string[]): Record<string, Record<string, string>> | null {
  if (!failure.fields) return null;
  const { rows } = quickEditProblems(failure.fields, keys.map(Number));
  const entries = Object.entries(rows);
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}
