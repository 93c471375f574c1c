/** The starred routes of the bookmark bar. */
import { defineFeature } from '@web/lib/define-feature';
import { bookmarksSaga } from './bookmarks.sagas';
import { bookmarksReducer } from './bookmarks.slice';

export const bookmarksFeature = defineFeature({ reducers: { bookmarks: bookmarksReducer }, sagas: [bookmarksSaga] });
