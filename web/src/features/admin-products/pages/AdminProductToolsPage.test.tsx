import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { ProductToolRow } from '@contract/admin-products/admin-tools';
import type { ListState } from '@web/lib/resources/list-resource';
import { idleStaffFile } from '@web/lib/staff-import/staff-file-fixture';
import { AdminProductToolsPage, type AdminProductToolsPageProps } from './AdminProductToolsPage';

const row: ProductToolRow = {
  companyId: 1022,
  companyName: 'Desert Rose Mobilya',
  productId: 102200003,
  productName: 'Evora Rustik Avize',
  variantId: 102200007,
  variantName: 'Evora Rustik Avize, bronze',
  sku: 'DR-AVZ-7',
  barcode: '8690000000007',
  price: 1250,
  currency: 'TRY',
  status: 'active',
  locks: [
    { marketplace: 'trendyol', lock: null },
    {
      marketplace: 'hepsiburada',
      lock: { marketplace: 'hepsiburada', lockedAt: '2026-11-30T09:00:00.000Z', lockReason: 'Counterfeit report', until: null, state: 'locked' },
    },
  ],
  priceBlock: null,
};
const ready: ListState<ProductToolRow, never> = {
  status: 'ready',
  query: null,
  page: { items: [row], total: 1, page: 1, pageSize: 25, tabCounts: {} },
  error: null,
};
const idle = { submitting: false, error: null, succeeded: false };

function renderPage(url = '/admin/product-tools?q=DR-AVZ-7') {
  const props: AdminProductToolsPageProps = {
    query: { q: 'DR-AVZ-7', page: 1, pageSize: 25 },
    state: ready,
    onQueryChange: vi.fn(),
    onFiltersApply: vi.fn(),
    onFiltersReset: vi.fn(),
    onRetry: vi.fn(),
    commandOf: () => idle,
    onCommand: vi.fn(),
    onOpenDialog: vi.fn(),
    files: { priceBlock: idleStaffFile(), lockUpdate: idleStaffFile() },
  };
  render(
    <MemoryRouter initialEntries={[url]}>
      <AdminProductToolsPage {...props} />
    </MemoryRouter>,
  );
  return props;
}

describe('AdminProductToolsPage', () => {
  it('names the company of each row and its locks, and opens a row’s action', () => {
    const props = renderPage();
    const cells = within(screen.getByTestId('data-row'));
    expect(cells.getByTestId('tool-company')).toHaveTextContent('Desert Rose Mobilya #1022');
    expect(cells.getByTestId('tool-locked-on')).toHaveTextContent('Counterfeit report');
    fireEvent.click(cells.getByTestId('tool-lock'));
    expect(props.onOpenDialog).toHaveBeenCalledWith('lock', '1022:102200007');
    fireEvent.click(cells.getByTestId('tool-unlock'));
    expect(props.onOpenDialog).toHaveBeenCalledWith('unlock', '1022:102200007');
  });

  it('asks for a reason before locking, then sends the row’s lock', async () => {
    const props = renderPage('/admin/product-tools?q=DR-AVZ-7&action=lock&item=1022:102200007');
    const dialog = within(screen.getByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Lock' }));
    expect(await dialog.findByText('Please enter a reason.')).toBeInTheDocument();
    expect(props.onCommand).not.toHaveBeenCalled();
    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: 'Price check' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Lock' }));
    await waitFor(() =>
      expect(props.onCommand).toHaveBeenCalledWith('lock', {
        ref: { companyId: 1022, variantId: 102200007 },
        body: { marketplace: 'trendyol', reason: 'Price check' },
      }),
    );
  });

  it('disables the whole product with a reason, and shows both file panels', async () => {
    const props = renderPage('/admin/product-tools?q=DR-AVZ-7&action=productStatus&item=1022:102200007');
    expect(screen.getByTestId('price-block-file-panel')).toBeInTheDocument();
    expect(screen.getByTestId('lock-update-file-panel')).toBeInTheDocument();
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByTestId('product-status-form')).toHaveTextContent('Evora Rustik Avize (product 102200003)');
    const submit = dialog.getByRole('button', { name: 'Apply to the product' });
    fireEvent.click(submit);
    expect(await dialog.findByText('Please enter a reason.')).toBeInTheDocument();
    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: 'Recall by the brand' } });
    fireEvent.click(submit);
    await waitFor(() =>
      expect(props.onCommand).toHaveBeenCalledWith('setProductStatus', {
        ref: { companyId: 1022, productId: 102200003 },
        body: { status: 'inactive', reason: 'Recall by the brand' },
      }),
    );
  });
});
