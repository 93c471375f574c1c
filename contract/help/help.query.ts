/** The FAQ's queries: the browser asks a language; the BFF adds the reader it decided when it asks the service. */
import type { QueryCodec } from '../api/route-def';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../api/session';
import { FAQ_READERS, type FaqReader } from './faq.types';

const languageOf = (raw: string | undefined): Language | null => (LANGUAGES.includes(raw as Language) ? (raw as Language) : null);

export interface FaqQuery {
  lang: Language;
}

/** `?lang=`: an unknown or missing language reads as the default one. */
export const faqQuery: QueryCodec<FaqQuery> = {
  parse: (raw) => ({ lang: languageOf(raw.lang) ?? DEFAULT_LANGUAGE }),
  toRaw: (query) => ({ lang: query.lang }),
};

export interface ServiceFaqQuery {
  reader: FaqReader | null;
  lang: Language | null;
}

/** The service's `?reader=&lang=`: both required and known, else 400. */
export const serviceFaqQuery: QueryCodec<ServiceFaqQuery> = {
  parse: (raw) => ({ reader: FAQ_READERS.includes(raw.reader as FaqReader) ? (raw.reader as FaqReader) : null, lang: languageOf(raw.lang) }),
  problems: (query) => {
    const fields = { ...(query.reader ? {} : { reader: 'validation.required' }), ...(query.lang ? {} : { lang: 'validation.required' }) };
    return Object.keys(fields).length > 0 ? fields : null;
  },
  toRaw: (query) => ({ ...(query.reader ? { reader: query.reader } : {}), ...(query.lang ? { lang: query.lang } : {}) }),
};
