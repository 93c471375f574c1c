/**
 * What a product/variant row says of the fields it may leave out. An empty cell is no instruction: an update keeps the
 * variant's current value and a new variant takes the default (no Extra SKU or GTIN, the product's description,
 * active, no images, no attribute). To empty a field the seller writes CLEAR_MARKER, a single hyphen, alone in its
 * cell: the same in English and Turkish, on every keyboard, kept as text by Excel and LibreOffice (a lone "-" is
 * neither a number nor a formula), and what sellers already write for "none"; no GTIN, address or attribute worth
 * keeping is a lone hyphen. Only what a variant may lack can be cleared: Extra SKU, GTIN, the images and an optional
 * attribute; a required column, Status and Variant Description (a variant always has one) refuse it. Images: one
 * address replaces the main image and keeps the extras; `address, -` keeps only the main image; several addresses
 * replace them all; `-` alone removes them all.
 */
import { cellText, type CellValue } from './import-columns';
import type { ImportReason } from './import.types';

export const CLEAR_MARKER = '-';

/** The optional fields an empty cell keeps on an update (the images' two halves apart). */
export type KeptField = 'extraSku' | 'gtin' | 'description' | 'status' | 'defaultImage' | 'extraImages';
export const KEPT_FIELDS: readonly KeptField[] = ['extraSku', 'gtin', 'description', 'status', 'defaultImage', 'extraImages'];

export const isClearMarker = (cell: CellValue | undefined): boolean => cellText(cell) === CLEAR_MARKER;

/** A column refused the marker: it must have a value. */
export const cannotClear = (column: string): ImportReason => ({ code: 'imports.reasons.cannotClear', column, params: { marker: CLEAR_MARKER } });

/** The image cell's addresses, and which halves of the variant's images it keeps. */
export function imageCell(text: string): { urls: string[]; keep: KeptField[] } {
  const items = text
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  if (items.length === 0) return { urls: [], keep: ['defaultImage', 'extraImages'] };
  if (items.length === 1 && items[0] === CLEAR_MARKER) return { urls: [], keep: [] };
  if (items.length === 2 && items[1] === CLEAR_MARKER) return { urls: items.slice(0, 1), keep: [] };
  return { urls: items, keep: items.length === 1 ? ['extraImages'] : [] };
}
