/**
 * The signed-out pages drawn with react-dom/server at build time (scripts/vite-prerender.ts): the SPA's own routes,
 * layout and views, in each language, which the entry then hydrates (main.tsx). A sign-in page is drawn a second time
 * with a failed post's alert (code `generic`), whose text the BFF swaps for the code a failed post sent back.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { LANGUAGES, type Language } from '@contract/api/session';
import type { SignedOutPath, SignedOutVariant } from '@contract/api/signed-out-pages';
import { SIGN_IN_ERROR_PARAM, SIGN_IN_FORM_ACTION } from '@contract/auth/native-sign-in';
import { ERROR_MESSAGES } from '@contract/errors';
import { SIGNED_OUT_PAGES } from '@contract/routes';
import { i18n, loadLanguage } from '@web/lib/i18n';
import { App } from './App';
import { bootReducer } from './boot-store';
import { appRoutes } from './router';
import { setUpStore } from './store-setup';

export interface DrawnPage {
  path: SignedOutPath;
  language: Language;
  variant: SignedOutVariant;
  /** What #root holds. */
  root: string;
}

export interface DrawnSignedOutPages {
  pages: DrawnPage[];
  /** Each language's text of every error code (what the failed variant's alert may say). */
  errorTexts: Record<Language, Record<string, string>>;
}

const SIGN_IN_PAGES: readonly string[] = Object.values(SIGN_IN_FORM_ACTION);

function draw(url: string): string {
  const { store } = setUpStore(bootReducer, [], { navigate: () => undefined, runSagas: false });
  const router = createMemoryRouter(appRoutes(), { initialEntries: [url] });
  return renderToString(
    <StrictMode>
      <App store={store} router={router} />
    </StrictMode>,
  );
}

export async function drawSignedOutPages(): Promise<DrawnSignedOutPages> {
  const pages: DrawnPage[] = [];
  const errorTexts: Partial<Record<Language, Record<string, string>>> = {};
  for (const language of LANGUAGES) {
    await loadLanguage(language);
    await i18n.changeLanguage(language);
    for (const path of SIGNED_OUT_PAGES) {
      pages.push({ path, language, variant: 'page', root: draw(path) });
      if (SIGN_IN_PAGES.includes(path)) pages.push({ path, language, variant: 'failed', root: draw(`${path}?${SIGN_IN_ERROR_PARAM}=generic`) });
    }
    errorTexts[language] = Object.fromEntries(Object.keys(ERROR_MESSAGES).map((code) => [code, i18n.t(`errors.${code}`)]));
  }
  return { pages, errorTexts: { en: errorTexts.en ?? {}, tr: errorTexts.tr ?? {} } };
}
