import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router';
import type { BrandMergePreview } from '@contract/admin-brands/admin-brand.api';
import type { AdminBrandRow } from '@contract/admin-brands/admin-brand.query';
import '@web/lib/i18n';
import { adminBrandsFeature } from '../admin-brands.feature';
import { adminBrandDetail, adminBrandsList } from '../admin-brands.resources';
import { AdminBrandToolsView } from './AdminBrandToolsView';

const row = (fields: Partial<AdminBrandRow>): AdminBrandRow => ({
  id: 1002001,
  companyId: 1002,
  companyName: 'Gulf Home Goods',
  name: 'Çinici',
  remoteId: null,
  status: 'active',
  duplicateKey: 'cinici',
  sameCompanyDuplicates: 1,
  otherCompanyDuplicates: 0,
  crossings: [],
  ...fields,
});
const KEPT = row({});
const PREVIEW: BrandMergePreview = {
  kept: { ...KEPT, productCount: 4 },
  merged: [{ ...row({ id: 1002099, name: 'ÇİNİCİ.' }), productCount: 2 }],
  productCount: 2,
  sample: [{ id: 77, name: 'Tile set', brandName: 'ÇİNİCİ.' }],
};

function Location() {
  return <output data-testid="location">{useLocation().search}</output>;
}

function renderAt(url: string) {
  const store = configureStore({ reducer: adminBrandsFeature.reducers });
  const dispatched = vi.spyOn(store, 'dispatch');
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <AdminBrandToolsView />
        <Location />
      </MemoryRouter>
    </Provider>,
  );
  return { store, dispatched };
}

describe('AdminBrandToolsView', () => {
  it('asks for the list of the URL, and for the brand of the dialog in the URL', () => {
    const { dispatched } = renderAt('/admin/brand-tools?tab=duplicates&companyId=1002&action=merge&item=1002001');
    expect(dispatched).toHaveBeenCalledWith(adminBrandsList.requested(expect.objectContaining({ tab: 'duplicates', companyId: 1002 })));
    expect(dispatched).toHaveBeenCalledWith(adminBrandDetail.requested(1002001));
  });

  it('merges only once the kept brand’s name is typed, then closes the dialog and asks for the page again', async () => {
    const { store, dispatched } = renderAt('/admin/brand-tools?action=merge&item=1002001');
    act(() => {
      store.dispatch(adminBrandDetail.loaded(PREVIEW));
    });
    expect(await screen.findByTestId('merge-preview')).toHaveTextContent('ÇİNİCİ. (ID 1002099), 2 products');
    expect(screen.getByTestId('merge-sample')).toHaveTextContent('77 Tile set (now ÇİNİCİ.)');
    const submit = screen.getByTestId('typed-confirm-submit');
    await userEvent.type(screen.getByTestId('typed-confirm-input'), 'cinici');
    expect(submit).toBeDisabled();
    await userEvent.clear(screen.getByTestId('typed-confirm-input'));
    await userEvent.type(screen.getByTestId('typed-confirm-input'), 'Çinici');
    await userEvent.click(submit);
    expect(dispatched).toHaveBeenCalledWith(adminBrandDetail.commandCalled(1002001, 'merge', 'Çinici'));

    act(() => {
      store.dispatch(adminBrandDetail.commandSucceeded({ name: 'merge', data: null }));
    });
    expect(dispatched).toHaveBeenCalledWith(adminBrandsList.reloadRequested());
    expect(screen.getByTestId('location')).not.toHaveTextContent('action=merge');
  });

  it('crosses the brand in the URL to a marketplace’s brand, then closes the dialog and asks for the page again', async () => {
    const { store, dispatched } = renderAt('/admin/brand-tools?action=cross&item=1002001');
    act(() => {
      store.dispatch(adminBrandDetail.loaded(PREVIEW));
    });
    await userEvent.selectOptions(await screen.findByLabelText('Marketplace'), 'noon-eg');
    await userEvent.type(screen.getByLabelText('Marketplace brand ID'), 'NEG-1');
    await userEvent.type(screen.getByLabelText('Marketplace brand name'), 'Çini Mısır');
    await userEvent.click(screen.getByRole('button', { name: 'Cross' }));
    expect(dispatched).toHaveBeenCalledWith(
      adminBrandDetail.commandCalled(1002001, 'cross', { marketplace: 'noon-eg', remoteBrandId: 'NEG-1', remoteBrandName: 'Çini Mısır' }),
    );
    act(() => {
      store.dispatch(adminBrandDetail.commandSucceeded({ name: 'cross', data: null }));
    });
    expect(dispatched).toHaveBeenCalledWith(adminBrandsList.reloadRequested());
    expect(screen.getByTestId('location')).not.toHaveTextContent('action=cross');
  });
});
