import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import type { UserInfo } from '@contract/api/session';
import type { TransactionListQuery } from '@contract/transactions/transaction.query';
import type { Transaction, TransactionTab } from '@contract/transactions/transaction.types';
import type { ListState } from '@web/lib/resources/list-resource';
import { createAppStore } from '@web/app/store';
import '@web/lib/i18n';
import { initialSessionState } from '@web/lib/session/session.slice';
import { importErrorsList, importSettings, resendRowsList, templateCategoriesList } from '../imports.resources';
import { recentWatchStarted, recentWatchStopped } from '../recent-imports.sagas';
import { recentImportsQuery } from '../imports.api';
import { listOf, recentOf, sampleRowError, sampleTransaction } from '../test-samples';
import { ProductVariantImportView } from './ProductVariantImportView';

function renderAt(url: string, recent: ListState<Transaction, TransactionTab, TransactionListQuery> = recentOf([])) {
  const store = createAppStore({
    navigate: () => undefined,
    runSagas: false,
    preloadedState: {
      session: { ...initialSessionState, status: 'signedIn', user: { userRole: 'user', companyId: 1001 } as UserInfo },
      importErrorsList: listOf([sampleRowError()]),
      recentImports: recent,
    },
  });
  const dispatched = vi.spyOn(store, 'dispatch');
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <ProductVariantImportView />
      </MemoryRouter>
    </Provider>,
  );
  const requested = (type: string) => dispatched.mock.calls.filter(([action]) => (action as { type: string }).type === type).map(([action]) => action);
  return { dispatched, requested, view };
}

describe('ProductVariantImportView', () => {
  it('loads the settings, watches the recent imports while open and asks templates only for a search it may send', () => {
    const { dispatched, requested, view } = renderAt('/importer/excel-product-variant?search=g%C3%B6');
    expect(dispatched).toHaveBeenCalledWith(importSettings.requested(0));
    expect(dispatched).toHaveBeenCalledWith(recentWatchStarted('productVariant'));
    expect(requested(templateCategoriesList.requested.type)).toEqual([]);
    expect(screen.getByLabelText('Marketplace category name or ID')).toHaveValue('gö');
    view.unmount();
    expect(dispatched).toHaveBeenCalledWith(recentWatchStopped());
  });

  it('asks templates for the URL’s marketplace and search', () => {
    const { requested } = renderAt('/importer/excel-product-variant?marketplace=noon-ae&search=shirt');
    expect(requested(templateCategoriesList.requested.type)).toEqual([templateCategoriesList.requested({ marketplace: 'noon-ae', search: 'shirt' })]);
  });

  it('asks the refused rows of the URL’s import once, and opening a row in the sidebar asks nothing again', async () => {
    const { requested } = renderAt('/importer/excel-product-variant?tab=errors&transactionId=tx_pv_1&page=2');
    expect(requested(importErrorsList.requested.type)).toEqual([
      importErrorsList.requested({ kind: 'productVariant', transactionId: 'tx_pv_1', sku: undefined, page: 2, pageSize: 25 }),
    ]);
    await userEvent.click(within(screen.getByTestId('list-importErrors')).getByText('AT-GOM-001-M'));
    expect(await screen.findByTestId('error-row-companyId')).toHaveTextContent('1001');
    expect(requested(importErrorsList.requested.type)).toHaveLength(1);
  });

  it('asks Fix and resend’s own page of all the import’s refused rows, the list’s SKU and page aside', () => {
    const { requested } = renderAt('/importer/excel-product-variant?tab=errors&transactionId=tx_pv_1&sku=AT&page=2&fix=1&fixPage=3');
    expect(requested(importErrorsList.requested.type)).toEqual([
      importErrorsList.requested({ kind: 'productVariant', transactionId: 'tx_pv_1', sku: 'AT', page: 2, pageSize: 25 }),
    ]);
    expect(requested(resendRowsList.requested.type)).toEqual([
      resendRowsList.requested({ kind: 'productVariant', transactionId: 'tx_pv_1', page: 3, pageSize: 25 }),
    ]);
    expect(screen.getByTestId('resend-editor')).toBeInTheDocument();
  });

  it('does not show another screen’s recent imports while its own load', () => {
    const stockImports = { ...recentOf([sampleTransaction({ id: 'tx_sp_1', method: 'stockPriceImport' })]), query: recentImportsQuery('stockPrice') };
    renderAt('/importer/excel-product-variant', stockImports);
    const recent = within(screen.getByTestId('recent-imports'));
    expect(recent.getByTestId('list-loading')).toBeInTheDocument();
    expect(recent.queryByTestId('data-row')).toBeNull();
  });
});
