import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { Transaction } from '@contract/transactions/transaction.types';
import '@web/lib/i18n';
import type { TransactionDetailState } from '../transaction-detail.resource';
import { SAMPLE_TRANSACTIONS } from '../test-support';
import { TransactionDetailDialog } from './TransactionDetailDialog';

const [running, warned, failed, exported] = SAMPLE_TRANSACTIONS as [Transaction, Transaction, Transaction, Transaction];
const readyState = (data: Transaction): TransactionDetailState => ({ status: 'ready', id: data.id, data, error: null });

function open(id: string, state: TransactionDetailState, row: Transaction | null = null, onRetry = vi.fn()) {
  render(
    <MemoryRouter initialEntries={[`/reports/transactions?transaction=${id}`]}>
      <TransactionDetailDialog id={id} state={state} row={row} onRetry={onRetry} />
    </MemoryRouter>,
  );
  return { dialog: within(screen.getByRole('dialog')), onRetry };
}

describe('TransactionDetailDialog', () => {
  it('shows every field of a warned import, its error, its refused rows and the ways to the importer', () => {
    const { dialog } = open(warned.id, readyState(warned));
    expect(dialog.getByText('Transaction details')).toBeInTheDocument();
    expect(dialog.getByTestId('field-id')).toHaveTextContent(warned.id);
    expect(dialog.getByTestId('field-method')).toHaveTextContent('Product/variant import (Excel)');
    expect(dialog.getByTestId('field-status')).toHaveTextContent('Warning');
    expect(dialog.getByTestId('field-date')).toHaveTextContent('15/01/2026');
    expect(dialog.getByTestId('field-progress')).toHaveTextContent('120 rows');
    expect(within(dialog.getByTestId('field-file')).getByRole('link')).toHaveAttribute('href', `/api/transactions/${warned.id}/file`);
    // The error file in the reader's language, and beside it in the other one.
    expect(dialog.getByTestId(`transaction-error-file-${warned.id}`)).toHaveAttribute('href', `/api/transactions/${warned.id}/import-error-file?lang=en`);
    expect(dialog.getByTestId(`transaction-error-file-other-${warned.id}`)).toHaveAttribute('href', `/api/transactions/${warned.id}/import-error-file?lang=tr`);
    expect(dialog.getByTestId(`transaction-error-file-other-${warned.id}`)).toHaveTextContent('In Turkish');
    expect(dialog.getByTestId('field-error')).toHaveTextContent('importRowsRefused 3 of 120 rows were refused.');
    const rows = within(dialog.getByTestId('transaction-child-errors')).getAllByTestId('data-row');
    expect(rows.map((row) => row.textContent)).toEqual(['validation.requiredRow 4: SKU is required.', 'imports.reasons.unknownSkuRow 9: unknown SKU.']);
    expect(dialog.getByTestId('transaction-importer-link')).toHaveAttribute('href', '/importer/excel-product-variant');
    expect(dialog.getByTestId('transaction-import-errors-link')).toHaveAttribute(
      'href',
      `/importer/excel-product-variant?tab=errors&transactionId=${warned.id}`,
    );
  });

  it('says when there is no error message, and leads an import that refused no row to its importer only', () => {
    const { dialog } = open(failed.id, readyState({ ...failed, error: null }));
    expect(dialog.getByTestId('field-error')).toHaveTextContent('No error message was found.');
    expect(dialog.getByTestId('transaction-no-child-errors')).toHaveTextContent('No row errors.');
    expect(dialog.getByTestId('transaction-importer-link')).toHaveAttribute('href', '/importer/fulfillment-day-import');
    expect(dialog.queryByTestId('transaction-import-errors-link')).toBeNull();
  });

  it('shows an export without importer links', () => {
    open(exported.id, readyState(exported));
    expect(screen.getByTestId('field-file')).toHaveTextContent('orders.xlsx');
    expect(screen.queryByTestId('transaction-importer-link')).toBeNull();
    expect(screen.getByTestId('field-error')).toHaveTextContent('No error message was found.');
  });

  it('shows the list’s row while the transaction loads', () => {
    open(running.id, { status: 'loading', id: running.id, data: null, error: null }, running);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByTestId('field-progress')).toHaveTextContent('400 / 1,000 rows');
  });

  it('keeps the shown record while it reloads, before the list’s older row', () => {
    const newer = { ...running, progress: { done: 900, total: 1000 } };
    open(running.id, { status: 'loading', id: running.id, data: newer, error: null }, running);
    expect(screen.getByTestId('field-progress')).toHaveTextContent('900 / 1,000 rows');
  });

  it('shows a spinner with nothing to show yet', () => {
    open(running.id, { status: 'loading', id: running.id, data: null, error: null });
    expect(screen.getByTestId('transaction-loading')).toBeInTheDocument();
  });

  it('says not found for an unknown id or another company’s', () => {
    open('gone', { status: 'error', id: 'gone', data: null, error: { code: 'notFound', message: '', status: 404, retryAfterSeconds: null } });
    expect(screen.getByTestId('transaction-not-found')).toHaveTextContent('No data was found.');
  });

  it('offers Retry after a failure', async () => {
    const { dialog, onRetry } = open('x', {
      status: 'error',
      id: 'x',
      data: null,
      error: { code: 'downstreamUnavailable', message: '', status: 503, retryAfterSeconds: null },
    });
    expect(dialog.getByTestId('transaction-load-error')).toHaveTextContent('Cannot load the transaction. Please try again later.');
    await userEvent.click(dialog.getByTestId('transaction-retry'));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
