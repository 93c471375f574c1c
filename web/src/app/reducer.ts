import { combineReducers } from '@reduxjs/toolkit';
import { featureReducers } from '@web/lib/define-feature';
import { sessionReducer } from '@web/lib/session/session.slice';
import { toastsReducer } from '@web/lib/toasts.slice';
import { FEATURES } from './features';
import { layoutReducer } from './layout/layout.slice';

/** The shell's own state, then every feature's (each declared in its `*.feature.ts`). */
export const rootReducer = combineReducers({
  session: sessionReducer,
  toasts: toastsReducer,
  layout: layoutReducer,
  ...featureReducers(FEATURES),
});

export type RootState = ReturnType<typeof rootReducer>;
