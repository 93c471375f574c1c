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

  it('write the numbers of a reason and the row as a Turkish reader writes them', async () => {
    await act(() => changeLanguage('tr'));
    const texts = renderDetail([rowError('Price: …', [{ code: 'imports.reasons.priceOverMax', column: 'Fiyat', params: { usd: 12500.5, max: 10000 } }])]);
    expect(texts).toEqual(["Fiyat: Komisyon, pazaryeri ücreti ve bunların KDV'si dahil ürün fiyatı 12.500,5 USD ediyor; bu, 10.000 USD sınırının üzerinde."]);
    expect(within(screen.getByTestId('transaction-child-errors')).getByText('Satır 2')).toBeVisible();
    expect(screen.getByTestId('transaction-child-errors')).not.toHaveTextContent('row 2');
  });

  it("name the import's error in the reader's language, its code as a reference after it", async () => {
    await act(() => changeLanguage('tr'));
    const transaction = sampleTransaction('tx-import', {
      status: 'warning',
      method: 'stockPriceImport',
      error: { code: 'importRowsFailed', message: 'Some rows were not imported. The import error file lists them with their reasons.' },
    });
    render(
      <MemoryRouter>
        <TransactionDetail transaction={transaction} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('transaction-error')).toHaveTextContent(
      /^Bazı satırlar içe aktarılmadı\. İçe aktarma hata dosyası bu satırları nedenleriyle birlikte listeler\. Hata kodu: importRowsFailed$/,
    );
  });

  it('name the headers a sheet lacks and the sheet, and the sheet-wide warning of hidden columns, in Turkish', async () => {
    await act(() => changeLanguage('tr'));
    const transaction = sampleTransaction('tx-import', {
      status: 'error',
      method: 'stockPriceImport',
      error: { code: 'importHeadersMissing', message: '…', params: { sheet: 'Fiyatlar', missing: 'Price, Stock' } },
      childErrors: [{ code: 'sheet', message: '…', reasons: [{ code: 'imports.reasons.columnsHidden', params: { columns: 'C (Not)' } }] }],
    });
    render(
      <MemoryRouter>
        <TransactionDetail transaction={transaction} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('transaction-error')).toHaveTextContent('Okunan sayfa: "Fiyatlar". Eksik başlıklar: Price, Stock.');
    const childErrors = within(screen.getByTestId('transaction-child-errors'));
    expect(childErrors.getByText('Sayfa')).toBeVisible();
    expect(childErrors.getByTestId('import-reason')).toHaveTextContent('Gizli sütunlar diğerleri gibi okundu ve içe aktarıldı: C (Not).');
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
