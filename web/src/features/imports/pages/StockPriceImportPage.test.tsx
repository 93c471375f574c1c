import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { VariantRow } from '@contract/catalog/variant.api';
import { parseVariantQuery } from '@contract/catalog/variant.query';
import { parseImportErrorQuery } from '@contract/imports/import.api';
import type { ImportRowError } from '@contract/imports/import.types';
import '@web/lib/i18n';
import { listOf } from '../test-samples';
import { StockPriceImportPage, type StockPriceImportPageProps } from './StockPriceImportPage';
import { errorsTabProps, resendControl, screenProps } from './test-screen';

const variant = {
  id: 1,
  productId: 10,
  productName: 'Keten Gömlek',
  name: 'Keten Gömlek Mavi M',
  sku: 'AT-GOM-001-M',
  price: 499.9,
  retailPrice: 599.9,
  stock: 12,
  status: 'active',
  currency: 'TRY',
} as VariantRow;

function errorsTab(overrides: Partial<StockPriceImportPageProps['errors']> = {}): StockPriceImportPageProps['errors'] {
  return errorsTabProps('stockPrice', overrides);
}

function renderPage(overrides: Partial<StockPriceImportPageProps> = {}) {
  const props: StockPriceImportPageProps = {
    ...screenProps(),
    query: parseVariantQuery({}),
    list: listOf([variant]),
    onQueryChange: vi.fn(),
    onSkuApply: vi.fn(),
    onSkuReset: vi.fn(),
    onListRetry: vi.fn(),
    tab: 'import',
    onTabChange: vi.fn(),
    errors: errorsTab(),
    ...overrides,
  };
  render(
    <MemoryRouter>
      <StockPriceImportPage {...props} />
    </MemoryRouter>,
  );
  return props;
}

describe('StockPriceImportPage', () => {
  it('shows the current stock and prices per SKU', () => {
    renderPage();
    const row = within(screen.getByTestId('list-importStockPrice')).getByTestId('data-row');
    expect(row).toHaveTextContent('AT-GOM-001-M');
    expect(row).toHaveTextContent('Keten Gömlek Mavi M');
    expect(row).toHaveTextContent('12');
    expect(row).toHaveTextContent('Active');
    expect(screen.getByTestId('template-download')).toHaveAttribute('href', '/api/imports/templates/stock-price?lang=en');
  });

  it('says the SKU search needs the entire SKU, and applies what was typed', async () => {
    const props = renderPage();
    expect(screen.getByText('Enter the entire SKU: part of a SKU finds nothing.')).toBeVisible();
    await userEvent.type(screen.getByLabelText('SKU'), ' AT-GOM ');
    await userEvent.click(screen.getByTestId('filter-apply'));
    expect(props.onSkuApply).toHaveBeenCalledWith({ sku: 'AT-GOM' });
  });

  it('has an Import Errors tab', async () => {
    const props = renderPage();
    await userEvent.click(screen.getByTestId('import-tab-errors'));
    expect(props.onTabChange).toHaveBeenCalledWith('errors');
  });

  it('opens Fix and resend for the chosen import and sends the changed rows under a -fixed name', async () => {
    const refused: ImportRowError = {
      transactionId: 'tx_pv_1',
      kind: 'stockPrice',
      row: 2,
      sku: 'AT-GOM-001-M',
      productId: null,
      productName: null,
      companyId: 1001,
      syncSku: null,
      reasons: [{ code: 'validation.number', column: 'Price' }],
      date: '2026-01-15T09:00:00.000Z',
      cells: { SKU: 'AT-GOM-001-M', Price: 'abc', 'Retail Price': '12', Stock: '3' },
    };
    const query = parseImportErrorQuery({ kind: 'stockPrice', transactionId: 'tx_pv_1' });
    const closed = resendControl([refused], false);
    renderPage({ tab: 'errors', errors: errorsTab({ query, state: listOf([refused]), resend: closed }) });
    expect(screen.getAllByTestId('resend-open')).toHaveLength(1);
    await userEvent.click(screen.getByTestId('resend-open'));
    expect(closed.pages.onOpen).toHaveBeenCalledOnce();
    cleanup();
    const resend = resendControl([refused], true);
    renderPage({ tab: 'errors', errors: errorsTab({ query, state: listOf([refused]), resend }) });
    const price = within(screen.getByTestId('resend-editor')).getByTestId('edit-price');
    await userEvent.clear(price);
    await userEvent.type(price, '10');
    await userEvent.click(screen.getByTestId('resend-send'));
    expect(resend.onSend).toHaveBeenCalledWith({
      fileName: 'urunler-fixed.xlsx',
      header: ['SKU', 'Price', 'Retail Price', 'Stock'],
      rows: [['AT-GOM-001-M', '10', '12', '3']],
    });
  });

  it('shows the machinery’s empty text when the SKU matches nothing', () => {
    renderPage({ query: parseVariantQuery({ sku: 'AT-GOM' }), list: listOf([]) });
    expect(within(screen.getByTestId('list-importStockPrice')).getByTestId('list-empty')).toHaveTextContent('No data was found.');
  });
});
