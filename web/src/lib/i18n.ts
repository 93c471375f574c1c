/**
 * i18next with one bundle per language, each a chunk of its own loaded when first used: the page starts once the
 * chosen language's bundle is in (`i18nReady`), and switching loads the other without reloading the page (spec §1, §9).
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@contract/api/session';
import { INTL_LOCALES, LANGUAGE_BUNDLES, storedLanguage } from './language-bundles';
import { numberFormat } from './intl-cache';
import { storage } from './storage';

export const i18n = i18next.createInstance();

const intlLocaleOf = (language: string | undefined) => INTL_LOCALES[LANGUAGES.includes(language as Language) ? (language as Language) : DEFAULT_LANGUAGE];

function setDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

i18n.on('languageChanged', setDocumentLanguage);

const loaded = new Map<Language, Promise<void>>();
const firstLanguage = storedLanguage();

/** Fetches a language's texts once; texts added before (a story's samples) are kept. */
export function loadLanguage(language: Language): Promise<void> {
  const loading =
    loaded.get(language) ??
    LANGUAGE_BUNDLES[language]().then(({ default: texts }) => {
      i18n.addResourceBundle(language, 'translation', texts, true, false);
    });
  loaded.set(language, loading);
  return loading;
}

void i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  lng: firstLanguage,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

// Counts in texts are written `{{count, number}}`: '1,672 lines' in English, '1.672 satır' in Turkish.
i18n.services.formatter?.add('number', (value: unknown, language: string | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? numberFormat(intlLocaleOf(language)).format(value) : String(value),
);

/** The interface language an i18next instance has settled on (English when it names none of ours). */
export function languageOf(instance: Pick<typeof i18n, 'resolvedLanguage' | 'language'>): Language {
  const language = instance.resolvedLanguage ?? instance.language;
  return LANGUAGES.includes(language as Language) ? (language as Language) : DEFAULT_LANGUAGE;
}

export function currentLanguage(): Language {
  return languageOf(i18n);
}

/** Switches the interface language, keeps the choice in localStorage `uiLang`, and updates `<html lang>`. */
export async function changeLanguage(language: Language): Promise<void> {
  storage.set('uiLang', language);
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

/** Resolves once the stored (or default) language's texts are in: the app renders after it. */
export const i18nReady: Promise<void> = loadLanguage(firstLanguage);

/** Page titles arrive as i18n keys (`routes.x` or a bare route id); anything else is plain text. */
export function translateTitle(title: string): string {
  // A route id can also name a group of texts ('claims'): only a key that holds a text is the title.
  const textOf = (key: string) => (i18n.exists(key) && typeof i18n.t(key, { returnObjects: true }) === 'string' ? i18n.t(key) : null);
  return textOf(title) ?? textOf(`routes.${title}`) ?? title;
}
