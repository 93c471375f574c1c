import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { BookmarksResponse, StarState } from '@contract/bookmarks';
import { signedOut, userLoaded } from '@web/lib/session/session.slice';
import { toastShown } from '@web/lib/toasts.slice';
import { fetchBookmarks, toggleBookmark } from './bookmarks.api';
import {
  bookmarkToggleRequested,
  bookmarksCleared,
  bookmarksLoaded,
  bookmarksRequested,
  selectStarState,
  starToggled,
  starsRestored,
  type BookmarksState,
} from './bookmarks.slice';

export function* loadBookmarks(): SagaIterator {
  try {
    const answer = (yield call(fetchBookmarks)) as BookmarksResponse;
    yield put(bookmarksLoaded(answer));
  } catch {
    // The navbar simply shows no bookmarks; pages stay usable.
  }
}

export function* toggle(action: ReturnType<typeof bookmarkToggleRequested>): SagaIterator {
  const before = (yield select(selectStarState)) as StarState;
  const items = (yield select((state: { bookmarks: BookmarksState }) => state.bookmarks.items)) as BookmarksState['items'];
  yield put(starToggled(action.payload));
  const known = items.find((item) => item.id === action.payload);
  // The server flips the star itself (spec §7), so the request names the page and says nothing about its state.
  const page = known ? { id: known.id, target: known.target, title: known.title, link: known.link, icon: known.icon } : { id: action.payload };
  try {
    const answer = (yield call(toggleBookmark, page)) as BookmarksResponse | null;
    if (answer) yield put(bookmarksLoaded(answer));
  } catch {
    yield put(starsRestored(before));
    yield put(toastShown('bookmarks.toggleFailed', 'danger'));
  }
}

export function* bookmarksSaga(): SagaIterator {
  yield all([
    takeLatest([userLoaded.type, bookmarksRequested.type], loadBookmarks),
    takeEvery(bookmarkToggleRequested.type, toggle),
    takeEvery(signedOut.type, function* clear() {
      yield put(bookmarksCleared());
    }),
  ]);
}
