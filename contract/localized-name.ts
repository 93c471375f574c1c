/**
 * A name the data holds in both interface languages (a category and its path, an attribute, a list value): every
 * answer carries both, and the reader's side picks one (the SPA the interface language, an export the requester's).
 * Text a seller typed has one spelling and stays as typed (`sameName`).
 */
import type { Language } from './api/session';

export interface LocalizedName {
  en: string;
  tr: string;
}

/** The name in `language`. */
export function nameIn(name: LocalizedName, language: Language): string {
  return name[language];
}

/** One spelling for both languages: what a seller typed, or a code such as a size. */
export function untranslated(text: string): LocalizedName {
  return { en: text, tr: text };
}

/** Both spellings, for a search or text filter that finds a name whichever language the reader typed it in. */
export function spellingsOf(name: LocalizedName): [string, string] {
  return [name.en, name.tr];
}
