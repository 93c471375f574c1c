import { TURKISH_LIGHT } from './globals';

/** The same story with the interface in Turkish: its play reads texts through i18n, so it checks the Turkish ones. */
export function inTurkish<S extends { name?: string }>(story: S): S & { globals: typeof TURKISH_LIGHT } {
  return { ...story, name: `${story.name ?? 'Story'} (Türkçe)`, globals: TURKISH_LIGHT };
}
