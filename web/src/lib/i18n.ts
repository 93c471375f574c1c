/** i18next with both bundles inlined: switching language never reloads the page (spec §1, §9). */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@contract/api/session';
import en from '@locales/en.json';
import tr from '@locales/tr.json';
import { storage } from './storage';

export const i18n = i18next.createInstance();

/** The one Intl locale per interface language: every number, amount and date is written the same way. */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-GB', tr: 'tr-TR' };

const intlLocaleOf = (language: string | undefined) => INTL_LOCALES[LANGUAGES.includes(language as Language) ? (language as Language) : DEFAULT_LANGUAGE];

function setDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

i18n.on('languageChanged', setDocumentLanguage);

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, tr: { translation: tr } },
  lng: storage.get('uiLang') ?? DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

// Counts in texts are written `{{count, number}}`: '1,672 lines' in English, '1.672 satır' in Turkish.
i18n.services.formatter?.add('number', (value: unknown, language: string | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? new Intl.NumberFormat(intlLocaleOf(language)).format(value) : String(value),
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
  await i18n.changeLanguage(language);
}

/** Page titles arrive as i18n keys (`routes.x` or a bare route id); anything else is plain text. */
export function translateTitle(title: string): string {
  // A route id can also name a group of texts ('claims'): only a key that holds a text is the title.
  const textOf = (key: string) => (i18n.exists(key) && typeof i18n.t(key, { returnObjects: true }) === 'string' ? i18n.t(key) : null);
  return textOf(title) ?? textOf(`routes.${title}`) ?? title;
}
