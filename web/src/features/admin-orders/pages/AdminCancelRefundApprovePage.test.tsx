import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { ApprovalDecisionAnswer, ApprovalRow, ApprovalStatus } from '@contract/admin-orders/approvals';
import { i18n } from '@web/lib/i18n';
import type { ListState } from '@web/lib/resources/list-resource';
import { AdminCancelRefundApprovePage, type AdminCancelRefundApprovePageProps } from './AdminCancelRefundApprovePage';

const row = (id: number, kind: ApprovalRow['kind']): ApprovalRow => ({
  id,
  companyId: 1022,
  companyName: 'Desert Rose Mobilya',
  orderId: 1022000311,
  marketplace: 'trendyol',
  marketplaceOrderId: '71022000311',
  customerName: 'Şule Işık',
  kind,
  items: [{ id: 10220003111, sku: 'DR-AVZ-7', name: 'Evora Rustik Avize', quantity: 1, price: 1250 }],
  amount: 1250,
  currency: 'TRY',
  reason: 'Changed mind',
  requestedBy: 'customer',
  requestedAt: '2026-11-28T09:00:00.000Z',
  status: 'pending',
  decidedAt: null,
  decidedBy: null,
  note: null,
});
const rows = [row(1022000001, 'cancel'), row(1022000002, 'refund')];
const ready: ListState<ApprovalRow, ApprovalStatus> = {
  status: 'ready',
  query: null,
  page: { items: rows, total: 2, page: 1, pageSize: 25, tabCounts: { pending: 2, approved: 0, rejected: 0 } },
  error: null,
};
const idle = { submitting: false, error: null, succeeded: false };

function renderPage(url: string, overrides: Partial<AdminCancelRefundApprovePageProps> = {}) {
  const props: AdminCancelRefundApprovePageProps = {
    query: { tab: 'pending', page: 1, pageSize: 25 },
    state: ready,
    onQueryChange: vi.fn(),
    onFiltersApply: vi.fn(),
    onFiltersReset: vi.fn(),
    onRetry: vi.fn(),
    selected: [],
    onSelectionChange: vi.fn(),
    results: null,
    commandOf: () => idle,
    onCommand: vi.fn(),
    onOpenDialog: vi.fn(),
    ...overrides,
  };
  render(
    <MemoryRouter initialEntries={[url]}>
      <AdminCancelRefundApprovePage {...props} />
    </MemoryRouter>,
  );
  return props;
}

describe('AdminCancelRefundApprovePage', () => {
  it('offers the queue on screen as an export when the view gives one', () => {
    const props = renderPage('/admin/cancel-refund-approve', { onExport: vi.fn() });
    fireEvent.click(screen.getByRole('button', { name: i18n.t('exports.action') }));
    expect(props.onExport).toHaveBeenCalledTimes(1);
  });

  it('shows no Export button without an export', () => {
    renderPage('/admin/cancel-refund-approve');
    expect(screen.queryByRole('button', { name: i18n.t('exports.action') })).toBeNull();
  });

  it('opens one row’s decision', () => {
    const props = renderPage('/admin/cancel-refund-approve');
    fireEvent.click(within(screen.getAllByTestId('data-row')[1]!).getByTestId('approval-reject'));
    expect(props.onOpenDialog).toHaveBeenCalledWith('reject', '1022:1022000002');
  });

  it('approves the ticked rows at once, without a note', async () => {
    const props = renderPage('/admin/cancel-refund-approve?action=approve', { selected: ['1022:1022000001', '1022:1022000002'] });
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByTestId('decision-summary')).toHaveTextContent('2 requests will be approved');
    fireEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(props.onCommand).toHaveBeenCalledWith('decide', {
        items: [
          { companyId: 1022, id: 1022000001 },
          { companyId: 1022, id: 1022000002 },
        ],
        decision: 'approve',
        note: '',
      }),
    );
  });

  it('asks for a note before rejecting', async () => {
    const props = renderPage('/admin/cancel-refund-approve?action=reject&item=1022:1022000001');
    const dialog = within(screen.getByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(await dialog.findByText('Please enter a note for the seller.')).toBeInTheDocument();
    expect(props.onCommand).not.toHaveBeenCalled();
  });

  it('lists each request’s result of the last decision, a refusal with its reason', () => {
    const results: ApprovalDecisionAnswer = {
      results: [
        { companyId: 1022, id: 1022000001, orderId: 1022000311, kind: 'cancel', outcome: 'approved', code: null },
        { companyId: 1022, id: 1022000002, orderId: 1022000311, kind: 'refund', outcome: 'refused', code: 'refundNotDelivered' },
      ],
    };
    renderPage('/admin/cancel-refund-approve', { results });
    const lines = within(screen.getByTestId('approval-results')).getAllByTestId('approval-result');
    expect(lines.map((line) => line.textContent)).toEqual([
      'Request 1022000001 (company #1022): approved.',
      'Request 1022000002 (company #1022): refused. Only delivered items can be refunded; this request names items that are not delivered.',
    ]);
  });
});
