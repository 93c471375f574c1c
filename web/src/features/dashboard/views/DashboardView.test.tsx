import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@contract/api/paths';
import { fakeApi, type FakeApi } from '@web/test/fake-api';
import { makeUser } from '@web/test/fixtures';
import { renderApp } from '@web/test/render-app';
import { signedInAs } from '@web/test/shell-answers';
import { userLoaded } from '@web/lib/session/session.slice';
import { sampleDashboard, sampleToday, stubCanvas } from '../test-support';

let api: FakeApi;
let restoreCanvas: () => void;
beforeEach(() => {
  restoreCanvas = stubCanvas();
});
afterEach(() => {
  api.restore();
  restoreCanvas();
});

describe('DashboardView at /', () => {
  it('loads the dashboard, keeps the GMV range in the URL and retries after a failure', async () => {
    let fail = true;
    api = fakeApi({
      ...signedInAs(makeUser('user')),
      [`GET ${API.dashboard}`]: () => (fail ? { status: 503, data: { code: 'downstreamUnavailable', message: 'x' } } : { data: sampleDashboard() }),
    });
    const { router } = renderApp({ path: '/?range=month', runSagas: true });
    // The whole app lazy-loads the screen first: on a busy machine that takes a while.
    await userEvent.click(await screen.findByTestId('dashboard-retry', {}, { timeout: 15_000 }));
    fail = false;
    await userEvent.click(await screen.findByTestId('dashboard-retry'));
    expect(await screen.findByTestId('dashboard-gmv-range-month')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByTestId('dashboard-gmv-range-year'));
    await waitFor(() => expect(router.state.location.search).toBe('?range=year'));
    await userEvent.click(screen.getByTestId('dashboard-gmv-range-week'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(api.calls.filter((call) => call.url === API.dashboard).length).toBeGreaterThanOrEqual(2);
  }, 30_000);

  it('shows Today at the top and asks for it again when GET me answers after a command', async () => {
    let items = sampleToday().items;
    api = fakeApi({
      ...signedInAs(makeUser('user')),
      [`GET ${API.dashboard}`]: () => ({ data: sampleDashboard() }),
      [`GET ${API.today}`]: () => ({ data: sampleToday({ items }) }),
    });
    const { store } = renderApp({ path: '/', runSagas: true });
    await waitFor(() => expect(screen.getAllByTestId('today-item')).toHaveLength(5), { timeout: 15_000 });
    items = items.filter((item) => item.group !== 'questions');
    act(() => {
      store.dispatch(userLoaded({ user: makeUser('user') }));
    });
    await waitFor(() => expect(screen.getAllByTestId('today-item')).toHaveLength(4));
    expect(screen.queryByText('questions 2')).toBeNull();
  }, 30_000);
});
