/** An id in a path or query: digits only (no sign, space, exponent or hex), a safe whole number above 0; else null. */
export function wholeId(value: string | null | undefined): number | null {
  if (value === null || value === undefined || !/^\d{1,16}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
