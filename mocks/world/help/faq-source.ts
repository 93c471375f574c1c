/** How the help content is written down: each entry once, in both languages, with the screens it talks about. */
import type { Language } from '@contract/api/session';
import type { FaqAudience, FaqSection } from '@contract/help/faq.types';
import type { RouteId } from '@contract/routes';

export interface FaqText {
  question: string;
  answer: string[];
}

export interface FaqSource {
  id: string;
  section: FaqSection;
  audience: FaqAudience;
  screens: RouteId[];
  text: Record<Language, FaqText>;
}
