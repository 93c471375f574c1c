import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { parseImportErrorQuery, type TemplateCategory } from '@contract/imports/import.api';
import { changeLanguage } from '@web/lib/i18n';
import { listOf, recentOf, sampleRowError, sampleTransaction } from '../test-samples';
import { ProductVariantImportPage, type ProductVariantImportPageProps } from './ProductVariantImportPage';
import { errorsTabProps, screenProps } from './test-screen';

const category: TemplateCategory = {
  categoryId: 412,
  name: { en: 'Shirts', tr: 'Gömlek' },
  path: { en: 'Clothing > Men > Shirts', tr: 'Giyim > Erkek > Gömlek' },
  marketplace: 'trendyol',
  marketplaceCategoryId: '1617',
  marketplaceCategoryName: 'Erkek Gömlek',
  mandatoryAttributes: [
    { en: 'Colour', tr: 'Renk' },
    { en: 'Size', tr: 'Beden' },
  ],
};

function errorsProps(overrides: Partial<ProductVariantImportPageProps['errors']> = {}): ProductVariantImportPageProps['errors'] {
  return errorsTabProps('productVariant', { query: parseImportErrorQuery({}), state: listOf([sampleRowError()]), ...overrides });
}

function renderPage(overrides: Partial<ProductVariantImportPageProps> = {}) {
  const props: ProductVariantImportPageProps = {
    ...screenProps(),
    tab: 'import',
    onTabChange: vi.fn(),
    finder: { query: {}, state: listOf<TemplateCategory>([]), onSearch: vi.fn(), onRetry: vi.fn() },
    errors: errorsProps(),
    ...overrides,
  };
  render(
    <MemoryRouter>
      <ProductVariantImportPage {...props} />
    </MemoryRouter>,
  );
  return props;
}

describe('ProductVariantImportPage, Import tab', () => {
  it('switches tabs through its callback', async () => {
    const props = renderPage();
    expect(screen.getByTestId('import-tab-import')).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByTestId('import-tab-errors'));
    expect(props.onTabChange).toHaveBeenCalledWith('errors');
  });

  it('finds templates by a marketplace category name of 3 characters or an ID', async () => {
    const props = renderPage();
    const finder = within(screen.getByTestId('template-finder'));
    await userEvent.selectOptions(finder.getByLabelText('Marketplace'), 'trendyol');
    await userEvent.type(finder.getByLabelText('Marketplace category name or ID'), 'gö');
    await userEvent.click(finder.getByTestId('template-search-submit'));
    expect(await finder.findByText('Please type at least 3 characters.')).toBeVisible();
    expect(props.finder.onSearch).not.toHaveBeenCalled();
    await userEvent.type(finder.getByLabelText('Marketplace category name or ID'), 'mlek');
    await userEvent.click(finder.getByTestId('template-search-submit'));
    await waitFor(() => expect(props.finder.onSearch).toHaveBeenCalledWith({ marketplace: 'trendyol', search: 'gömlek' }));
  });

  it('lists the categories found with their mandatory attributes and template link', () => {
    renderPage({ finder: { query: { search: '1617' }, state: listOf([category]), onSearch: vi.fn(), onRetry: vi.fn() } });
    const row = within(screen.getByTestId('template-finder')).getByTestId('data-row');
    expect(row).toHaveTextContent('Trendyol');
    expect(row).toHaveTextContent('1617');
    expect(row).toHaveTextContent('Erkek Gömlek');
    expect(row).toHaveTextContent('Clothing > Men > Shirts');
    expect(row).toHaveTextContent('Colour, Size');
    expect(within(row).getByTestId('template-category-download')).toHaveAttribute('href', '/api/imports/templates/product-variant/412?lang=en');
  });

  it("names our category and its attributes in the reader's language", async () => {
    await act(() => changeLanguage('tr'));
    try {
      renderPage({ finder: { query: { search: '1617' }, state: listOf([category]), onSearch: vi.fn(), onRetry: vi.fn() } });
      const row = within(screen.getByTestId('template-finder')).getByTestId('data-row');
      expect(row).toHaveTextContent('Giyim > Erkek > Gömlek');
      expect(row).toHaveTextContent('Renk, Beden');
      expect(row).not.toHaveTextContent('Shirts');
    } finally {
      await act(() => changeLanguage('en'));
    }
  });

  it('says No data was found. when no category matches', () => {
    renderPage({ finder: { query: { search: 'zzzz' }, state: listOf<TemplateCategory>([]), onSearch: vi.fn(), onRetry: vi.fn() } });
    expect(within(screen.getByTestId('template-finder')).getByTestId('list-empty')).toHaveTextContent('No data was found.');
  });
});

describe('ProductVariantImportPage, Import Errors tab', () => {
  it('lists refused rows with their reasons in the user’s language, and opens one in the sidebar', async () => {
    const props = renderPage({ tab: 'errors' });
    const row = within(screen.getByTestId('list-importErrors')).getByTestId('data-row');
    expect(row).toHaveTextContent('AT-GOM-001-M');
    expect(row).toHaveTextContent('Keten Gömlek');
    expect(row).toHaveTextContent('Price: The new price is more than 3 times the current price (250).');
    expect(row).toHaveTextContent('Stock: This field is required.');
    await userEvent.click(within(row).getByText('Keten Gömlek'));
    expect(props.errors.onRowOpen).toHaveBeenCalledWith('tx_pv_1:7');
  });

  it('shows the selected row’s product ID, name, SKU, company ID and sync SKU', async () => {
    const props = renderPage({ tab: 'errors', errors: errorsProps({ selectedRow: 'tx_pv_1:7' }) });
    const sidebar = screen.getByTestId('error-row-sidebar');
    expect(within(sidebar).getByTestId('error-row-productId')).toHaveTextContent('100123');
    expect(within(sidebar).getByTestId('error-row-productName')).toHaveTextContent('Keten Gömlek');
    expect(within(sidebar).getByTestId('error-row-sku')).toHaveTextContent('AT-GOM-001-M');
    expect(within(sidebar).getByTestId('error-row-companyId')).toHaveTextContent('1001');
    expect(within(sidebar).getByTestId('error-row-syncSku')).toHaveTextContent('AT-GOM-001-M-X');
    expect(within(sidebar).getAllByTestId('import-reason')).toHaveLength(2);
    expect(within(sidebar).getByTestId('error-row-error-file')).toHaveAttribute('href', '/api/transactions/tx_pv_1/import-error-file?lang=en');
    await userEvent.click(within(sidebar).getByTestId('error-row-close'));
    expect(props.errors.onRowClose).toHaveBeenCalled();
  });

  it('filters by import and SKU, and offers the chosen import’s error file', async () => {
    const props = renderPage({
      tab: 'errors',
      recent: recentOf([sampleTransaction({ id: 'tx_pv_1', file: 'urunler.xlsx' })]),
      errors: errorsProps({ query: parseImportErrorQuery({ transactionId: 'tx_pv_1' }) }),
    });
    expect(screen.getByTestId('import-error-file')).toHaveAttribute('href', '/api/transactions/tx_pv_1/import-error-file?lang=en');
    expect(screen.getByTestId('import-error-file-other')).toHaveAttribute('href', '/api/transactions/tx_pv_1/import-error-file?lang=tr');
    await userEvent.type(screen.getByRole('textbox', { name: 'SKU' }), 'GOM');
    await userEvent.click(screen.getByTestId('filter-apply'));
    expect(props.errors.onFiltersApply).toHaveBeenCalledWith({ transactionId: 'tx_pv_1', sku: 'GOM' });
    expect(screen.getByRole('option', { name: /urunler\.xlsx/ })).toBeInTheDocument();
  });

  it('says clearly when no row was refused', () => {
    renderPage({ tab: 'errors', errors: errorsProps({ state: listOf([]) }) });
    expect(screen.getByTestId('list-empty')).toHaveTextContent('No products have validation errors: every row of these imports was accepted.');
  });
});
