import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { AdminValidationRow, ValidationCompaniesAnswer } from '@contract/admin-products/admin-validation';
import { changeLanguage } from '@web/lib/i18n';
import type { DetailState } from '@web/lib/resources/detail-resource';
import type { ListState } from '@web/lib/resources/list-resource';
import { AdminProductValidationPage, type AdminProductValidationPageProps } from './AdminProductValidationPage';

const row: AdminValidationRow = {
  companyId: 1002,
  companyName: 'Gulf Home Goods',
  productId: 100200017,
  productName: 'Ceramic vase, blue',
  marketplace: 'trendyol',
  skus: ['GH-VAS-1', 'GH-VAS-2'],
  reasons: ['Image resolution is below 500x500 px.'],
  failedAt: '2026-11-30T09:00:00.000Z',
};
const ready: ListState<AdminValidationRow, never> = {
  status: 'ready',
  query: null,
  page: { items: [row], total: 1, page: 1, pageSize: 25, tabCounts: {} },
  error: null,
};
const companies: DetailState<ValidationCompaniesAnswer> = {
  status: 'ready',
  id: 0,
  data: { items: [{ companyId: 1001, companyName: 'Anadolu Tekstil' }] },
  error: null,
  command: null,
};
const idle = { submitting: false, error: null, succeeded: false };

function renderPage(overrides: Partial<AdminProductValidationPageProps> = {}, url = '/admin/product-validation') {
  const props: AdminProductValidationPageProps = {
    query: { page: 1, pageSize: 25 },
    state: ready,
    onQueryChange: vi.fn(),
    onFiltersApply: vi.fn(),
    onFiltersReset: vi.fn(),
    onRetry: vi.fn(),
    selected: [],
    onSelectionChange: vi.fn(),
    companies,
    onCompaniesRetry: vi.fn(),
    commandOf: () => idle,
    onCommand: vi.fn(),
    onOpenDialog: vi.fn(),
    ...overrides,
  };
  render(
    <MemoryRouter initialEntries={[url]}>
      <AdminProductValidationPage {...props} />
    </MemoryRouter>,
  );
  return props;
}

describe('AdminProductValidationPage', () => {
  it('shows whose product failed where and why, and opens the re-validation of that row', () => {
    const props = renderPage();
    const cells = within(screen.getByTestId('data-row'));
    expect(cells.getByTestId('validation-company')).toHaveTextContent('Gulf Home Goods #1002');
    expect(cells.getByTestId('validation-reason')).toHaveTextContent('Image resolution is below 500x500 px.');
    fireEvent.click(cells.getByTestId('revalidate-row'));
    expect(props.onOpenDialog).toHaveBeenCalledWith('revalidate', '1002:100200017:trendyol');
  });

  it('sends the row the URL names, after showing it', async () => {
    const props = renderPage({}, '/admin/product-validation?action=revalidate&item=1002:100200017:trendyol');
    expect(screen.getByTestId('revalidate-summary')).toHaveTextContent('1 product will be sent');
    expect(screen.getByTestId('revalidate-summary')).toHaveTextContent('Company 1002, product 100200017 on Trendyol');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Re-validate' }));
    await waitFor(() =>
      expect(props.onCommand).toHaveBeenCalledWith('revalidate', { items: [{ companyId: 1002, productId: 100200017, marketplace: 'trendyol' }] }),
    );
  });

  it('lists the companies that see Product Validation, in Turkish too', async () => {
    renderPage();
    expect(screen.getByTestId('validation-company-entry')).toHaveTextContent('Anadolu Tekstil #1001');
    await act(() => changeLanguage('tr'));
    try {
      expect(screen.getByTestId('validation-companies')).toHaveTextContent("Ürün Doğrulama'yı gören firmalar");
    } finally {
      await act(() => changeLanguage('en'));
    }
  });
});
