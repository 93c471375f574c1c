/**
 * The FAQ (spec §1, §2): the group's help content, served by the marketplace service. Sellers based in Turkey and
 * sellers abroad read different entries (spec §1); some entries are for both. Who reads is decided on the server from
 * the session's company, never asked of the browser.
 */
import type { Language } from '../api/session';
import type { RouteId } from '../routes';

export const FAQ_SECTIONS = ['gettingStarted', 'productsImports', 'ordersPackages', 'claimsQuestions', 'paymentsReconciliation', 'account'] as const;
export type FaqSection = (typeof FAQ_SECTIONS)[number];

/** Whom an entry is written for: sellers based in Turkey, sellers abroad, or both. */
export const FAQ_AUDIENCES = ['turkey', 'abroad', 'everyone'] as const;
export type FaqAudience = (typeof FAQ_AUDIENCES)[number];

/**
 * Who reads: a seller in Turkey, a seller abroad, or 'staff' (an account without a company, the editor) who reads
 * every entry, each marked with its audience.
 */
export const FAQ_READERS = ['turkey', 'abroad', 'staff'] as const;
export type FaqReader = (typeof FAQ_READERS)[number];

export const TURKEY_COUNTRY_CODE = 'TR';

/** The reader a company's base country makes: null (no company) is staff. */
export function faqReaderOf(companyCountry: string | null): FaqReader {
  if (companyCountry === null) return 'staff';
  return companyCountry.toUpperCase() === TURKEY_COUNTRY_CODE ? 'turkey' : 'abroad';
}

/** Whether an entry is for this reader. */
export function readsEntry(reader: FaqReader, audience: FaqAudience): boolean {
  return reader === 'staff' || audience === 'everyone' || audience === reader;
}

export interface FaqEntry {
  /** Stable across languages (a link target: `?q=` does not need it, the accordion keeps it open by it). */
  id: string;
  section: FaqSection;
  audience: FaqAudience;
  question: string;
  /** Paragraphs, plain text. */
  answer: string[];
  /** Screens the answer talks about (catalogue ids): the SPA links those the reader may open. */
  screens: RouteId[];
}

export interface FaqAnswer {
  reader: FaqReader;
  language: Language;
  entries: FaqEntry[];
}
