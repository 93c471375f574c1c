/** The theme customizer's settings. */
import { defineFeature } from '@web/lib/define-feature';
import { customizerSaga } from './customizer.sagas';
import { customizerReducer } from './customizer.slice';

export const customizerFeature = defineFeature({ reducers: { customizer: customizerReducer }, sagas: [customizerSaga] });
