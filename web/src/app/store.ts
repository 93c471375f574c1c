/** The store with every feature in from the start (tests, stories); the entry starts lighter (boot-store.ts). */
import { rootReducer } from './reducer';
import { FEATURE_SAGAS } from './root-saga';
import { setUpStore, type AppStoreOptions } from './store-setup';

export function createAppStore(options: AppStoreOptions) {
  return setUpStore(rootReducer, FEATURE_SAGAS, options).store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
