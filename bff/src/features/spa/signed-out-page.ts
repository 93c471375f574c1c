/**
 * The signed-out pages as the build drew them (web/src/app/prerender.tsx), in the language the browser asks for, so
 * they show, and post their forms, before any script has run. The page's query picks the drawn variant
 * (contract/auth/native-forms.ts); a failed post's is the failed variant with its code's text in the alert. Without the drawn files
 * (a build before them, a test's folder) the plain page answers.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@contract/api/session';
import { SIGNED_OUT_ERROR_TEXTS, signedOutFile, type SignedOutPath } from '@contract/api/signed-out-pages';
import { drawnVariant } from '@contract/auth/native-forms';
import { SIGN_IN_ERROR_PARAM } from '@contract/auth/native-sign-in';
import { SIGNED_OUT_PAGES } from '@contract/routes';
import type { AppEnv } from '../../lib/app-env';
import { pageAnswer } from './page-answer';

/** The first of our languages the Accept-Language header names, by its weights (English when it names none). */
export function languageAsked(header: string | undefined): Language {
  const asked = (header ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const weight = Number(
        params
          .find((param) => param.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { language: tag.split('-')[0], weight: Number.isNaN(weight) ? 0 : weight, order };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  for (const entry of asked) {
    const ours = LANGUAGES.find((language) => language === entry.language);
    if (ours) return ours;
  }
  return DEFAULT_LANGUAGE;
}

const isTextTable = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && Object.values(value).every((text) => typeof text === 'string');

/** Text as react-dom/server writes it, so the failed variant's alert text can be found and replaced. */
const asReactWritesText = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[char] ?? char);

export function signedOutPage(root: string): MiddlewareHandler<AppEnv> {
  const files = new Map<string, Promise<string | null>>();
  const read = (file: string) => {
    const text = files.get(file) ?? readFile(join(root, file), 'utf8').catch(() => null);
    files.set(file, text);
    return text;
  };
  /** One language's error texts as the build wrote them (none when the file is missing or not such a table). */
  const errorTexts = async (language: Language): Promise<Record<string, string> | null> => {
    const text = await read(SIGNED_OUT_ERROR_TEXTS);
    const parsed: unknown = text === null ? null : JSON.parse(text);
    const texts: unknown =
      typeof parsed === 'object' && parsed !== null && language in parsed ? Object.getOwnPropertyDescriptor(parsed, language)?.value : null;
    return isTextTable(texts) ? texts : null;
  };
  return async function signedOutPageHandler(c, next) {
    const path = SIGNED_OUT_PAGES.find((page: SignedOutPath) => page === c.req.path.replace(/\/+$/, ''));
    if (path === undefined) return next();
    const language = languageAsked(c.req.header('accept-language'));
    const query = new URL(c.req.url).searchParams;
    const variant = drawnVariant(path, query);
    const html = await read(signedOutFile(path, language, variant));
    if (html === null) return next();
    c.header('Vary', 'Accept-Language', { append: true });
    if (variant !== 'failed') return pageAnswer(c, html);
    const texts = await errorTexts(language);
    const [drawn, wanted] = [texts?.generic, texts?.[query.get(SIGN_IN_ERROR_PARAM) ?? 'generic']];
    if (drawn === undefined || wanted === undefined) return next();
    return pageAnswer(c, html.replace(`>${asReactWritesText(drawn)}<`, `>${asReactWritesText(wanted)}<`));
  };
}
