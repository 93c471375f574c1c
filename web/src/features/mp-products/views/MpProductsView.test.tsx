import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import type { UserInfo } from '@contract/api/session';
import { createAppStore } from '@web/app/store';
import '@web/lib/i18n';
import { initialSessionState } from '@web/lib/session/session.slice';
import { storage } from '@web/lib/storage';
import { mpProductsList } from '../mp-products.resources';
import { MpProductsView } from './MpProductsView';

const user = (userRole: UserInfo['userRole']) => ({ userRole, companyId: 1001 }) as UserInfo;

function renderAt(url: string, who: UserInfo) {
  const store = createAppStore({
    navigate: () => undefined,
    runSagas: false,
    preloadedState: { session: { ...initialSessionState, status: 'signedIn', user: who } },
  });
  const dispatched = vi.spyOn(store, 'dispatch');
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <MpProductsView />
      </MemoryRouter>
    </Provider>,
  );
  return dispatched;
}

beforeEach(() => localStorage.clear());

describe('MpProductsView', () => {
  it('asks for the list of the URL, and leaves the admin’s remembered search as it was', () => {
    storage.set('mpProductSearch', { sku: 'kept' });
    const dispatched = renderAt('/products/mp-products?tab=locked&marketplace=noon-ae&page=2', user('adminAsUser'));
    expect(dispatched).toHaveBeenCalledWith(mpProductsList.requested(expect.objectContaining({ tab: 'locked', marketplace: 'noon-ae', page: 2 })));
    expect(storage.get('mpProductSearch')).toEqual({ sku: 'kept' });
  });

  it('offers an acting admin the way back only while a remembered search exists', () => {
    storage.set('mpProductSearch', { sku: 'kept' });
    renderAt('/products/mp-products', user('adminAsUser'));
    expect(screen.getByRole('link', { name: 'Back to marketplace products' })).toHaveAttribute('href', '/admin/back?target=mp-products');
  });

  it('offers no way back without a remembered search', () => {
    renderAt('/products/mp-products', user('adminAsUser'));
    expect(screen.queryByTestId('back-to-admin-mp-products')).toBeNull();
  });

  it('offers a plain seller no way back, whatever the browser keeps', () => {
    storage.set('mpProductSearch', { sku: 'kept' });
    renderAt('/products/mp-products', user('user'));
    expect(screen.queryByTestId('back-to-admin-mp-products')).toBeNull();
  });

  it('keeps nothing for a plain seller, and asks nothing for a product-id filter that is not a list', () => {
    const dispatched = renderAt('/products/mp-products?productId=12,abc', user('user'));
    expect(dispatched).not.toHaveBeenCalledWith(expect.objectContaining({ type: mpProductsList.requested.type }));
    expect(screen.getByText('Enter product IDs separated by commas, e.g. 101, 102.')).toBeVisible();
    expect(storage.has('mpProductSearch')).toBe(false);
  });
});
