/** The FAQ as the marketplace service answers it (mocks/world/help), in the states the help stories show. */
import type { Language } from '@contract/api/session';
import type { FaqAnswer, FaqReader } from '@contract/help/faq.types';
import type { ErrorCode } from '@contract/errors';
import type { DetailState } from '@web/lib/resources/detail-resource';
import { faqFor } from '@mocks/world/help/faq-content';
import { apiFailure } from '../support/failures';

export const faqAnswerFor = (reader: FaqReader, language: Language): FaqAnswer => faqFor(reader, language);

export function faqState(data: FaqAnswer | null, status: DetailState<FaqAnswer>['status'] = data ? 'ready' : 'loading'): DetailState<FaqAnswer> {
  return { status, id: 0, data, error: null, command: null };
}

export function failedFaq(code: ErrorCode = 'downstreamUnavailable'): DetailState<FaqAnswer> {
  return { status: 'error', id: 0, data: null, error: apiFailure(code), command: null };
}

/** The demo sellers the FAQ stories sign in as: Ayşe's company is in Turkey (TR), Omar's in the UAE (AE). */
export const TURKISH_SELLER = { email: 'ayse@demo.tezgah.dev', starred: [] } as const;
export const FOREIGN_SELLER = { email: 'omar@demo.tezgah.dev', starred: [] } as const;
export const EDITOR = { email: 'editor@demo.tezgah.dev', starred: [] } as const;
