import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { makeUser } from '@web/test/fixtures';
import { renderApp } from '@web/test/render-app';
import { opensSignedIn } from '@contract/routes';
import { RouteScreen, routesWithoutScreen } from './screen-registry';

describe('route guard', () => {
  it('sends a signed-out visitor to /login with next', async () => {
    const { router } = renderApp({ path: '/orders?tab=packaged', user: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/orders?tab=packaged');
    expect(screen.getByRole('heading', { name: 'Seller sign-in' })).toBeInTheDocument();
  });

  it('sends a signed-in user without the permission to /misc/not-authorized', async () => {
    const { router } = renderApp({ path: '/admin/companies', user: makeUser('user') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/misc/not-authorized'));
    expect(screen.getByTestId('not-authorized')).toHaveTextContent('You are not authorized to view this page.');
  });

  it('refuses adminAsUser-only pages to a plain seller and opens them to adminAsUser', async () => {
    const seller = renderApp({ path: '/payments', user: makeUser('user') });
    await waitFor(() => expect(seller.router.state.location.pathname).toBe('/misc/not-authorized'));
    seller.unmount();
    const acting = renderApp({ path: '/payments', user: makeUser('adminAsUser') });
    expect(await screen.findByRole('heading', { name: 'Payments', level: 1 })).toBeInTheDocument();
    expect(acting.router.state.location.pathname).toBe('/payments');
  });

  it('waits (no redirect) while the boot check is running', () => {
    const booting = renderApp({ path: '/orders' });
    expect(screen.getByTestId('page-spinner')).toBeInTheDocument();
    expect(booting.router.state.location.pathname).toBe('/orders');
  });

  it('renders a built screen as itself and unknown paths as 404', async () => {
    const profile = renderApp({ path: '/pages/profile', user: makeUser('user') });
    expect(await screen.findByTestId('profile-card')).toHaveTextContent('Anadolu Tekstil');
    profile.unmount();
    renderApp({ path: '/no/such/page', user: makeUser('user') });
    expect(screen.getByTestId('not-found')).toHaveTextContent('Page not found');
  });
});

describe('RouteScreen', () => {
  it("draws the shared 'not available yet' page for a catalogued route whose screen is not built", () => {
    // Every catalogued route has its screen today (screen-registry.test.ts); a route added before its screen lands here.
    expect(routesWithoutScreen()).toEqual([]);
    render(
      <MemoryRouter>
        <RouteScreen routeId="a-route-catalogued-before-its-screen" />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('not-available-yet')).toBeInTheDocument();
  });
});

describe('opensSignedIn', () => {
  it('is false for the pages drawn without the signed-in layout, with or without a trailing slash', () => {
    for (const path of ['/login', '/admin/login', '/forgot-password', '/reset-password', '/login/']) expect(opensSignedIn(path)).toBe(false);
  });

  it('is true for catalogued and other signed-in pages', () => {
    for (const path of ['/', '/orders', '/orders/1001', '/logout/', '/misc/not-authorized', '/no-such-page']) expect(opensSignedIn(path)).toBe(true);
  });
});
