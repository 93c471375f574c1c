/**
 * The signed-out pages drawn at build time (web/src/app/prerender.tsx), one file per page and language in
 * SIGNED_OUT_PAGES_DIR beside index.html, which the BFF serves before any script has run.
 */
import type { SIGNED_OUT_PAGES } from '../routes';
import type { Language } from './session';

export const SIGNED_OUT_PAGES_DIR = 'signed-out';

/**
 * A page as drawn (`page`), with an error alert whose text the BFF puts in for the code a failed post sent back
 * (`failed`), after a form's success (`done`), or the reset form for a link's token (`form`): contract/auth/native-forms.ts.
 */
export const SIGNED_OUT_VARIANTS = ['page', 'failed', 'done', 'form'] as const;
export type SignedOutVariant = (typeof SIGNED_OUT_VARIANTS)[number];

export type SignedOutPath = (typeof SIGNED_OUT_PAGES)[number];

/** `signed-out/login.tr.failed.html` (`login.tr.html` for the page): the file of one page, language and variant. */
export function signedOutFile(path: SignedOutPath, language: Language, variant: SignedOutVariant): string {
  const name = path.slice(1).replace(/\//g, '-');
  return `${SIGNED_OUT_PAGES_DIR}/${name}.${language}${variant === 'page' ? '' : `.${variant}`}.html`;
}

/** The file of each language's error texts (`{ en: { code: text }, tr: … }`), for the failed variant's alert. */
export const SIGNED_OUT_ERROR_TEXTS = `${SIGNED_OUT_PAGES_DIR}/error-texts.json`;

/** On a drawn page's #root: the language it was drawn in (the entry hydrates it when it starts in that language). */
export const DRAWN_LANGUAGE_ATTRIBUTE = 'data-drawn-lang';
