/** The UI texts as the product ships them (locales/*.json), looked up by key so every assertion works in en and tr. */
import type { Language } from '@contract/api/session';
import en from '@locales/en.json' with { type: 'json' };
import tr from '@locales/tr.json' with { type: 'json' };

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key of en.json, e.g. 'errors.invalidCredentials'. */
export type TextKey = Leaves<typeof en>;
/** Keys that exist as `<key>_one` / `<key>_other` pairs (i18next plurals). */
export type PluralKey = TextKey extends infer K ? (K extends `${infer Base}_other` ? Base : never) : never;

/** Ids with a title under `routes.` (pages and sidebar collapses). */
export type RouteTitleId = keyof (typeof en)['routes'];

const BUNDLES: Record<Language, unknown> = { en, tr };

function lookup(language: Language, key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], BUNDLES[language]);
  if (typeof value !== 'string') throw new Error(`locales/${language}.json has no text at "${key}"`);
  return value;
}

const NUMBER_LOCALES: Record<Language, string> = { en: 'en-GB', tr: 'tr-TR' };

/** The text of `key` in `language`, with i18next-style `{{name}}` values filled in (`{{count, number}}` as the language writes numbers). */
export function text(language: Language, key: TextKey, values: Record<string, string | number> = {}): string {
  return lookup(language, key).replace(/\{\{\s*(\w+)\s*(?:,\s*(number)\s*)?\}\}/g, (whole, name: string, format?: string) => {
    if (!(name in values)) return whole;
    const value = values[name];
    return format && typeof value === 'number' ? new Intl.NumberFormat(NUMBER_LOCALES[language]).format(value) : String(value);
  });
}

/** A plural text chosen the way i18next chooses it (Intl plural rules of the language). */
export function plural(language: Language, key: PluralKey, count: number, values: Record<string, string | number> = {}): string {
  const form = new Intl.PluralRules(language).select(count) === 'one' ? 'one' : 'other';
  return text(language, `${key}_${form}` as TextKey, { ...values, count });
}

/** Binds a language, so page objects and tests can say `t('routes.claims')`. */
export function textsFor(language: Language) {
  return {
    language,
    t: (key: TextKey, values?: Record<string, string | number>) => text(language, key, values),
    plural: (key: PluralKey, count: number, values?: Record<string, string | number>) => plural(language, key, count, values),
  };
}

export type Texts = ReturnType<typeof textsFor>;
