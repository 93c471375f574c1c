/** Names the data holds in both languages (categories, attributes, values), shown in the interface language. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { nameIn, type LocalizedName } from '@contract/localized-name';
import { languageOf } from './i18n';

export type NameOf = (name: LocalizedName) => string;

/** `(name) => string` in the interface language: the same function until the language changes (a memo may depend on it). */
export function useNameOf(): NameOf {
  const language = languageOf(useTranslation().i18n);
  return useMemo(() => (name: LocalizedName) => nameIn(name, language), [language]);
}
