/**
 * The FAQ as a detail resource keyed by the language on screen (its index in LANGUAGES): switching the language asks
 * again, and the entries the BFF answered for the session's company are kept per language.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@contract/api/session';
import type { FaqAnswer } from '@contract/help/faq.types';
import { createDetailResource } from '@web/lib/resources/detail-resource';
import { fetchFaq } from './help.api';

export const faqKeyOf = (language: Language): number => LANGUAGES.indexOf(language);
const languageOfKey = (key: number): Language => LANGUAGES[key] ?? DEFAULT_LANGUAGE;

export const faq = createDetailResource('helpFaq', (key): Promise<FaqAnswer> => fetchFaq(languageOfKey(key)), {});
