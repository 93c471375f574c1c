/**
 * The two columns an import's error file adds to the seller's own (spec §2: the refused rows with their reasons):
 * Row (the row's number in the uploaded file) and Reasons, named in the uploader's language. Every import ignores
 * them, in either language, so a seller can fix the error file and upload it again. The SPA's Import Errors tab
 * names its columns with the same words (locales: imports.errors.columns).
 */
import { headerKey, type CellValue } from './import-columns';
import type { ReasonLanguage } from './reason-text';

export const ERROR_FILE_HEADERS: { readonly [C in 'row' | 'reasons']: Readonly<Record<ReasonLanguage, string>> } = {
  row: { en: 'Row', tr: 'Satır' },
  reasons: { en: 'Reasons', tr: 'Nedenler' },
};

const ERROR_FILE_KEYS = new Set(Object.values(ERROR_FILE_HEADERS).flatMap((names) => Object.values(names).map(headerKey)));

export const isErrorFileHeader = (cell: CellValue | undefined): boolean => ERROR_FILE_KEYS.has(headerKey(String(cell ?? '')));

/** The header row with the error file's columns left empty: no kind reads them as data (or as an attribute). */
export function withoutErrorFileColumns(header: readonly CellValue[]): CellValue[] {
  return header.map((cell) => (isErrorFileHeader(cell) ? null : cell));
}
