/** The shell's own actions: copy, support requests and back to admin. */
import { defineFeature } from '@web/lib/define-feature';
import { shellSaga } from './shell.sagas';
import { shellReducer } from './shell.slice';

export const shellFeature = defineFeature({ reducers: { shell: shellReducer }, sagas: [shellSaga] });
