import { useTranslation } from 'react-i18next';
import type { AuditEntry, AuditJson } from '@contract/audit/audit.types';

function JsonBlock({ label, value }: { label: string; value: AuditJson }) {
  if (value === null) return null;
  return (
    <div className="mb-2">
      <div className="small fw-semibold">{label}</div>
      <pre className="small mb-0 text-wrap text-break">{JSON.stringify(value, null, 2)}</pre>
    </div>
  );
}

/** An entry's input, and its target before and after the change, opened on demand (nothing when it holds none). */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  if (entry.input === null && entry.before === null && entry.after === null) return <>{t('adminReports.audit.none')}</>;
  return (
    <details data-testid={`audit-changes-${entry.id}`}>
      <summary>{t('adminReports.audit.show')}</summary>
      <div style={{ minWidth: '16rem', maxWidth: '32rem' }}>
        <JsonBlock label={t('adminReports.audit.input')} value={entry.input} />
        <JsonBlock label={t('adminReports.audit.before')} value={entry.before} />
        <JsonBlock label={t('adminReports.audit.after')} value={entry.after} />
      </div>
    </details>
  );
}
