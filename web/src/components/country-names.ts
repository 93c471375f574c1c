/** Country names in the reader's language, from the browser's own data (Intl.DisplayNames): no list to translate. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@contract/api/session';
import { COUNTRY_CODES } from '@contract/logistics/countries';
import { localeOf } from '@web/lib/format';

export interface CountryOption {
  value: string;
  label: string;
}

export interface CountryNames {
  /** The country's name; the code itself when the browser has none. */
  nameOf: (code: string) => string;
  /** Every country as options, by name in the reader's alphabet. */
  options: readonly CountryOption[];
}

export function countryNames(language: Language): CountryNames {
  const locale = localeOf(language);
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const nameOf = (code: string) => {
    try {
      return names.of(code) ?? code;
    } catch {
      return code;
    }
  };
  const collator = new Intl.Collator(locale);
  const options = COUNTRY_CODES.map((code) => ({ value: code, label: nameOf(code) })).sort((a, b) => collator.compare(a.label, b.label));
  return { nameOf, options };
}

export function useCountryNames(): CountryNames {
  const { i18n } = useTranslation();
  const active = i18n.resolvedLanguage ?? i18n.language;
  const language = LANGUAGES.includes(active as Language) ? (active as Language) : DEFAULT_LANGUAGE;
  return useMemo(() => countryNames(language), [language]);
}
