/** Each interface language's texts, a chunk of its own, and the language the browser last chose (English at first). */
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@contract/api/session';
import { DRAWN_LANGUAGE_ATTRIBUTE } from '@contract/api/signed-out-pages';
import { storage } from './storage';

export type Texts = Record<string, unknown>;

export const LANGUAGE_BUNDLES: Record<Language, () => Promise<{ default: Texts }>> = {
  en: () => import('@locales/en.json'),
  tr: () => import('@locales/tr.json'),
};

/** The one Intl locale per interface language: every number, amount and date is written the same way. */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-GB', tr: 'tr-TR' };

/** The language a page drawn at build time was drawn in (the one the browser asked the BFF for), if this is one. */
function drawnLanguage(): Language | null {
  const drawn = typeof document === 'undefined' ? null : document.getElementById('root')?.getAttribute(DRAWN_LANGUAGE_ATTRIBUTE);
  return LANGUAGES.find((language) => language === drawn) ?? null;
}

/** The language chosen on this browser; before any choice, the one the page was drawn in, else English. */
export const storedLanguage = (): Language => storage.get('uiLang') ?? drawnLanguage() ?? DEFAULT_LANGUAGE;
