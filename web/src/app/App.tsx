import { I18nextProvider } from 'react-i18next';
import { Provider, useDispatch, useSelector } from 'react-redux';
import { RouterProvider } from 'react-router';
import { Toaster } from '@web/components/Toaster';
import { i18n } from '@web/lib/i18n';
import { selectToasts, toastDismissed } from '@web/lib/toasts.slice';
import type { AppStore } from './store';
import type { createAppRouter } from './router';

function ConnectedToaster({ router }: Pick<AppProps, 'router'>) {
  const dispatch = useDispatch();
  const toasts = useSelector(selectToasts);
  return <Toaster toasts={toasts} onDismiss={(id) => dispatch(toastDismissed(id))} onOpenLink={(to) => void router.navigate(to)} />;
}

interface AppProps {
  store: AppStore;
  router: ReturnType<typeof createAppRouter>;
}

export function App({ store, router }: AppProps) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
        <ConnectedToaster router={router} />
      </I18nextProvider>
    </Provider>
  );
}
