/** The approvals queue as configuration: a tab per status, the kind and company filters, the columns (a pending row's own actions last). */
import { CBadge, CButton } from '@coreui/react';
import type { TFunction } from 'i18next';
import { APPROVAL_KINDS, APPROVAL_STATUSES, type ApprovalRow, type ApprovalStatus } from '@contract/admin-orders/approvals';
import type { Column, FilterField, TabDefinition } from '@web/components/list/list-types';
import type { Formatters } from '@web/lib/format';

export type ApprovalDialog = 'approve' | 'reject';

export const APPROVAL_TAB_DEFINITIONS: readonly TabDefinition<ApprovalStatus>[] = APPROVAL_STATUSES.map((id) => ({
  id,
  labelKey: `adminCancelRefund.tabs.${id}`,
}));

export const APPROVAL_FILTER_FIELDS: readonly FilterField[] = [
  {
    kind: 'select',
    name: 'kind',
    labelKey: 'adminCancelRefund.filters.kind',
    anyKey: 'adminCancelRefund.filters.anyKind',
    options: APPROVAL_KINDS.map((value) => ({ value, labelKey: `adminCancelRefund.kinds.${value}` })),
  },
  { kind: 'company', name: 'companyId', labelKey: 'admin.filters.company' },
];

function RowActions({ row, t, onOpen }: { row: ApprovalRow; t: TFunction; onOpen: (name: ApprovalDialog, row: ApprovalRow) => void }) {
  if (row.status !== 'pending') return null;
  return (
    <div className="d-flex flex-wrap justify-content-end gap-1">
      <CButton color="success" variant="outline" size="sm" onClick={() => onOpen('approve', row)} data-testid="approval-approve">
        {t('adminCancelRefund.decide.approve')}
      </CButton>
      <CButton color="danger" variant="outline" size="sm" onClick={() => onOpen('reject', row)} data-testid="approval-reject">
        {t('adminCancelRefund.decide.reject')}
      </CButton>
    </div>
  );
}

export function approvalColumns(t: TFunction, format: Formatters, onOpen: (name: ApprovalDialog, row: ApprovalRow) => void): Column<ApprovalRow>[] {
  return [
    {
      id: 'request',
      headerKey: 'adminCancelRefund.columns.request',
      cell: (row) => (
        <>
          <CBadge color={row.kind === 'cancel' ? 'warning' : 'info'} data-testid="approval-kind">
            {t(`adminCancelRefund.kinds.${row.kind}`)}
          </CBadge>
          <div className="small text-body-secondary">{t('adminCancelRefund.ids', { id: row.id, orderId: row.orderId, number: row.marketplaceOrderId })}</div>
        </>
      ),
    },
    {
      id: 'company',
      headerKey: 'adminCancelRefund.columns.company',
      priority: 'high',
      cell: (row) => (
        <span data-testid="approval-company">
          {row.companyName} <span className="text-body-secondary">#{row.companyId}</span>
        </span>
      ),
    },
    {
      id: 'customer',
      headerKey: 'adminCancelRefund.columns.customer',
      cell: (row) => (
        <>
          <div>{row.customerName}</div>
          <div className="small text-body-secondary">{t(`marketplaces.${row.marketplace}`)}</div>
        </>
      ),
    },
    {
      id: 'items',
      headerKey: 'adminCancelRefund.columns.items',
      cell: (row) => (
        <ul className="list-unstyled small mb-0">
          {row.items.map((item) => (
            <li key={item.id}>{t('adminCancelRefund.item', { sku: item.sku, quantity: item.quantity })}</li>
          ))}
        </ul>
      ),
    },
    { id: 'amount', headerKey: 'adminCancelRefund.columns.amount', align: 'end', cell: (row) => format.money(row.amount, row.currency) },
    {
      id: 'reason',
      headerKey: 'adminCancelRefund.columns.reason',
      cell: (row) => (
        <>
          <div>{row.reason}</div>
          <div className="small text-body-secondary">{t(`adminCancelRefund.requestedBy.${row.requestedBy}`, { date: format.dateTime(row.requestedAt) })}</div>
        </>
      ),
    },
    {
      id: 'decision',
      headerKey: 'adminCancelRefund.columns.decision',
      cell: (row) =>
        row.decidedAt ? (
          <div className="small" data-testid="approval-decided">
            <div>{t('adminCancelRefund.decidedBy', { name: row.decidedBy ?? '', date: format.dateTime(row.decidedAt) })}</div>
            {row.note ? <div className="text-body-secondary">{row.note}</div> : null}
          </div>
        ) : (
          <RowActions row={row} t={t} onOpen={onOpen} />
        ),
      align: 'end',
    },
  ];
}
