import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router';
import type { PriceStockSyncRow } from '@contract/admin-price-stock-sync/price-stock-sync.types';
import '@web/lib/i18n';
import { adminPriceStockSyncFeature } from '../admin-price-stock-sync.feature';
import { priceStockSyncList, syncRerun } from '../price-stock-sync.resources';
import { reloadAfterRerun } from '../price-stock-sync.sagas';
import { rerunScopeId } from '../rerun-scope-id';
import { AdminPriceStockSyncView } from './AdminPriceStockSyncView';

const ROW: PriceStockSyncRow = {
  companyId: 1003,
  companyName: 'Istanbul Electronics',
  marketplace: 'trendyol',
  listedItems: 120,
  lastRun: { at: '2026-01-15T08:00:00.000Z', sent: 118, failed: 2, outcome: 'partial' },
  pendingItems: 4,
  failedItems: 2,
  failures: [
    { variantId: 7, sku: 'SKU-7', reason: 'priceOutOfRange', at: '2026-01-15T08:00:00.000Z' },
    { variantId: 9, sku: 'SKU-9', reason: 'gatewayTimeout', at: '2026-01-15T08:00:00.000Z' },
  ],
  state: 'failing',
};

function Location() {
  return <output data-testid="location">{useLocation().search}</output>;
}

function renderAt(url: string) {
  const store = configureStore({ reducer: adminPriceStockSyncFeature.reducers });
  const dispatched = vi.spyOn(store, 'dispatch');
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <AdminPriceStockSyncView />
        <Location />
      </MemoryRouter>
    </Provider>,
  );
  act(() => {
    store.dispatch(priceStockSyncList.loaded({ items: [ROW], total: 1, page: 1, pageSize: 25, tabCounts: { all: 1, failing: 1, pending: 0, upToDate: 0 } }));
  });
  return { store, dispatched };
}

describe('AdminPriceStockSyncView', () => {
  it('asks for the list of the URL and words each refused SKU’s reason', () => {
    const { dispatched } = renderAt('/admin/price-stock-sync?tab=failing&companyId=1003');
    expect(dispatched).toHaveBeenCalledWith(priceStockSyncList.requested(expect.objectContaining({ tab: 'failing', companyId: 1003 })));
    expect(screen.getAllByTestId('sync-failure')[0]).toHaveTextContent('SKU-7: The price is outside the range');
  });

  it('opens a marketplace’s re-run across companies by URL, shows its count, and runs it when confirmed', async () => {
    const { store, dispatched } = renderAt('/admin/price-stock-sync');
    await userEvent.click(within(screen.getByTestId('data-row')).getByTestId('rerun-marketplace'));
    expect(screen.getByTestId('location')).toHaveTextContent('action=rerun&item=*%3Atrendyol');
    const id = rerunScopeId({ marketplace: 'trendyol' });
    expect(dispatched).toHaveBeenCalledWith(syncRerun.requested(id));
    act(() => {
      store.dispatch(syncRerun.loaded({ rows: 12, companies: 12, marketplaces: 1, pendingItems: 30, failedItems: 5, staysFailing: 2 }));
    });
    expect(await screen.findByTestId('rerun-count')).toHaveTextContent('12 synchronisations will run again: every company selling on Trendyol.');
    await userEvent.click(screen.getByTestId('dialog-submit'));
    expect(dispatched).toHaveBeenCalledWith(syncRerun.commandCalled(id, 'rerun'));
    act(() => {
      store.dispatch(syncRerun.commandSucceeded({ name: 'rerun', data: null }));
    });
    expect(screen.getByTestId('location')).not.toHaveTextContent('action=rerun');
  });

  it('asks for the list again after a re-run, not after anything else', () => {
    expect(reloadAfterRerun(syncRerun.commandSucceeded({ name: 'rerun', data: null })).next().value).toEqual(
      expect.objectContaining({ payload: expect.objectContaining({ action: priceStockSyncList.reloadRequested() }) }),
    );
    expect(reloadAfterRerun({ type: 'x', payload: { name: 'other' } }).next().done).toBe(true);
  });
});
