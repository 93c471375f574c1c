import { combineReducers } from '@reduxjs/toolkit';
import { featureReducers } from '@web/lib/define-feature';
import { SHELL_REDUCERS } from './boot-features';
import { FEATURES } from './features';

/** The shell's own state, then every feature's (each declared in its `*.feature.ts`). */
export const rootReducer = combineReducers({ ...SHELL_REDUCERS, ...featureReducers(FEATURES) });

export type RootState = ReturnType<typeof rootReducer>;
export type AppReducer = typeof rootReducer;
