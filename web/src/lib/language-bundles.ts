/** Each interface language's texts, a chunk of its own, and the language the browser last chose (English at first). */
import { DEFAULT_LANGUAGE, type Language } from '@contract/api/session';
import { storage } from './storage';

export type Texts = Record<string, unknown>;

export const LANGUAGE_BUNDLES: Record<Language, () => Promise<{ default: Texts }>> = {
  en: () => import('@locales/en.json'),
  tr: () => import('@locales/tr.json'),
};

export const storedLanguage = (): Language => storage.get('uiLang') ?? DEFAULT_LANGUAGE;
