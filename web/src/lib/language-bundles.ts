/** Each interface language's texts, a chunk of its own, and the language the browser last chose (English at first). */
import { DEFAULT_LANGUAGE, type Language } from '@contract/api/session';
import { storage } from './storage';

export type Texts = Record<string, unknown>;

export const LANGUAGE_BUNDLES: Record<Language, () => Promise<{ default: Texts }>> = {
  en: () => import('@locales/en.json'),
  tr: () => import('@locales/tr.json'),
};

/** The one Intl locale per interface language: every number, amount and date is written the same way. */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-GB', tr: 'tr-TR' };

export const storedLanguage = (): Language => storage.get('uiLang') ?? DEFAULT_LANGUAGE;
