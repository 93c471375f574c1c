/**
 * The signed-out pages drawn with react-dom/server at build time (scripts/vite-prerender.ts): the SPA's own routes,
 * layout and views, in each language, which the entry then hydrates (main.tsx). Each page is drawn in each of its
 * variants (contract/auth/native-forms.ts): a form's failed post's alert (code `generic`, whose text the BFF swaps for
 * the code a failed post sent back), its done copy, the reset form for a link.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { LANGUAGES, type Language } from '@contract/api/session';
import { SIGNED_OUT_VARIANTS, type SignedOutPath, type SignedOutVariant } from '@contract/api/signed-out-pages';
import { DRAWN_VARIANTS } from '@contract/auth/native-forms';
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
      for (const variant of SIGNED_OUT_VARIANTS) {
        const url = DRAWN_VARIANTS[path][variant];
        if (url !== undefined) pages.push({ path, language, variant, root: draw(url) });
      }
    }
    errorTexts[language] = Object.fromEntries(Object.keys(ERROR_MESSAGES).map((code) => [code, i18n.t(`errors.${code}`)]));
  }
  return { pages, errorTexts: { en: errorTexts.en ?? {}, tr: errorTexts.tr ?? {} } };
}
