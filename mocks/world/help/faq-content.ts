/**
 * The marketplace service's help content: the group's FAQ, in each language, for each reader. A seller in Turkey
 * reads the common entries and the Turkish ones, a seller abroad the common and the abroad ones; staff read all.
 */
import type { Language } from '@contract/api/session';
import { FAQ_SECTIONS, readsEntry, type FaqAnswer, type FaqEntry, type FaqReader } from '@contract/help/faq.types';
import { ABROAD_FAQ } from './faq-abroad';
import { COMMON_OPERATIONS_FAQ } from './faq-common-operations';
import { COMMON_SETUP_FAQ } from './faq-common-setup';
import type { FaqSource } from './faq-source';
import { TURKEY_FAQ } from './faq-turkey';

/** Every entry once, in section order (the order the FAQ shows them). */
export const FAQ_SOURCES: readonly FaqSource[] = FAQ_SECTIONS.flatMap((section) =>
  [...COMMON_SETUP_FAQ, ...COMMON_OPERATIONS_FAQ, ...TURKEY_FAQ, ...ABROAD_FAQ].filter((source) => source.section === section),
);

function entryOf(source: FaqSource, language: Language): FaqEntry {
  const { question, answer } = source.text[language];
  return { id: source.id, section: source.section, audience: source.audience, question, answer: [...answer], screens: [...source.screens] };
}

export function faqFor(reader: FaqReader, language: Language): FaqAnswer {
  return { reader, language, entries: FAQ_SOURCES.filter((source) => readsEntry(reader, source.audience)).map((source) => entryOf(source, language)) };
}
