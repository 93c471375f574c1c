import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { loadStoredCustomizer } from '@web/features/customizer/customizer.slice';
import { browserLoadPage, LOAD_PAGE_CONTEXT_KEY, NAVIGATE_CONTEXT_KEY, type LoadPage, type Navigate } from '@web/lib/navigation';
import { rootReducer, type RootState } from './reducer';
import { rootSaga } from './root-saga';

export interface AppStoreOptions {
  /** How sagas change the URL (the router's navigate in the app; a spy in tests). */
  navigate: Navigate;
  /** Full page loads (act-as, back to admin); the browser's by default. */
  loadPage?: LoadPage;
  preloadedState?: Partial<RootState>;
  /** Aborting it cancels every saga (a story or test unmounting its own store). */
  signal?: AbortSignal;
  /** Tests of pure rendering can leave the sagas off. */
  runSagas?: boolean;
}

export function createAppStore({ navigate, loadPage = browserLoadPage, preloadedState, signal, runSagas = true }: AppStoreOptions) {
  const sagaMiddleware = createSagaMiddleware({ context: { [NAVIGATE_CONTEXT_KEY]: navigate, [LOAD_PAGE_CONTEXT_KEY]: loadPage } });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { customizer: loadStoredCustomizer(), ...preloadedState },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  if (runSagas) {
    const task = sagaMiddleware.run(rootSaga);
    signal?.addEventListener('abort', () => task.cancel(), { once: true });
  }
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
