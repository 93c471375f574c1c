import { delay, put, race, take } from 'redux-saga/effects';
import { ASK_AGAIN_REFRESHING_MS, ASK_AGAIN_STALE_MS, askAgainWhileRefreshing, dashboard, dashboardLeft } from './dashboard.resources';
import { sampleDashboard } from './test-support';

const loaded = (overrides: Parameters<typeof sampleDashboard>[0]) => dashboard.loaded(sampleDashboard(overrides));

describe('the open dashboard takes newer figures by itself', () => {
  it('asks again soon while the BFF refreshes, and stops when the screen is left', () => {
    const saga = askAgainWhileRefreshing(loaded({ refreshing: true }));
    expect(saga.next().value).toEqual(race({ due: delay(ASK_AGAIN_REFRESHING_MS), left: take(dashboardLeft.type) }));
    expect(saga.next({ due: true }).value).toEqual(put(dashboard.requested(1001)));
    const left = askAgainWhileRefreshing(loaded({ refreshing: true }));
    left.next();
    expect(left.next({ left: dashboardLeft() }).done).toBe(true);
  });

  it('asks now and then after a failed refresh, and not at all for fresh figures', () => {
    const stale = askAgainWhileRefreshing(loaded({ stale: true }));
    expect(stale.next().value).toEqual(race({ due: delay(ASK_AGAIN_STALE_MS), left: take(dashboardLeft.type) }));
    expect(askAgainWhileRefreshing(loaded({})).next().done).toBe(true);
  });
});
