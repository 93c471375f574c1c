/** The entry's store: the boot features at first, every other feature added when the first signed-in page opens. */
import { combineReducers } from '@reduxjs/toolkit';
import type { AppReducer } from './reducer';
import { BOOT_REDUCERS, BOOT_SAGAS } from './boot-features';
import { loadSignedIn } from './load-signed-in';
import { setUpStore, type AppStoreOptions } from './store-setup';
import type { AppStore } from './store';

/**
 * Typed as the whole app's state although it keeps only the boot slices: nothing that reads another slice runs before
 * `addSignedInFeatures` resolves, because the signed-in layout and its screens render only after it (router.tsx).
 */
export const bootReducer = combineReducers(BOOT_REDUCERS) as unknown as AppReducer;

export function createBootStore(options: Pick<AppStoreOptions, 'navigate'>): { store: AppStore; addSignedInFeatures: () => Promise<void> } {
  const { store, startSagas } = setUpStore(bootReducer, BOOT_SAGAS, options);
  let adding: Promise<void> | null = null;
  const addSignedInFeatures = () =>
    (adding ??= loadSignedIn().then(({ rootReducer, SIGNED_IN_SAGAS }) => {
      store.replaceReducer(rootReducer);
      startSagas(SIGNED_IN_SAGAS);
    }));
  return { store, addSignedInFeatures };
}
