/** The FAQ's search and section filter, over the entries the service answered (the SPA filters as the seller types). */
import { textMatcher } from '../text-search';
import type { FaqEntry, FaqSection } from './faq.types';

export interface FaqFilter {
  /** Free text, matched through the contract's one normaliser (case, accents and Turkish i's set aside). */
  q: string;
  section: FaqSection | null;
}

/** Entries whose question or answer holds the text, in the section asked (all sections when none). */
export function filterFaq(entries: readonly FaqEntry[], { q, section }: FaqFilter): FaqEntry[] {
  const matches = textMatcher(q);
  return entries.filter((entry) => (section === null || entry.section === section) && matches(entry.question, ...entry.answer));
}
