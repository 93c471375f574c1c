/** A small FAQ answer for the help feature's tests (the real content lives in the marketplace service's world). */
import type { Language } from '@contract/api/session';
import type { FaqAnswer, FaqEntry, FaqReader } from '@contract/help/faq.types';
import type { DetailState } from '@web/lib/resources/detail-resource';

const entry = (id: string, section: FaqEntry['section'], audience: FaqEntry['audience'], question: string, screens: FaqEntry['screens'] = []): FaqEntry => ({
  id,
  section,
  audience,
  question,
  answer: [`${question} — answer.`],
  screens,
});

export const TEST_ENTRIES: FaqEntry[] = [
  entry('first-steps', 'gettingStarted', 'everyone', 'İlk girişten sonra nereden başlamalıyım?', ['companyInfo']),
  entry('tr-e-invoice', 'ordersPackages', 'turkey', 'e-Fatura mı, e-Arşiv mi?', ['orders']),
  entry('abroad-customs', 'ordersPackages', 'abroad', 'Gümrük için neye ihtiyacım var?'),
  entry('returns', 'claimsQuestions', 'everyone', 'İadeyi nasıl yönetirim?', ['claims']),
];

export function faqAnswer(reader: FaqReader = 'turkey', language: Language = 'tr', entries = TEST_ENTRIES): FaqAnswer {
  return { reader, language, entries };
}

export function faqState(data: FaqAnswer | null, status: DetailState<FaqAnswer>['status'] = 'ready'): DetailState<FaqAnswer> {
  return { status, id: 1, data, error: null, command: null };
}
