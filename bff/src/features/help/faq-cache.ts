/**
 * The last good FAQ per reader and language, kept in the BFF's store (Redis in production, so it outlives a restart):
 * help is most needed while the marketplace service that owns it is down, and then this copy is served.
 */
import type { Language } from '@contract/api/session';
import type { FaqAnswer, FaqReader } from '@contract/help/faq.types';
import { ApiFailure } from '../../lib/api-failure';
import type { Store } from '../../lib/store';

/** Long enough to cover any outage; the next good answer replaces it. */
const KEEP_MS = 30 * 24 * 60 * 60 * 1000;

const keyOf = (reader: FaqReader, language: Language) => `help-faq:${reader}:${language}`;

/** What this module wrote under the key, or null for anything else (an older shape, a damaged value). */
function parseSaved(raw: string | null, reader: FaqReader, language: Language): FaqAnswer | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || !('entries' in value) || !Array.isArray(value.entries)) return null;
    return { reader, language, entries: value.entries as FaqAnswer['entries'] };
  } catch {
    return null;
  }
}

/** The service's answer, saved for later; the saved one when the service is not answering (else its failure). */
export async function faqWithFallback(store: Store, reader: FaqReader, language: Language, load: () => Promise<FaqAnswer>): Promise<FaqAnswer> {
  try {
    const answer = await load();
    await store.set(keyOf(reader, language), JSON.stringify(answer), KEEP_MS);
    return answer;
  } catch (error) {
    if (!(error instanceof ApiFailure && error.code === 'downstreamUnavailable')) throw error;
    const saved = parseSaved(await store.get(keyOf(reader, language)), reader, language);
    if (saved === null) throw error;
    return saved;
  }
}
