/** Order & Claim Tools as configuration: the record tabs, the search and company filters, the columns (each row's own actions last). */
import { CBadge, CButton } from '@coreui/react';
import type { TFunction } from 'i18next';
import { ORDER_CLAIM_TOOL_TABS, TOOL_STATUS_LABELS, type OrderClaimToolRow, type OrderClaimToolTab } from '@contract/admin-orders/order-claim-tools';
import { isAwaitingStaff } from '@contract/claims/claim.rules';
import { KeyedText } from '@web/components/KeyedText';
import type { Column, FilterField, TabDefinition } from '@web/components/list/list-types';
import type { Formatters } from '@web/lib/format';

export type OrderClaimToolDialog = 'approve' | 'reject' | 'correct';

/** A row's key in the URL (`item=`): its kind, company and id. */
export const toolItemKey = (row: Pick<OrderClaimToolRow, 'kind' | 'companyId' | 'id'>): string => `${row.kind}:${row.companyId}:${row.id}`;

export const ORDER_CLAIM_TOOL_TAB_DEFINITIONS: readonly TabDefinition<OrderClaimToolTab>[] = ORDER_CLAIM_TOOL_TABS.map((id) => ({
  id,
  labelKey: `adminOrderClaimTools.tabs.${id}`,
}));

export const ORDER_CLAIM_TOOLS_FILTER_FIELDS: readonly FilterField[] = [
  { kind: 'text', name: 'q', labelKey: 'adminOrderClaimTools.filters.q', hintKey: 'adminOrderClaimTools.filters.qHint' },
  { kind: 'company', name: 'companyId', labelKey: 'admin.filters.company' },
];

function StatusCell({ row }: { row: OrderClaimToolRow }) {
  return (
    <CBadge color={row.kind === 'claim' && isAwaitingStaff(row) ? 'warning' : 'secondary'} data-testid="tool-status">
      <KeyedText prefix={TOOL_STATUS_LABELS[row.kind]} value={row.status} />
    </CBadge>
  );
}

function RowActions({ row, t, onOpen }: { row: OrderClaimToolRow; t: TFunction; onOpen: (name: OrderClaimToolDialog, row: OrderClaimToolRow) => void }) {
  const action = (name: OrderClaimToolDialog, labelKey: string, color: 'success' | 'danger' | 'secondary') => (
    <CButton key={name} color={color} variant="outline" size="sm" onClick={() => onOpen(name, row)} data-testid={`tool-${name}`}>
      {t(labelKey)}
    </CButton>
  );
  if (row.kind === 'claim')
    return isAwaitingStaff(row) ? (
      <div className="d-flex flex-wrap justify-content-end gap-1">
        {action('approve', 'adminOrderClaimTools.decision.approve', 'success')}
        {action('reject', 'adminOrderClaimTools.decision.reject', 'danger')}
      </div>
    ) : null;
  return row.corrections.length > 0 ? (
    <div className="d-flex justify-content-end">{action('correct', 'adminOrderClaimTools.correction.action', 'secondary')}</div>
  ) : null;
}

export function orderClaimToolColumns(
  t: TFunction,
  format: Formatters,
  onOpen: (name: OrderClaimToolDialog, row: OrderClaimToolRow) => void,
): Column<OrderClaimToolRow>[] {
  return [
    {
      id: 'record',
      headerKey: 'adminOrderClaimTools.columns.record',
      cell: (row) => (
        <>
          <div data-testid="tool-reference">{row.reference}</div>
          <div className="small text-body-secondary">
            {t(`adminOrderClaimTools.ids.${row.kind}`, { id: row.id, orderId: row.orderId })}
            {row.kind === 'claim' ? <> · {t(`claims.types.${row.claimType}`)}</> : null}
          </div>
        </>
      ),
    },
    {
      id: 'company',
      headerKey: 'adminOrderClaimTools.columns.company',
      priority: 'high',
      cell: (row) => (
        <span data-testid="tool-company">
          {row.companyName} <span className="text-body-secondary">#{row.companyId}</span>
        </span>
      ),
    },
    {
      id: 'customer',
      headerKey: 'adminOrderClaimTools.columns.customer',
      cell: (row) => (
        <>
          <div>{row.customerName}</div>
          <div className="small text-body-secondary">{t(`marketplaces.${row.marketplace}`)}</div>
        </>
      ),
    },
    { id: 'date', headerKey: 'adminOrderClaimTools.columns.date', cell: (row) => format.dateTime(row.date) },
    { id: 'total', headerKey: 'adminOrderClaimTools.columns.total', align: 'end', cell: (row) => format.money(row.total, row.currency) },
    {
      id: 'status',
      headerKey: 'adminOrderClaimTools.columns.status',
      cell: (row) => (
        <>
          <StatusCell row={row} />
          {row.kind === 'claim' && row.adminNote ? (
            <div className="small text-body-secondary" data-testid="tool-admin-note">
              {row.adminNote}
            </div>
          ) : null}
        </>
      ),
    },
    { id: 'actions', headerKey: 'adminOrderClaimTools.columns.actions', align: 'end', cell: (row) => <RowActions row={row} t={t} onOpen={onOpen} /> },
  ];
}
