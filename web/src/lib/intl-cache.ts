/**
 * Intl formatters made once per locale and options: making one costs far more than formatting with it, and a page of
 * rows or the sidebar's counts format hundreds of values. A constructor that throws (an unknown currency) caches nothing.
 */
const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<Format extends Intl.NumberFormat | Intl.DateTimeFormat>(kind: string, locale: string, options: object, make: () => Format): Format {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  const known = made.get(key);
  if (known) return known as Format;
  const format = make();
  made.set(key, format);
  return format;
}

/** A calendar day's parts as every date in the portal shows them (a date-time adds the hour and minute). */
export const DAY_PARTS: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  cached('number', locale, options, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  cached('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

/**
 * The first formatter of a page costs 30-60 ms (ICU loads the locale's data); made while the page still waits for its
 * scripts, that is off the first screen's render. Later formatters of the same locale take well under a millisecond.
 */
export function warmIntl(locale: string): void {
  numberFormat(locale).format(0);
  dateTimeFormat(locale, DAY_PARTS).format(0);
}
