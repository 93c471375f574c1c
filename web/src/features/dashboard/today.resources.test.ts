import { call, delay, put, race, take } from 'redux-saga/effects';
import { userLoaded } from '@web/lib/session/session.slice';
import { makeUser } from '@web/test/fixtures';
import { ASK_AGAIN_REFRESHING_MS, dashboardLeft } from './dashboard.resources';
import { sampleToday } from './test-support';
import { askAgainWhileTodayRefreshing, reloadOnEachUser, reloadWhileShown, today } from './today.resources';

describe('Today follows the seller’s commands while the dashboard is open', () => {
  it('from its first request until the dashboard is left, reloads on every GET me answer', () => {
    const saga = reloadWhileShown();
    expect(saga.next().value).toEqual(take(today.requested.type));
    expect(saga.next(today.requested(1001)).value).toEqual(race({ left: take(dashboardLeft.type), reloads: call(reloadOnEachUser, 1001) }));
    expect(saga.next({ left: dashboardLeft() }).value).toEqual(take(today.requested.type));

    const reloads = reloadOnEachUser(1001);
    expect(reloads.next().value).toEqual(take(userLoaded.type));
    expect(reloads.next(userLoaded({ user: makeUser('user') })).value).toEqual(put(today.requested(1001)));
    expect(reloads.next().value).toEqual(take(userLoaded.type));
  });

  it('asks again soon while a part is refreshing, and not for a settled list', () => {
    const loaded = sampleToday();
    const refreshing = askAgainWhileTodayRefreshing(
      today.loaded({
        ...loaded,
        parts: { ...loaded.parts, logistics: { status: 'loaded', asOf: '2026-01-15T09:00:00.000Z', stale: false, refreshing: true } },
      }),
    );
    expect(refreshing.next().value).toEqual(race({ due: delay(ASK_AGAIN_REFRESHING_MS), left: take(dashboardLeft.type) }));
    expect(refreshing.next({ due: true }).value).toEqual(put(today.requested(1001)));
    expect(askAgainWhileTodayRefreshing(today.loaded(loaded)).next().done).toBe(true);
  });
});
