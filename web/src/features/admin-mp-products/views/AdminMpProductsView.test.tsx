import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router';
import type { AdminMpProductRow } from '@contract/admin-mp-products/admin-mp-product.query';
import { configureStore } from '@reduxjs/toolkit';
import '@web/lib/i18n';
import { storage } from '@web/lib/storage';
import { MP_PRODUCT_TABS } from '@contract/catalog/mp-product.query';
import { zeroCounts } from '@contract/lists/list-query';
import { adminMpProductsFeature } from '../admin-mp-products.feature';
import { adminMpProductsList } from '../admin-mp-products.resources';
import { openAsSellerRequested } from '../admin-mp-products.slice';
import { AdminMpProductsView } from './AdminMpProductsView';

const ZERO = zeroCounts(MP_PRODUCT_TABS);
const ROW: AdminMpProductRow = {
  companyId: 1002,
  companyName: 'Gulf Home Goods',
  variantId: 7,
  productId: 3,
  productName: 'Linen shirt',
  variantName: 'Linen shirt M',
  sku: 'GULF-7',
  marketplace: 'noon-ae',
  status: 'salable',
  price: 10,
  currency: 'AED',
  lock: null,
  lastSyncAt: null,
  message: null,
};

function Location() {
  return <output data-testid="location">{useLocation().search}</output>;
}

function renderAt(url: string) {
  // The feature's own state only: the view reads nothing else, and no saga runs.
  const store = configureStore({ reducer: adminMpProductsFeature.reducers });
  const dispatched = vi.spyOn(store, 'dispatch');
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <AdminMpProductsView />
        <Location />
      </MemoryRouter>
    </Provider>,
  );
  return { store, dispatched };
}

beforeEach(() => localStorage.clear());

describe('AdminMpProductsView', () => {
  it('asks for the list of the URL and remembers the search', () => {
    const { dispatched } = renderAt('/admin/mp-products/?sku=GULF&companyId=1002');
    expect(dispatched).toHaveBeenCalledWith(adminMpProductsList.requested(expect.objectContaining({ sku: 'GULF', companyId: 1002, page: 1 })));
    expect(storage.get('mpProductSearch')).toEqual({ sku: 'GULF', companyId: '1002' });
  });

  it('opened with no search, takes the remembered one back', () => {
    storage.set('mpProductSearch', { sku: 'GULF', tab: 'locked' });
    const { dispatched } = renderAt('/admin/mp-products/');
    expect(screen.getByTestId('location')).toHaveTextContent('?sku=GULF&tab=locked');
    expect(dispatched).toHaveBeenCalledWith(adminMpProductsList.requested(expect.objectContaining({ sku: 'GULF', tab: 'locked' })));
    expect(dispatched).not.toHaveBeenCalledWith(adminMpProductsList.requested(expect.objectContaining({ tab: 'all', sku: undefined })));
  });

  it('forgets an emptied search, so no way back is offered to nothing', () => {
    storage.set('mpProductSearch', {});
    renderAt('/admin/mp-products/');
    expect(storage.has('mpProductSearch')).toBe(false);
  });

  it('opens a row’s company as the seller with the admin’s search and the seller list’s filters', async () => {
    const { store, dispatched } = renderAt('/admin/mp-products/?sku=GULF&companyId=1002&tab=salable');
    act(() => {
      store.dispatch(adminMpProductsList.loaded({ items: [ROW], total: 1, page: 1, pageSize: 20, tabCounts: { ...ZERO, all: 1, salable: 1 } }));
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Open as seller: Gulf Home Goods' }));
    expect(dispatched).toHaveBeenCalledWith(
      openAsSellerRequested({
        companyId: 1002,
        adminSearch: { sku: 'GULF', companyId: '1002', tab: 'salable' },
        sellerSearch: { tab: 'salable', sku: 'GULF' },
      }),
    );
  });
});
