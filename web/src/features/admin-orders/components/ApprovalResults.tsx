import { CAlert } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { ApprovalDecisionAnswer } from '@contract/admin-orders/approvals';

/** The last decision's result for each request it named: decided, or refused with the reason. */
export function ApprovalResults({ answer }: { answer: ApprovalDecisionAnswer }) {
  const { t } = useTranslation();
  const refused = answer.results.filter((result) => result.outcome === 'refused').length;
  return (
    <CAlert color={refused > 0 ? 'warning' : 'success'} data-testid="approval-results">
      <div className="fw-semibold">{t('adminCancelRefund.results.title', { count: answer.results.length, refused })}</div>
      <ul className="small mb-0">
        {answer.results.map((result) => (
          <li key={`${result.companyId}:${result.id}`} data-testid="approval-result">
            {t('adminCancelRefund.results.line', {
              id: result.id,
              companyId: result.companyId,
              outcome: t(`adminCancelRefund.results.${result.outcome}`),
            })}
            {result.code ? <> {t(`errors.${result.code}`)}</> : null}
          </li>
        ))}
      </ul>
    </CAlert>
  );
}
