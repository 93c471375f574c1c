import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { TransactionError } from '@contract/transactions/transaction.types';
import { changeLanguage } from '@web/lib/i18n';
import { sampleTransaction } from '../test-support';
import { TransactionDetail } from './TransactionDetail';

/** A row error as the import job records it: the uploader's English message, the reasons as codes. */
const rowError = (message: string, reasons: TransactionError['reasons']): TransactionError => ({ code: 'row 2', message, reasons });

function renderDetail(childErrors: TransactionError[]) {
  const transaction = sampleTransaction('tx-import', { status: 'warning', method: 'stockPriceImport', childErrors });
  render(
    <MemoryRouter>
      <TransactionDetail transaction={transaction} />
    </MemoryRouter>,
  );
  return within(screen.getByTestId('transaction-child-errors'))
    .getAllByTestId('import-reason')
    .map((reason) => reason.textContent);
}

describe("a transaction's row errors", () => {
  afterEach(() => act(() => changeLanguage('en')));

  it("show a Turkish upload's reasons in English to an English reader, the seller's headers as written", async () => {
    await act(() => changeLanguage('en'));
    const texts = renderDetail([
      rowError('Fiyat: Please enter a number.', [
        { code: 'validation.number', column: 'Fiyat' },
        { code: 'imports.reasons.statusUnknown', column: 'Status', templateColumn: true, params: { value: 'belki' } },
      ]),
    ]);
    expect(texts).toEqual(['Fiyat: Please enter a number.', 'Status: Status must be Active or Inactive, not "belki".']);
  });

  it("show an English upload's reasons in Turkish to a Turkish reader, a template column by its Turkish header", async () => {
    await act(() => changeLanguage('tr'));
    const texts = renderDetail([
      rowError('Price: Please enter a number.', [
        { code: 'validation.number', column: 'Price' },
        { code: 'imports.reasons.statusUnknown', column: 'Status', templateColumn: true, params: { value: 'maybe' } },
      ]),
    ]);
    expect(texts).toEqual(['Price: Lütfen bir sayı girin.', 'Durum: Durum Aktif ya da Pasif olmalı, "maybe" olamaz.']);
  });

  it("keep another job's own text", async () => {
    await act(() => changeLanguage('en'));
    const transaction = sampleTransaction('tx-export', { status: 'warning', childErrors: [{ code: 'late', message: 'A row the list did not have.' }] });
    render(
      <MemoryRouter>
        <TransactionDetail transaction={transaction} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('transaction-child-errors')).toHaveTextContent('A row the list did not have.');
  });
});
