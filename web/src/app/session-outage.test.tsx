/** A full page load while the portal's services are not answering: the shell stays, says what is wrong, and recovers. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@contract/api/paths';
import { CLAIM_ROUTES } from '@contract/claims/claim.routes';
import { fakeApi, type FakeAnswer, type FakeApi } from '@web/test/fake-api';
import { makeUser } from '@web/test/fixtures';
import { renderApp } from '@web/test/render-app';
import { shellAnswers } from '@web/test/shell-answers';

const unavailable: FakeAnswer = { status: 503, data: { code: 'downstreamUnavailable', message: 'x' } };
const noClaims = { data: { items: [], total: 0, page: 1, pageSize: 25, tabCounts: null } };
/** The claims screen is a chunk of its own: its first import in a test file takes a while on a busy machine. */
const FIRST_SCREEN = { timeout: 20_000 };

let api: FakeApi;
beforeEach(() => {
  // A desktop's width, so the sidebar shows its links and badges.
  Object.defineProperty(window, 'innerWidth', { value: 1400, configurable: true, writable: true });
  window.dispatchEvent(new Event('resize'));
});
afterEach(() => {
  api.restore();
  localStorage.clear();
});

/** GET me answers `me()` at each ask; the claims list fails while `down()` says so. */
function services(me: () => FakeAnswer, down: () => boolean) {
  return fakeApi({ ...shellAnswers, [`GET ${API.me}`]: () => me(), [`GET ${CLAIM_ROUTES.list.path}`]: () => (down() ? unavailable : noClaims) });
}

describe('a reload while a service is down', () => {
  it('draws the shell for the remembered user with a banner, the screen shows its error state, and Retry recovers', async () => {
    const user = makeUser('user');
    localStorage.setItem('userData', JSON.stringify(user));
    let down = true;
    api = services(
      () => (down ? unavailable : { data: { user } }),
      () => down,
    );
    const { router } = renderApp({ path: '/claims', runSagas: true });

    const banner = await screen.findByTestId('session-check-banner');
    expect(banner).toHaveTextContent("The portal's services are not answering, so your session could not be checked.");
    expect(banner).toHaveTextContent('What went wrong: A service the portal depends on is not answering.');
    expect(screen.getByTestId('main-layout')).toBeInTheDocument();
    expect(await screen.findByTestId('list-error', {}, FIRST_SCREEN)).toHaveTextContent('Cannot load');
    expect(router.state.location.pathname).toBe('/claims');
    const claimsBadge = () => within(screen.getByTestId('sidebar')).queryByLabelText(`${user.counts.claims} claims waiting for you`);
    expect(claimsBadge()).toBeNull();

    down = false;
    await userEvent.click(within(banner).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByTestId('session-check-banner')).toBeNull());
    expect(claimsBadge()).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('list-retry'));
    expect(await screen.findByTestId('list-empty')).toBeInTheDocument();
  });

  it('with no user remembered, shows that the services cannot be reached, never the sign-in page, and Retry signs in', async () => {
    const user = makeUser('user');
    let down = true;
    api = services(
      () => (down ? unavailable : { data: { user } }),
      () => false,
    );
    const { router } = renderApp({ path: '/claims', runSagas: true });

    const page = await screen.findByTestId('session-unreachable');
    expect(page).toHaveTextContent("The portal's services cannot be reached");
    expect(page).toHaveTextContent('You have not been signed out');
    expect(router.state.location.pathname).toBe('/claims');

    down = false;
    await userEvent.click(within(page).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('main-layout')).toBeInTheDocument();
    expect(screen.queryByTestId('session-unreachable')).toBeNull();
  });

  it('hides the menu counts and says why when the BFF answered from the session', async () => {
    const user = makeUser('user', { counts: { activeProducts: 321, deletedProducts: 0, claims: 0, tickets: 0, messages: 0 } });
    api = services(
      () => ({ data: { user, countsUnavailable: true } }),
      () => false,
    );
    renderApp({ path: '/claims', runSagas: true });
    expect(await screen.findByTestId('session-check-banner')).toHaveTextContent(
      "Some of the portal's services are not answering: the menu's counts are hidden",
    );
    expect(within(screen.getByTestId('sidebar')).queryByLabelText('321 active products')).toBeNull();
    expect(within(screen.getByTestId('sidebar')).getByRole('link', { name: 'Claims' })).toBeInTheDocument();
  });
});
