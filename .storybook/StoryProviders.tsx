import { useEffect, useRef, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider, useDispatch, useSelector } from 'react-redux';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import type { RootState } from '@web/app/reducer';
import { createAppStore } from '@web/app/store';
import { Toaster } from '@web/components/Toaster';
import { i18n } from '@web/lib/i18n';
import { initialSessionState } from '@web/lib/session/session.slice';
import { selectToasts, toastDismissed } from '@web/lib/toasts.slice';
import type { StoryEnvironment } from './story-environment';

interface StoryProvidersProps {
  environment: StoryEnvironment;
  route: string;
  preloadedState: Partial<RootState>;
  children: ReactNode;
}

/** Hands the router's navigate to the sagas (the app gives them its data router's navigate the same way). */
function NavigateBridge({ target }: { target: { current: NavigateFunction | null } }) {
  const navigate = useNavigate();
  useEffect(() => {
    target.current = navigate;
    return () => {
      target.current = null;
    };
  }, [navigate, target]);
  return null;
}

function ConnectedToaster() {
  const dispatch = useDispatch();
  const toasts = useSelector(selectToasts);
  const navigate = useNavigate();
  return <Toaster toasts={toasts} onDismiss={(id) => dispatch(toastDismissed(id))} onOpenLink={(to) => void navigate(to)} />;
}

/** The app's store (web's factory, sagas calling the BFF in the page), i18n and a MemoryRouter around one story. */
export function StoryProviders({ environment, route, preloadedState, children }: StoryProvidersProps) {
  const navigateRef = useRef<NavigateFunction | null>(null);
  const [sagas] = useState(() => new AbortController());
  const [store] = useState(() =>
    createAppStore({
      navigate: (to, options) => navigateRef.current?.(to, options),
      signal: sagas.signal,
      preloadedState: {
        session: environment.user ? { ...initialSessionState, status: 'signedIn', user: environment.user } : { ...initialSessionState, status: 'signedOut' },
        customizer: environment.settings,
        ...preloadedState,
      },
    }),
  );
  useEffect(() => () => sagas.abort(), [sagas]);
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[route]}>
          <NavigateBridge target={navigateRef} />
          {children}
          <ConnectedToaster />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>
  );
}
