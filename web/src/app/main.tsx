/** The SPA entry: renders as soon as it is imported (dev:mock's entry, mocks/browser-bff/entry.tsx, imports it once the in-page BFF has started). */
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ME_ELEMENT_ID } from '@contract/api/page-data';
import { DRAWN_LANGUAGE_ATTRIBUTE } from '@contract/api/signed-out-pages';
import { opensSignedIn } from '@contract/routes';
import { applyCustomizerToDocument } from '@web/features/customizer/document-theme';
import { loadStoredCustomizer } from '@web/features/customizer/customizer.slice';
import { currentLanguage, i18nReady } from '@web/lib/i18n';
import { App } from './App';
import { createAppRouter, preloadSignedInPage, signedInLayout } from './router';
import { createBootStore } from './boot-store';

// Theme, direction and stylesheet go on before the first paint.
applyCustomizerToDocument(document, loadStoredCustomizer(), window.innerWidth);

let router: ReturnType<typeof createAppRouter> | null = null;
const { store, addSignedInFeatures } = createBootStore({ navigate: (to, options) => router?.navigate(to, options) });
const layout = signedInLayout(addSignedInFeatures);
const appRouter = createAppRouter({ layout });
router = appRouter;

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const app = (
  <StrictMode>
    <App store={store} router={appRouter} />
  </StrictMode>
);
// A signed-out page drawn at build time (./prerender.tsx) is already painted: React takes it over as it is when the app
// starts in the language it was drawn in, and draws it anew otherwise (a language chosen on this browser before).
// Any other page's first paint waits for the chosen language's texts (one small chunk), so no key ever shows, and a
// signed-in page's for its route's screen and, when the BFF wrote the session's user into it, its layout (./early.ts
// started both), so no layer of it suspends (lib/ready-lazy.tsx); a transition lets React render the first screen in
// slices, so a slow phone's main thread stays responsive.
const { pathname } = window.location;
const sessionInPage = document.getElementById(ME_ELEMENT_ID) !== null;
const firstPageLoaded = opensSignedIn(pathname) ? Promise.all([preloadSignedInPage(pathname), sessionInPage && layout.preload()]) : null;
// A part that failed to load is asked again when it renders, and shows the route's error if it fails again.
void Promise.all([i18nReady, firstPageLoaded?.catch(() => undefined)]).then(() => {
  if (container.getAttribute(DRAWN_LANGUAGE_ATTRIBUTE) === currentLanguage()) hydrateRoot(container, app);
  else startTransition(() => createRoot(container).render(app));
});
