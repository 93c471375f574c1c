import { runSaga, type Saga } from 'redux-saga';
import { API } from '@contract/api/paths';
import type { Bookmark, BookmarksResponse } from '@contract/bookmarks';
import { toastShown } from '@web/lib/toasts.slice';
import { fakeApi } from '@web/test/fake-api';
import { toggle } from './bookmarks.sagas';
import { bookmarkToggleRequested, bookmarksLoaded, bookmarksReducer, starToggled, starsRestored, type BookmarksState } from './bookmarks.slice';

const page = (id: string): Bookmark => ({ id, target: id, title: `routes.${id}`, link: `/${id}`, icon: 'cilStar', starred: false });
const initial = bookmarksReducer(undefined, bookmarksLoaded({ searchResult: [page('orders'), page('claims')], starred: ['orders'], overflow: [] }));

async function run(handlers: Parameters<typeof fakeApi>[0], id: string) {
  const api = fakeApi(handlers);
  let state: { bookmarks: BookmarksState } = { bookmarks: initial };
  const dispatched: Array<{ type: string; payload?: unknown }> = [];
  await runSaga(
    {
      getState: () => state,
      dispatch: (action: { type: string; payload?: unknown }) => {
        dispatched.push(action);
        state = { bookmarks: bookmarksReducer(state.bookmarks, action as Parameters<typeof bookmarksReducer>[1]) };
      },
    },
    toggle as Saga,
    bookmarkToggleRequested(id),
  ).toPromise();
  api.restore();
  return { state, dispatched, calls: api.calls };
}

describe('bookmark toggle saga', () => {
  it('stars at once, tells the server which page, and takes the server state when it sends one', async () => {
    const server: BookmarksResponse = { searchResult: [page('orders'), page('claims')], starred: ['orders', 'claims'], overflow: [] };
    const { state, dispatched, calls } = await run({ [`POST ${API.toggleBookmark}`]: { data: server } }, 'claims');
    expect(dispatched[0]).toEqual(starToggled('claims'));
    expect(JSON.parse(String(calls[0]?.data))).toEqual({ obj: { id: 'claims', target: 'claims', title: 'routes.claims', link: '/claims', icon: 'cilStar' } });
    expect(state.bookmarks.starred).toEqual(['orders', 'claims']);
  });

  it('puts the stars back and says so when the server refuses', async () => {
    const { state, dispatched } = await run({ [`POST ${API.toggleBookmark}`]: { status: 500, data: {} } }, 'claims');
    expect(dispatched).toContainEqual(starsRestored({ starred: ['orders'], overflow: [] }));
    expect(dispatched.at(-1)).toMatchObject({ type: toastShown.type, payload: { messageKey: 'bookmarks.toggleFailed', color: 'danger' } });
    expect(state.bookmarks.starred).toEqual(['orders']);
  });
});
