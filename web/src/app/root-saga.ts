import { featureSagas } from '@web/lib/define-feature';
import { BOOT_SAGAS } from './boot-features';
import { SIGNED_IN_FEATURES } from './features';
import type { Saga } from './saga-runner';

/** The sagas a signed-in page adds to the boot ones. */
export const SIGNED_IN_SAGAS: readonly Saga[] = featureSagas(SIGNED_IN_FEATURES);

/** The shell's sagas, then every feature's (each declared in its `*.feature.ts`). */
export const FEATURE_SAGAS: readonly Saga[] = [...BOOT_SAGAS, ...SIGNED_IN_SAGAS];
