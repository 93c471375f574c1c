/** Admin and admin-as-user flows with the real store and sagas, against canned BFF answers. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@contract/api/paths';
import { fakeApi, type FakeApi } from '@web/test/fake-api';
import { makeUser } from '@web/test/fixtures';
import { renderApp } from '@web/test/render-app';
import { shellAnswers, signedInAs } from '@web/test/shell-answers';

let api: FakeApi;
afterEach(() => api.restore());

describe('admin and admin-as-user', () => {
  const companies = {
    items: [{ id: 4711, name: 'Anadolu Tekstil', country: 'TR', isOneClickMerchant: true, ownerEmail: 'o@example.test' }],
    total: 1,
  };

  it('lists companies, and "Act as seller" switches into the seller portal', async () => {
    const admin = makeUser('admin');
    const acting = makeUser('adminAsUser');
    let current = admin;
    api = fakeApi({
      ...shellAnswers,
      [`GET ${API.me}`]: () => ({ data: { user: current } }),
      [`GET ${API.adminCompanies}`]: (config) => {
        expect(config.params).toEqual({ page: 1, pageSize: 20 });
        return { data: companies };
      },
      [`POST ${API.actAs}`]: (config) => {
        expect(JSON.parse(String(config.data))).toEqual({ companyId: 4711 });
        current = acting;
        return { data: {} };
      },
    });
    const { router, store } = renderApp({ path: '/admin/companies', runSagas: true });
    const row = await screen.findByTestId('company-row');
    expect(row).toHaveTextContent('Anadolu Tekstil');
    expect(row).toHaveTextContent('4711');
    await userEvent.click(within(row).getByRole('button', { name: 'Act as seller: Anadolu Tekstil' }));
    expect(await screen.findByTestId('acting-as-banner')).toHaveTextContent('You are acting as Anadolu Tekstil');
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByTestId('not-available-yet')).toHaveTextContent('Dashboard');
    await waitFor(() => expect(store.getState().session.switching).toBe('none'));
    expect(router.state.location.pathname).toBe('/');
  });

  it('puts the search into the URL', async () => {
    api = fakeApi({ ...signedInAs(makeUser('admin')), [`GET ${API.adminCompanies}`]: { data: companies } });
    const { router } = renderApp({ path: '/admin/companies', runSagas: true });
    await userEvent.type(await screen.findByLabelText('Search companies'), 'anadolu');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=anadolu'));
    await waitFor(() => expect(api.calls.at(-1)?.params).toEqual({ q: 'anadolu', page: 1, pageSize: 20 }));
  });

  it('/admin/back returns to the admin companies list (or to marketplace products)', async () => {
    let current = makeUser('adminAsUser');
    api = fakeApi({
      ...shellAnswers,
      [`GET ${API.me}`]: () => ({ data: { user: current } }),
      [`POST ${API.adminBack}`]: () => { current = makeUser('admin'); return { data: {} }; },
      [`GET ${API.adminCompanies}`]: { data: companies },
    });
    const { router } = renderApp({ path: '/admin/back', runSagas: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/companies'));
    expect(await screen.findByTestId('company-row')).toBeInTheDocument();
  });

  it('/admin/back?target=mp-products lands on the admin marketplace products', async () => {
    let current = makeUser('adminAsUser');
    api = fakeApi({
      ...shellAnswers,
      [`GET ${API.me}`]: () => ({ data: { user: current } }),
      [`POST ${API.adminBack}`]: () => { current = makeUser('admin'); return { data: {} }; },
    });
    const { router } = renderApp({ path: '/admin/back?target=mp-products', runSagas: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/mp-products/'));
  });
});
