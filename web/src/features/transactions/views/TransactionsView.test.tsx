import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router';
import { API } from '@contract/api/paths';
import type { UserInfo } from '@contract/api/session';
import { createAppStore } from '@web/app/store';
import '@web/lib/i18n';
import { initialSessionState } from '@web/lib/session/session.slice';
import { fakeApi, type FakeApi } from '@web/test/fake-api';
import { transactionDetail } from '../transaction-detail.resource';
import { transactionsScreenEntered, transactionsScreenLeft } from '../transactions.polling';
import { transactionsList } from '../transactions.resources';
import { SAMPLE_TRANSACTIONS } from '../test-support';
import { TransactionsView } from './TransactionsView';

const seller = { userRole: 'user', companyId: 1001 } as UserInfo;

function Location() {
  const { search } = useLocation();
  return <output data-testid="location">{search}</output>;
}

function renderAt(url: string, runSagas: boolean) {
  const store = createAppStore({
    navigate: () => undefined,
    runSagas,
    preloadedState: { session: { ...initialSessionState, status: 'signedIn', user: seller } },
  });
  const dispatched = vi.spyOn(store, 'dispatch');
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <TransactionsView />
        <Location />
      </MemoryRouter>
    </Provider>,
  );
  return { dispatched, view, store };
}

let api: FakeApi | null = null;
afterEach(() => {
  api?.restore();
  api = null;
});

describe('TransactionsView', () => {
  it('asks for the URL’s list and transaction, and starts and stops the refreshing with the screen', () => {
    const { dispatched, view } = renderAt('/reports/transactions?tab=warning&method=productVariantImport&transaction=abc', false);
    expect(dispatched).toHaveBeenCalledWith(transactionsList.requested({ tab: 'warning', method: 'productVariantImport', page: 1, pageSize: 25 }));
    expect(dispatched).toHaveBeenCalledWith(transactionDetail.requested('abc'));
    expect(dispatched).toHaveBeenCalledWith(transactionsScreenEntered());
    expect(dispatched).not.toHaveBeenCalledWith(transactionsScreenLeft());
    view.unmount();
    expect(dispatched).toHaveBeenLastCalledWith(transactionsScreenLeft());
  });

  it('opens a row in the URL dialog with the transaction from the BFF, and Close forgets it', async () => {
    const [, warned] = SAMPLE_TRANSACTIONS;
    api = fakeApi({
      [`GET ${API.transactions}`]: { data: { items: SAMPLE_TRANSACTIONS, total: 4, page: 1, pageSize: 25, tabCounts: { all: 4 } } },
      [`GET ${API.transactions}/${warned!.id}`]: { data: { ...warned, childErrors: [{ code: 'late', message: 'A row the list did not have.' }] } },
    });
    const { store } = renderAt('/reports/transactions?method=productVariantImport', true);
    await userEvent.click(await screen.findByText('Product/variant import (Excel)', { selector: 'td' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`?method=productVariantImport&transaction=${warned!.id}`);
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText('A row the list did not have.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.url === API.transactions)?.params).toEqual({ tab: 'all', method: 'productVariantImport', page: '1', pageSize: '25' });
    // The footer's Close (the header has its own ×).
    await userEvent.click(dialog.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('location')).toHaveTextContent('?method=productVariantImport');
    expect(transactionDetail.select(store.getState())).toMatchObject({ id: null, data: null });
  });
});
