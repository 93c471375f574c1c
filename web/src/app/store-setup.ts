/** The redux store with the saga middleware, as the app (store.ts) and the entry's boot store (boot-store.ts) make it. */
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { loadStoredCustomizer } from '@web/features/customizer/customizer.slice';
import { browserLoadPage, LOAD_PAGE_CONTEXT_KEY, NAVIGATE_CONTEXT_KEY, type LoadPage, type Navigate } from '@web/lib/navigation';
import type { AppReducer, RootState } from './reducer';
import { rootSaga, type Saga } from './saga-runner';

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

export function setUpStore(reducer: AppReducer, sagas: readonly Saga[], options: AppStoreOptions) {
  const { navigate, loadPage = browserLoadPage, preloadedState, signal, runSagas = true } = options;
  const sagaMiddleware = createSagaMiddleware({ context: { [NAVIGATE_CONTEXT_KEY]: navigate, [LOAD_PAGE_CONTEXT_KEY]: loadPage } });
  const store = configureStore({
    reducer,
    preloadedState: { customizer: loadStoredCustomizer(), ...preloadedState },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  /** Starts more sagas beside the running ones (the signed-in features' when they arrive). */
  const startSagas = (more: readonly Saga[]) => {
    if (!runSagas) return;
    const task = sagaMiddleware.run(rootSaga, more);
    signal?.addEventListener('abort', () => task.cancel(), { once: true });
  };
  startSagas(sagas);
  return { store, startSagas };
}
