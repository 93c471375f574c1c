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
        expect(config.params).toEqual({ page: '1', pageSize: '20' });
        return { data: companies };
      },
      [`POST ${API.actAs}`]: (config) => {
        expect(JSON.parse(String(config.data))).toEqual({ companyId: 4711 });
        current = acting;
        return { data: {} };
      },
    });
    const loadPage = vi.fn();
    const companiesPage = renderApp({ path: '/admin/companies', runSagas: true, loadPage });
    const row = await screen.findByTestId('company-row');
    expect(row).toHaveTextContent('Anadolu Tekstil');
    expect(row).toHaveTextContent('4711');
    await userEvent.click(within(row).getByRole('button', { name: 'Act as seller: Anadolu Tekstil' }));
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/'));
    companiesPage.unmount();
    const { router } = renderApp({ path: '/', runSagas: true });
    expect(await screen.findByTestId('acting-as-banner')).toHaveTextContent('You are acting as Anadolu Tekstil');
    expect(await screen.findByTestId('dashboard')).toHaveTextContent('Dashboard');
    expect(router.state.location.pathname).toBe('/');
  });

  it('puts the search into the URL', async () => {
    api = fakeApi({ ...signedInAs(makeUser('admin')), [`GET ${API.adminCompanies}`]: { data: companies } });
    const { router } = renderApp({ path: '/admin/companies', runSagas: true });
    await userEvent.type(await screen.findByLabelText('Search companies'), 'anadolu');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=anadolu'));
    await waitFor(() => expect(api.calls.at(-1)?.params).toEqual({ q: 'anadolu', page: '1', pageSize: '20' }));
  });

  it.each([
    ['/admin/back', '/admin/companies'],
    ['/admin/back?target=mp-products', '/admin/mp-products/'],
  ])('%s switches back to the admin session and loads %s afresh', async (path, target) => {
    let current = makeUser('adminAsUser');
    api = fakeApi({
      ...shellAnswers,
      [`GET ${API.me}`]: () => ({ data: { user: current } }),
      [`POST ${API.adminBack}`]: () => {
        current = makeUser('admin');
        return { data: {} };
      },
    });
    const loadPage = vi.fn();
    renderApp({ path, runSagas: true, loadPage });
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith(target));
    expect(api.calls.filter((call) => call.url === API.adminBack)).toHaveLength(1);
  });
});
