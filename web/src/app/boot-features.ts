/**
 * What the entry itself loads: the shell's state and sagas and the features the signed-out pages and the session's
 * first answer need (bookmarks and search load on `userLoaded`). The rest (./features.ts) arrives with the first
 * signed-in page, so the sign-in page carries no feature's queries, rules or screens.
 */
import { authFeature } from '@web/features/auth/auth.feature';
import { bookmarksFeature } from '@web/features/bookmarks/bookmarks.feature';
import { customizerFeature } from '@web/features/customizer/customizer.feature';
import { searchFeature } from '@web/features/search/search.feature';
import { featureReducers, featureSagas } from '@web/lib/define-feature';
import { languageSaga } from '@web/lib/language.sagas';
import { sessionReducer } from '@web/lib/session/session.slice';
import { sessionSaga } from '@web/lib/session/session.sagas';
import { toastsReducer } from '@web/lib/toasts.slice';
import { layoutReducer } from './layout/layout.slice';

export const BOOT_FEATURES = [authFeature, bookmarksFeature, searchFeature, customizerFeature] as const;

/** The shell's own state. */
export const SHELL_REDUCERS = { session: sessionReducer, toasts: toastsReducer, layout: layoutReducer };

export const BOOT_REDUCERS = { ...SHELL_REDUCERS, ...featureReducers(BOOT_FEATURES) };

/** The shell's sagas, then the boot features'. */
export const BOOT_SAGAS = [sessionSaga, languageSaga, ...featureSagas(BOOT_FEATURES)];
