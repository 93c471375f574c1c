/**
 * A day as a person types it in the portal: day first, as the portal writes days (dd.mm.yyyy in Turkish, dd/mm/yyyy in
 * English; either separator, or `-`, is read in both, and so are eight digits alone and ISO `yyyy-mm-dd`). The value a
 * form, a URL or the API holds stays ISO `yyyy-mm-dd`.
 */
const DAY_FIRST = /^(\d{1,2})[./\-\s](\d{1,2})[./\-\s](\d{4})$/;
const DIGITS_ONLY = /^(\d{2})(\d{2})(\d{4})$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (value: number) => String(value).padStart(2, '0');

/** `yyyy-mm-dd` for a real calendar day, else null (31.02.2026 is no day). */
function isoDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1000 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The ISO day a typed text stands for, or null when it is not (yet) a day. */
export function dayOfText(text: string): string | null {
  const trimmed = text.trim();
  const iso = ISO.exec(trimmed);
  if (iso) return isoDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const parts = DAY_FIRST.exec(trimmed) ?? DIGITS_ONLY.exec(trimmed);
  return parts ? isoDay(Number(parts[3]), Number(parts[2]), Number(parts[1])) : null;
}

/** Whether a value is an ISO day (what a date field's value is once a day was typed or picked). */
export function isIsoDay(value: string): boolean {
  return ISO.test(value) && dayOfText(value) === value;
}
