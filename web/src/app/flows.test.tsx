/** The shell's flows with the real store and sagas, against canned BFF answers. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@contract/api/paths';
import { http } from '@web/lib/http';
import { fakeApi, type FakeApi } from '@web/test/fake-api';
import { makeUser } from '@web/test/fixtures';
import { renderApp } from '@web/test/render-app';
import { findModal, shellAnswers, signedInAs, unauthenticated } from '@web/test/shell-answers';

let api: FakeApi;
afterEach(() => api.restore());

describe('boot and sign-in', () => {
  it('boots signed out on a 401 from GET me and asks to sign in', async () => {
    localStorage.setItem('userData', JSON.stringify(makeUser('user')));
    api = fakeApi({ [`GET ${API.me}`]: unauthenticated });
    const { router } = renderApp({ path: '/orders', runSagas: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('userData')).toBeNull();
  });

  it('boots signed in from GET me and mirrors userData into localStorage', async () => {
    const user = makeUser('user');
    api = fakeApi(signedInAs(user));
    renderApp({ path: '/pages/profile', runSagas: true });
    expect(await screen.findByTestId('profile-card')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('userData') ?? 'null')).toEqual(user);
  });

  it('signs in, keeps the token in memory only, and goes to next', async () => {
    const user = makeUser('user');
    api = fakeApi({
      ...shellAnswers,
      [`GET ${API.me}`]: unauthenticated,
      [`POST ${API.loginUser}`]: (config) => {
        expect(JSON.parse(String(config.data))).toEqual({ email: 'user@example.test', password: 'Secret123' });
        return { data: { user, accessToken: 'access-123' } };
      },
    });
    const { router, store } = renderApp({ path: '/login?next=%2Fpages%2Fprofile', runSagas: true });
    await userEvent.type(await screen.findByLabelText('E-mail'), 'user@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('profile-card')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pages/profile');
    expect(store.getState().session.accessToken).toBe('access-123');
    expect(JSON.stringify({ ...localStorage })).not.toContain('access-123');
  });

  it('returns to /login with a notice when a later call answers 401', async () => {
    const user = makeUser('user');
    api = fakeApi(signedInAs(user));
    const { router } = renderApp({ path: '/pages/profile', runSagas: true });
    await screen.findByTestId('profile-card');
    api.restore();
    api = fakeApi({ ...shellAnswers, [`GET ${API.bookmarks}`]: unauthenticated, [`GET ${API.me}`]: unauthenticated });
    await http.get(API.bookmarks).catch(() => undefined);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByTestId('session-notice')).toHaveTextContent('Your session has ended.');
  });

  it('clears local storage when the staff sign-in opens after a seller', async () => {
    localStorage.setItem('userData', JSON.stringify(makeUser('user')));
    localStorage.setItem('uiLang', 'en');
    api = fakeApi({ [`GET ${API.me}`]: unauthenticated });
    renderApp({ path: '/admin/login', runSagas: true });
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.length).toBe(0));
  });
});

describe('sign-out', () => {
  it('asks first; confirming posts logout and lands on /login', async () => {
    const logout = vi.fn(() => ({ data: {} }));
    api = fakeApi({ ...signedInAs(makeUser('user')), [`POST ${API.logout}`]: logout });
    const { router } = renderApp({ path: '/pages/profile', runSagas: true });
    await userEvent.click(await screen.findByRole('button', { name: /Account menu of/ }));
    await userEvent.click(await screen.findByRole('link', { name: 'Sign out' }));
    const dialog = await findModal('Sign out');
    expect(dialog).toHaveTextContent('Do you really want to sign out?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('goes back on cancel without signing out', async () => {
    api = fakeApi(signedInAs(makeUser('user')));
    const { router, store } = renderApp({ path: '/pages/profile', runSagas: true });
    await screen.findByTestId('profile-card');
    await act(() => router.navigate('/logout/'));
    const dialog = await findModal('Sign out');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/profile'));
    expect(store.getState().session.status).toBe('signedIn');
  });
});

describe('top bar actions', () => {
  it('copies the company id and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    api = fakeApi(signedInAs(makeUser('user')));
    renderApp({ path: '/pages/profile', runSagas: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Copy company ID 4711' }));
    expect(writeText).toHaveBeenCalledWith('4711');
    expect(await screen.findByTestId('toast')).toHaveTextContent('Copied');
  });

  it('asks the BFF for the support link and opens it', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    api = fakeApi({ ...signedInAs(makeUser('user')), [`GET ${API.supportLink}`]: { data: { url: 'https://support.example/?token=t1' } } });
    renderApp({ path: '/pages/profile', runSagas: true });
    await userEvent.click(await screen.findByTestId('support-requests'));
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://support.example/?token=t1', '_blank', 'noopener,noreferrer'));
    open.mockRestore();
  });
});
