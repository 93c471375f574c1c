/**
 * Renders one view on a memory router at `url` with a signed-in seller (or the user given) and a store whose sagas
 * do not run unless asked, and spies on what the view dispatches.
 */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { UserInfo } from '@contract/api/session';
import { createAppStore } from '@web/app/store';
import '@web/lib/i18n';
import { initialSessionState } from '@web/lib/session/session.slice';

export interface RenderViewOptions {
  user?: UserInfo;
  runSagas?: boolean;
}

export const SELLER = { userRole: 'user', companyId: 1001 } as UserInfo;

export function renderViewAt(url: string, view: ReactNode, { user = SELLER, runSagas = false }: RenderViewOptions = {}) {
  const store = createAppStore({
    navigate: () => undefined,
    runSagas,
    preloadedState: { session: { ...initialSessionState, status: 'signedIn', user } },
  });
  const dispatched = vi.spyOn(store, 'dispatch');
  const rendered = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>{view}</MemoryRouter>
    </Provider>,
  );
  return { store, dispatched, rendered };
}
