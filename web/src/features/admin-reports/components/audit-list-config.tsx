/** The audit trail as a list: filters by admin, company, action and date, and each entry's columns. */
import type { TFunction } from 'i18next';
import type { AuditEntry } from '@contract/audit/audit.types';
import type { Column, FilterField } from '@web/components/list/list-types';
import type { Formatters } from '@web/lib/format';
import { AuditChanges } from './AuditChanges';
import { AuditCompany } from './AuditCompany';

export const AUDIT_FILTER_KEYS = ['admin', 'companyId', 'action', 'from', 'to'] as const;

/** The trail keeps every day: the range has no length rule. */
export const AUDIT_FILTER_FIELDS: readonly FilterField[] = [
  { kind: 'text', name: 'admin', labelKey: 'adminReports.audit.filters.admin' },
  { kind: 'company', name: 'companyId', labelKey: 'admin.filters.company' },
  { kind: 'text', name: 'action', labelKey: 'adminReports.audit.filters.action' },
  { kind: 'dateRange', from: 'from', to: 'to', labelKey: 'adminReports.audit.filters.date', maxDays: null },
];

function outcomeText(entry: AuditEntry, t: TFunction): string {
  if (entry.kind === 'attempt') return t('adminReports.audit.kinds.attempt');
  const status = entry.status ?? 0;
  return status < 400 ? t('adminReports.audit.kinds.outcome', { status }) : t('adminReports.audit.kinds.refused', { status, code: entry.code ?? '' });
}

export function auditColumns(format: Formatters, t: TFunction): Column<AuditEntry>[] {
  return [
    { id: 'at', headerKey: 'adminReports.audit.columns.at', cell: (row) => format.dateTime(row.at), priority: 'essential' },
    {
      id: 'admin',
      headerKey: 'adminReports.audit.columns.admin',
      cell: (row) => (
        <span title={row.adminId} data-testid={`audit-admin-${row.id}`}>
          {row.adminEmail}
        </span>
      ),
    },
    {
      id: 'company',
      headerKey: 'adminReports.audit.columns.company',
      cell: (row) => <AuditCompany entryId={row.id} companyId={row.companyId} />,
    },
    { id: 'action', headerKey: 'adminReports.audit.columns.action', cell: (row) => <code>{row.action}</code>, priority: 'high' },
    {
      id: 'targets',
      headerKey: 'adminReports.audit.columns.targets',
      cell: (row) =>
        Object.entries(row.targets)
          .map(([name, value]) => `${name}: ${value}`)
          .join(', ') || t('adminReports.audit.none'),
      priority: 'low',
    },
    { id: 'outcome', headerKey: 'adminReports.audit.columns.outcome', cell: (row) => outcomeText(row, t) },
    { id: 'changes', headerKey: 'adminReports.audit.columns.changes', cell: (row) => <AuditChanges entry={row} />, priority: 'essential' },
  ];
}
