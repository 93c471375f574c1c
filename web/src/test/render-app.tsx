/** Renders the whole app (store, i18n, router from the catalogue) on a memory router, for shell tests. */
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import type { UserInfo } from '@contract/api/session';
import { App } from '@web/app/App';
import type { RootState } from '@web/app/reducer';
import { MainLayout } from '@web/app/layout/MainLayout';
import { appRoutes } from '@web/app/router';
import { createAppStore } from '@web/app/store';
import { initialSessionState } from '@web/lib/session/session.slice';

export interface RenderAppOptions {
  path?: string;
  /** A signed-in user, or null for signed out. Undefined leaves the session unknown (boot still running). */
  user?: UserInfo | null;
  runSagas?: boolean;
  preloadedState?: Partial<RootState>;
  /** Full page loads the sagas ask for; a test renders the app again at that path to follow one. */
  loadPage?: (to: string) => void;
}

export function renderApp({ path = '/', user, runSagas = false, preloadedState = {}, loadPage = () => undefined }: RenderAppOptions = {}) {
  let router: ReturnType<typeof createMemoryRouter> | null = null;
  const session =
    user === undefined
      ? initialSessionState
      : user === null
        ? { ...initialSessionState, status: 'signedOut' as const }
        : { ...initialSessionState, status: 'signedIn' as const, user };
  const store = createAppStore({
    navigate: (to, options) => router?.navigate(to, options),
    loadPage,
    preloadedState: { session, ...preloadedState },
    runSagas,
  });
  router = createMemoryRouter(appRoutes({ layout: MainLayout }), { initialEntries: [path] });
  const view = render(<App store={store} router={router} />);
  return { ...view, store, router };
}
