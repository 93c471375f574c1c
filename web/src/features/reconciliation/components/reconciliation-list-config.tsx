/** The reconciliation lines as configuration: period tabs, filter fields and columns. */
import { CBadge } from '@coreui/react';
import { Link } from 'react-router';
import { MARKETPLACE_CODES } from '@contract/orders/order.query';
import { LINE_TYPES, PERIOD_KINDS, type LineType, type PeriodKind, type ReconciliationLine } from '@contract/reconciliation/reconciliation.types';
import { pathOf } from '@contract/routes';
import { KeyedText } from '@web/components/KeyedText';
import type { Column, FilterField, TabDefinition } from '@web/components/list/list-types';
import type { Formatters } from '@web/lib/format';

export const PERIOD_TAB_DEFINITIONS: readonly TabDefinition<PeriodKind>[] = PERIOD_KINDS.map((id) => ({ id, labelKey: `reconciliation.tabs.${id}` }));

export const LINE_FILTER_FIELDS: readonly FilterField[] = [
  {
    kind: 'select',
    name: 'marketplace',
    labelKey: 'reconciliation.filters.marketplace',
    anyKey: 'reconciliation.filters.anyMarketplace',
    options: MARKETPLACE_CODES.map((value) => ({ value, labelKey: `marketplaces.${value}` })),
  },
  {
    kind: 'select',
    name: 'type',
    labelKey: 'reconciliation.filters.type',
    anyKey: 'reconciliation.filters.anyType',
    options: LINE_TYPES.map((value) => ({ value, labelKey: `reconciliation.types.${value}` })),
  },
  { kind: 'dateRange', from: 'from', to: 'to', labelKey: 'reconciliation.filters.dateRange' },
  { kind: 'text', name: 'sku', labelKey: 'reconciliation.filters.sku' },
  { kind: 'text', name: 'orderId', labelKey: 'reconciliation.filters.orderId' },
];

export const LINE_TYPE_COLOR: Readonly<Record<LineType, string>> = {
  sale: 'success',
  commission: 'secondary',
  refund: 'warning',
  penalty: 'danger',
  backInvoice: 'dark',
  backInvoiceReturn: 'info',
};

function TypeCell({ line }: { line: ReconciliationLine }) {
  return (
    <span className="d-inline-flex flex-wrap gap-1">
      <CBadge color={LINE_TYPE_COLOR[line.type]}>
        <KeyedText prefix="reconciliation.types" value={line.type} />
      </CBadge>
      {line.expected ? (
        <CBadge color="light" textColor="dark" data-testid="line-expected">
          <KeyedText prefix="reconciliation" value="expected" />
        </CBadge>
      ) : null}
    </span>
  );
}

const linkOrDash = (id: number | null, to: (id: number) => string) => (id === null ? '—' : <Link to={to(id)}>{id}</Link>);

export function lineColumns(format: Formatters): Column<ReconciliationLine>[] {
  return [
    {
      id: 'transactionDate',
      headerKey: 'reconciliation.columns.transactionDate',
      cell: (line) => format.dateTime(line.transactionDate),
      sortField: 'transactionDate',
      firstDirection: 'desc',
    },
    { id: 'dueDate', headerKey: 'reconciliation.columns.dueDate', cell: (line) => format.date(line.dueDate), sortField: 'dueDate', priority: 'low' },
    { id: 'type', headerKey: 'reconciliation.columns.type', cell: (line) => <TypeCell line={line} />, priority: 'high' },
    { id: 'sku', headerKey: 'reconciliation.columns.sku', className: 'text-nowrap', cell: (line) => line.sku ?? '—', hideable: true },
    {
      id: 'orderId',
      headerKey: 'reconciliation.columns.orderId',
      cell: (line) => linkOrDash(line.orderId, (orderId) => pathOf('orderDetail', { orderId })),
      hideable: true,
    },
    {
      id: 'packageId',
      headerKey: 'reconciliation.columns.packageId',
      cell: (line) => linkOrDash(line.packageId, (packageId) => pathOf('packageDetail', { packageId })),
      hideable: true,
      defaultHidden: true,
    },
    {
      id: 'marketplace',
      headerKey: 'reconciliation.columns.marketplace',
      cell: (line) => <KeyedText prefix="reconciliation.marketplaces" value={line.marketplace} />,
      priority: 'low',
    },
    { id: 'channel', headerKey: 'reconciliation.columns.channel', cell: (line) => <KeyedText prefix="marketplaces" value={line.channel} />, hideable: true },
    {
      id: 'marketplaceOrderId',
      headerKey: 'reconciliation.columns.marketplaceOrderId',
      cell: (line) => line.marketplaceOrderId ?? '—',
      hideable: true,
      defaultHidden: true,
    },
    {
      id: 'total',
      headerKey: 'reconciliation.columns.total',
      cell: (line) => format.money(line.total, line.currency),
      sortField: 'total',
      align: 'end',
      priority: 'high',
    },
    {
      id: 'marketplaceTotal',
      headerKey: 'reconciliation.columns.marketplaceTotal',
      cell: (line) => format.money(line.marketplaceTotal, line.marketplaceCurrency),
      align: 'end',
      priority: 'high',
    },
  ];
}
