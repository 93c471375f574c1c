/** The navbar search's groups. */
import { defineFeature } from '@web/lib/define-feature';
import { searchSaga } from './search.sagas';
import { searchReducer } from './search.slice';

export const searchFeature = defineFeature({ reducers: { search: searchReducer }, sagas: [searchSaga] });
