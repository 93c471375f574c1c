import { CAlert } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { AuditChainCheck } from '@contract/audit/audit.types';
import type { QueryState } from '../query-resource';

/** The audit service's check of the whole chain: whole (how many entries), or the first entry that breaks it. */
export function AuditChainStatus({ chain }: { chain: QueryState<AuditChainCheck> }) {
  const { t } = useTranslation();
  const check = chain.data;
  if (chain.status === 'error')
    return (
      <CAlert color="warning" data-testid="audit-chain">
        {t('adminReports.audit.chain.error')}
      </CAlert>
    );
  if (!check || chain.status === 'loading')
    return (
      <CAlert color="light" data-testid="audit-chain">
        {t('adminReports.audit.chain.checking')}
      </CAlert>
    );
  return check.whole ? (
    <CAlert color="success" data-testid="audit-chain" data-state="whole">
      {t('adminReports.audit.chain.whole', { count: check.checked })}
    </CAlert>
  ) : (
    <CAlert color="danger" data-testid="audit-chain" data-state="broken">
      {t('adminReports.audit.chain.broken', { id: check.brokenAt })}
    </CAlert>
  );
}
