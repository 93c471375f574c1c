/**
 * The one text normaliser every search and text filter goes through (lists, the navbar search, name keys), so a
 * seller finds the same rows whichever way they type: case, accents and the Turkish i's (I ı İ i) set aside.
 * `YILMAZ`, `Yılmaz`, `yılmaz` and `yilmaz` all fold to `yilmaz`; `ŞAHİN` to `sahin`.
 */

const MARKS = /[\u0300-\u036f]/g;
const NON_ASCII = /[\u0080-\uffff]/;

/**
 * Lower case, then (only for non-ASCII text) accents stripped and dotless ı made i. Locale-free on purpose: plain
 * lower-casing makes I → i and İ → i + a combining dot, which the stripping removes, so the answer equals
 * `toLocaleLowerCase('tr')` folded the same way — in every UI language, and several times cheaper per row.
 */
export function foldText(text: string): string {
  const lower = text.toLowerCase();
  return NON_ASCII.test(lower) ? lower.normalize('NFD').replace(MARKS, '').replace(/ı/g, 'i') : lower;
}

/** Containment after folding, the needle folded once: for a pass over many rows. An empty needle matches all. */
export function textMatcher(needle: string): (...haystack: readonly (string | null | undefined)[]) => boolean {
  const wanted = foldText(needle.trim());
  return (...haystack) => wanted === '' || haystack.some((text) => text != null && foldText(text).includes(wanted));
}

/** Whether any of `haystack` contains `needle`, folded. */
export function textMatches(needle: string, ...haystack: readonly (string | null | undefined)[]): boolean {
  return textMatcher(needle)(...haystack);
}

/** Whole-value equality after folding: an order number, SKU or barcode typed in either case. */
export function sameText(typed: string, value: string | null | undefined): boolean {
  return sameTextAs(typed)(value);
}

/** sameText with the typed value folded once: for a pass over many rows. */
export function sameTextAs(typed: string): (value: string | null | undefined) => boolean {
  const wanted = foldText(typed.trim());
  return (value) => value != null && foldText(value) === wanted;
}
