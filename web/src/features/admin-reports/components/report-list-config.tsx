/** The operational report's table as configuration: the range, marketplace and company filters, and the columns. */
import { REPORT_MAX_DAYS } from '@contract/admin-reports/report.query';
import { REPORT_CURRENCY, type ReportRow } from '@contract/admin-reports/report.types';
import { MARKETPLACE_CODES } from '@contract/orders/order.query';
import { KeyedText } from '@web/components/KeyedText';
import type { Column, FilterField } from '@web/components/list/list-types';
import type { Formatters } from '@web/lib/format';

export const REPORT_FILTER_FIELDS: readonly FilterField[] = [
  { kind: 'dateRange', from: 'from', to: 'to', labelKey: 'adminReports.filters.range', maxDays: REPORT_MAX_DAYS },
  {
    kind: 'select',
    name: 'marketplace',
    labelKey: 'adminReports.filters.marketplace',
    options: MARKETPLACE_CODES.map((value) => ({ value, labelKey: `marketplaces.${value}` })),
  },
  { kind: 'company', name: 'companyId', labelKey: 'admin.filters.company' },
];

export function reportColumns(format: Formatters): Column<ReportRow>[] {
  return [
    { id: 'company', headerKey: 'adminReports.columns.company', cell: (row) => row.companyName, priority: 'essential' },
    { id: 'companyId', headerKey: 'adminReports.columns.companyId', cell: (row) => row.companyId, priority: 'low' },
    { id: 'marketplace', headerKey: 'adminReports.columns.marketplace', cell: (row) => <KeyedText prefix="marketplaces" value={row.marketplace} /> },
    { id: 'orders', headerKey: 'adminReports.columns.orders', cell: (row) => format.number(row.orders), align: 'end' },
    { id: 'gmv', headerKey: 'adminReports.columns.gmv', cell: (row) => format.money(row.gmv, REPORT_CURRENCY), align: 'end', priority: 'high' },
    { id: 'cancelledOrders', headerKey: 'adminReports.columns.cancelledOrders', cell: (row) => format.number(row.cancelledOrders), align: 'end' },
    { id: 'claims', headerKey: 'adminReports.columns.claims', cell: (row) => format.number(row.claims), align: 'end' },
  ];
}
