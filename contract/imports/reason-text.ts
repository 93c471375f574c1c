/**
 * The language an import's reasons are read in, and a reason's parameters written that language's way. The text of a
 * whole reason (its key's text and its column) is reason-texts.ts's: it needs the readers' columns, which read this.
 */
export type ReasonLanguage = 'en' | 'tr';

export function reasonLanguageOf(value: string | undefined): ReasonLanguage {
  return value?.toLowerCase().startsWith('tr') ? 'tr' : 'en';
}

const NUMBER_LOCALES: Readonly<Record<ReasonLanguage, string>> = { en: 'en-GB', tr: 'tr-TR' };
const numberFormats = new Map<ReasonLanguage, Intl.NumberFormat>();
/** A parameter that names a record (`categoryId`) is no quantity: it is written as it is. */
const IDENTIFIER = /Id$/;

/** A reason's parameters as its reader reads them: a number in the language's own way (`10.000`, `12,5`), the rest as given. */
export function reasonParamsIn(language: ReasonLanguage, params: Readonly<Record<string, string | number>> = {}): Record<string, string> {
  let format = numberFormats.get(language);
  if (!format) numberFormats.set(language, (format = new Intl.NumberFormat(NUMBER_LOCALES[language], { maximumFractionDigits: 2 })));
  const numbers = format;
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [name, typeof value === 'number' && !IDENTIFIER.test(name) ? numbers.format(value) : String(value)]),
  );
}
