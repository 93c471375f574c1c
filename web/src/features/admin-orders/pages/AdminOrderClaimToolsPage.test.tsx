import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { ClaimToolRow, OrderClaimToolRow, OrderClaimToolTab, PackageToolRow } from '@contract/admin-orders/order-claim-tools';
import type { ListState } from '@web/lib/resources/list-resource';
import { AdminOrderClaimToolsPage, type AdminOrderClaimToolsPageProps } from './AdminOrderClaimToolsPage';

const claim: ClaimToolRow = {
  kind: 'claim',
  companyId: 1022,
  companyName: 'Desert Rose Mobilya',
  id: 1022000004,
  orderId: 1022000311,
  marketplace: 'trendyol',
  reference: 'CTR1022000004',
  customerName: 'Şule Işık',
  date: '2026-11-28T09:00:00.000Z',
  total: 449.9,
  currency: 'TRY',
  status: 'waitingAdmin',
  claimType: 'return',
  adminNote: 'Checking with the marketplace.',
};
const pkg: PackageToolRow = {
  kind: 'package',
  companyId: 1022,
  companyName: 'Desert Rose Mobilya',
  id: 1022000120,
  orderId: 1022000311,
  marketplace: 'trendyol',
  reference: 'TYP-1022000120',
  customerName: 'Şule Işık',
  date: '2026-11-20T09:00:00.000Z',
  total: 449.9,
  currency: 'TRY',
  status: 'shipped',
  trackingBarcode: 'TRK1',
  corrections: ['delivered', 'undelivered'],
};
const stateOf = (items: OrderClaimToolRow[]): ListState<OrderClaimToolRow, OrderClaimToolTab> => ({
  status: 'ready',
  query: null,
  page: { items, total: items.length, page: 1, pageSize: 25, tabCounts: { claims: 1, orders: 0, packages: 1 } },
  error: null,
});
const idle = { submitting: false, error: null, succeeded: false };

function renderPage(url: string, items: OrderClaimToolRow[], tab: OrderClaimToolTab = 'claims') {
  const props: AdminOrderClaimToolsPageProps = {
    query: { tab, page: 1, pageSize: 25 },
    state: stateOf(items),
    onQueryChange: vi.fn(),
    onFiltersApply: vi.fn(),
    onFiltersReset: vi.fn(),
    onRetry: vi.fn(),
    onExport: vi.fn(),
    commandOf: () => idle,
    onCommand: vi.fn(),
    onOpenDialog: vi.fn(),
  };
  render(
    <MemoryRouter initialEntries={[url]}>
      <AdminOrderClaimToolsPage {...props} />
    </MemoryRouter>,
  );
  return props;
}

describe('AdminOrderClaimToolsPage', () => {
  it('names each row’s company and opens the decision of a claim waiting for staff', () => {
    const props = renderPage('/admin/order-claim-tools/index', [claim]);
    const cells = within(screen.getByTestId('data-row'));
    expect(cells.getByTestId('tool-company')).toHaveTextContent('Desert Rose Mobilya #1022');
    expect(cells.getByTestId('tool-status')).toHaveTextContent('Waiting Admin');
    fireEvent.click(cells.getByTestId('tool-reject'));
    expect(props.onOpenDialog).toHaveBeenCalledWith('reject', 'claim:1022:1022000004');
  });

  it('offers the rows on screen as an export', () => {
    const props = renderPage('/admin/order-claim-tools/index', [claim]);
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(props.onExport).toHaveBeenCalledTimes(1);
  });

  it('offers no decision on a claim staff no longer decide', () => {
    renderPage('/admin/order-claim-tools/index', [{ ...claim, status: 'rejected' }]);
    expect(within(screen.getByTestId('data-row')).queryByTestId('tool-approve')).toBeNull();
  });

  it('asks for a note before approving, then sends the decision with the claim’s company', async () => {
    const props = renderPage('/admin/order-claim-tools/index?action=approve&item=claim:1022:1022000004', [claim]);
    const dialog = within(screen.getByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    expect(await dialog.findByText('Please enter a note.')).toBeInTheDocument();
    expect(props.onCommand).not.toHaveBeenCalled();
    fireEvent.change(dialog.getByLabelText('Note to the seller'), { target: { value: 'Refund the customer.' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(props.onCommand).toHaveBeenCalledWith('decideClaim', {
        ref: { companyId: 1022, id: 1022000004 },
        body: { decision: 'approve', note: 'Refund the customer.' },
      }),
    );
  });

  it('corrects a package only to the states its rules allow', async () => {
    const props = renderPage('/admin/order-claim-tools/index?tab=packages&action=correct&item=package:1022:1022000120', [pkg], 'packages');
    const dialog = within(screen.getByRole('dialog'));
    const options = within(dialog.getByLabelText('New status')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Delivered', 'Undelivered']);
    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: 'Carrier confirmed' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Correct' }));
    await waitFor(() =>
      expect(props.onCommand).toHaveBeenCalledWith('correctPackage', {
        ref: { companyId: 1022, id: 1022000120 },
        body: { status: 'delivered', reason: 'Carrier confirmed' },
      }),
    );
  });
});
