import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { parseTransactionQuery } from '@contract/transactions/transaction.query';
import { zeroCounts } from '@contract/lists/list-query';
import { TRANSACTION_TABS, type Transaction, type TransactionTab } from '@contract/transactions/transaction.types';
import { changeLanguage } from '@web/lib/i18n';
import type { ApiFailure } from '@web/lib/http';
import type { ListState } from '@web/lib/resources/list-resource';
import type { TransactionDetailState } from '../transaction-detail.resource';
import { SAMPLE_TRANSACTIONS } from '../test-support';
import { TransactionsListPage, type TransactionsListPageProps } from './TransactionsListPage';

const [running, warned, failed, exported] = SAMPLE_TRANSACTIONS as [Transaction, Transaction, Transaction, Transaction];
const ready = (items: readonly Transaction[]): ListState<Transaction, TransactionTab> => ({
  status: 'ready',
  query: null,
  error: null,
  page: {
    items: [...items],
    total: items.length,
    page: 1,
    pageSize: 25,
    tabCounts: { ...zeroCounts(TRANSACTION_TABS), all: items.length, inProgress: 1, warning: 1, error: 1, done: 1 },
  },
});
const noDetail: TransactionDetailState = { status: 'idle', id: null, data: null, error: null };
const failure = (code: ApiFailure['code'], status: number): ApiFailure => ({ code, message: '', status, retryAfterSeconds: null });

function renderPage(props: Partial<TransactionsListPageProps> = {}, url = '/reports/transactions') {
  const all: TransactionsListPageProps = {
    query: parseTransactionQuery({}),
    state: ready(SAMPLE_TRANSACTIONS),
    detailId: null,
    detail: noDetail,
    onQueryChange: vi.fn(),
    onFiltersApply: vi.fn(),
    onFiltersReset: vi.fn(),
    onRetry: vi.fn(),
    onOpenDetail: vi.fn(),
    onRetryDetail: vi.fn(),
    ...props,
  };
  render(
    <MemoryRouter initialEntries={[url]}>
      <TransactionsListPage {...all} />
    </MemoryRouter>,
  );
  return all;
}

const rowOf = (id: string) => screen.getAllByTestId('data-row').find((row) => row.getAttribute('data-row-key') === id)!;

describe('TransactionsListPage', () => {
  it('shows each job’s method, status, progress, files and error, and opens a row', async () => {
    const props = renderPage();
    expect(screen.getAllByTestId('data-row')).toHaveLength(4);
    expect(screen.getByTestId('tab-count-inProgress')).toHaveTextContent('1');

    const runningRow = within(rowOf(running.id));
    expect(runningRow.getByText('Stock/price import (Excel)')).toBeInTheDocument();
    expect(runningRow.getByTestId('transaction-status')).toHaveTextContent('In Progress');
    expect(runningRow.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(runningRow.getByTestId(`transaction-progress-${running.id}`)).toHaveTextContent('400 / 1,000 rows');
    expect(runningRow.getByRole('link', { name: 'prices.xlsx' })).toHaveAttribute('href', `/api/transactions/${running.id}/file`);

    const warnedRow = within(rowOf(warned.id));
    expect(warnedRow.getByTestId('transaction-status')).toHaveAttribute('data-status', 'warning');
    expect(warnedRow.getByRole('link', { name: 'variants-errors.xlsx' })).toHaveAttribute('href', `/api/transactions/${warned.id}/import-error-file?lang=en`);
    expect(warnedRow.getByTestId('transaction-error')).toHaveTextContent('importRowsRefused 3 of 120 rows were refused.');
    expect(warnedRow.getByText('2 row errors')).toBeInTheDocument();
    expect(warnedRow.getByTestId(`transaction-progress-${warned.id}`)).toHaveTextContent('120 rows');

    // A code the portal knows is shown in the reader's language, not in the job's own words.
    expect(within(rowOf(failed.id)).getByTestId('transaction-error')).toHaveTextContent(
      'A service the portal depends on is not answering. Please try again later. Error code: downstreamUnavailable',
    );
    const exportRow = within(rowOf(exported.id));
    expect(exportRow.getByTestId(`transaction-progress-${exported.id}`)).toHaveTextContent('1,234 rows');
    expect(exportRow.queryByRole('progressbar')).toBeNull();

    await userEvent.click(within(rowOf(failed.id)).getByText('Fulfillment day import (Excel)'));
    expect(props.onOpenDetail).toHaveBeenCalledWith(failed.id);
    await userEvent.click(screen.getByRole('button', { name: `Open transaction ${exported.id.slice(0, 8)}` }));
    expect(props.onOpenDetail).toHaveBeenLastCalledWith(exported.id);
    expect(props.onOpenDetail).toHaveBeenCalledTimes(2);
  });

  it("shows a known error code in the reader's language, whoever started the job", async () => {
    await act(() => changeLanguage('tr'));
    try {
      renderPage();
      expect(within(rowOf(failed.id)).getByTestId('transaction-error')).toHaveTextContent(
        'Portalın bağlı olduğu bir servis yanıt vermiyor. Lütfen daha sonra tekrar deneyin. Hata kodu: downstreamUnavailable',
      );
    } finally {
      await act(() => changeLanguage('en'));
    }
  });

  it('says when a failed job has no error message, and when a running one has not started or counted yet', () => {
    renderPage({
      state: ready([
        { ...failed, error: null },
        { ...running, id: 'queued', status: 'open', progress: null },
        { ...running, id: 'counting', progress: { done: 75, total: null } },
      ]),
    });
    expect(within(rowOf(failed.id)).getByTestId('transaction-no-error')).toHaveTextContent('No error message was found.');
    expect(within(rowOf('queued')).getByTestId('transaction-progress-queued')).toHaveTextContent('Waiting to start');
    expect(within(rowOf('counting')).getByTestId('transaction-progress-counting')).toHaveTextContent('75 rows so far');
  });

  it('filters by method with every method a seller can see named, and switches tabs', async () => {
    const props = renderPage();
    const select = screen.getByRole('combobox', { name: 'Method' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All methods',
      'Order export (Excel)',
      'Package export (Excel)',
      'Reconciliation export (Excel)',
      'Claim export (Excel)',
      'Holiday export (Excel)',
      'EAD export (Excel)',
      'Product/variant import (Excel)',
      'Stock/price import (Excel)',
      'Fulfillment day import (Excel)',
      // A hard delete is kept under the company it emptied, so its sellers see it; a tag file is staff-only.
      'Hard delete (products, variants or catalogue)',
      // A campaign's SKU file is the seller's own import.
      'Campaign SKUs (Excel)',
      // Staff zeroing a company's stock is kept under that company, so its sellers see it; the staff stock file is not.
      'Stock zeroed by staff',
    ]);
    await userEvent.selectOptions(select, 'fulfillmentDayImport');
    await userEvent.click(screen.getByTestId('filter-apply'));
    expect(props.onFiltersApply).toHaveBeenCalledWith({ method: 'fulfillmentDayImport' });
    await userEvent.click(screen.getByTestId('tab-error'));
    expect(props.onQueryChange).toHaveBeenCalledWith({ tab: 'error' });
    await userEvent.click(screen.getByTestId('toolbar-refresh'));
    expect(props.onRetry).toHaveBeenCalledOnce();
  });

  it('shows the list error with Retry', async () => {
    const props = renderPage({ state: { status: 'error', query: null, page: null, error: failure('downstreamUnavailable', 503) } });
    expect(screen.getByTestId('list-error')).toHaveTextContent('Cannot load the transactions. Please try again later.');
    await userEvent.click(screen.getByTestId('list-retry'));
    expect(props.onRetry).toHaveBeenCalledOnce();
  });
});
