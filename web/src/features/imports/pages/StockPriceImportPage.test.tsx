import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { VariantRow } from '@contract/catalog/variant.api';
import { parseVariantQuery } from '@contract/catalog/variant.query';
import '@web/lib/i18n';
import { listOf } from '../test-samples';
import { StockPriceImportPage, type StockPriceImportPageProps } from './StockPriceImportPage';
import { screenProps } from './test-screen';

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

function renderPage(overrides: Partial<StockPriceImportPageProps> = {}) {
  const props: StockPriceImportPageProps = {
    ...screenProps(),
    query: parseVariantQuery({}),
    list: listOf([variant]),
    onQueryChange: vi.fn(),
    onSkuApply: vi.fn(),
    onSkuReset: vi.fn(),
    onListRetry: vi.fn(),
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

  it('shows the machinery’s empty text when the SKU matches nothing', () => {
    renderPage({ query: parseVariantQuery({ sku: 'AT-GOM' }), list: listOf([]) });
    expect(within(screen.getByTestId('list-importStockPrice')).getByTestId('list-empty')).toHaveTextContent('No data was found.');
  });
});
