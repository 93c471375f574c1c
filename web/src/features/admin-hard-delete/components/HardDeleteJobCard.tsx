import { CAlert, CBadge, CButton, CCard, CCardBody, CCardHeader, CSpinner } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { HardDeleteScope } from '@contract/admin-hard-delete/hard-delete.types';
import type { Transaction } from '@contract/transactions/transaction.types';
import { ErrorAlert } from '@web/components/ErrorAlert';
import { LabelledProgress } from '@web/components/LabelledProgress';
import { useFormatters } from '@web/lib/format';
import type { ApiFailure } from '@web/lib/http';
import { isRunningJob } from '../admin-hard-delete.slice';

interface HardDeleteJobCardProps {
  job: Transaction | null;
  error: ApiFailure | null;
  scope: HardDeleteScope;
  onStartOver: () => void;
}

const STATUS_COLOR: Record<Transaction['status'], string> = {
  open: 'secondary',
  inProgress: 'info',
  inManuelControl: 'warning',
  error: 'danger',
  done: 'success',
  warning: 'warning',
};

/** The hard delete's transaction: how far it is while it runs, then what it deleted or why it stopped. */
export function HardDeleteJobCard({ job, error, scope, onStartOver }: HardDeleteJobCardProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const unit = scope === 'variants' ? 'variants' : 'products';
  const progress = job?.progress ?? null;
  const percent = progress?.total ? Math.min(100, Math.round((progress.done / progress.total) * 100)) : 0;
  return (
    <CCard className="mb-3" data-testid="hard-delete-job">
      <CCardHeader className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <h2 className="h5 mb-0">{t('adminHardDelete.job.title')}</h2>
        {job ? (
          <CBadge color={STATUS_COLOR[job.status]} data-testid="hard-delete-job-status">
            {t(`transactions.status.${job.status}`)}
          </CBadge>
        ) : null}
      </CCardHeader>
      <CCardBody>
        <ErrorAlert error={error} />
        {!job && !error ? <CSpinner color="primary" size="sm" aria-label={t('common.loading')} /> : null}
        {job && isRunningJob(job) ? (
          <>
            <LabelledProgress label={t('adminHardDelete.job.progressLabel')} value={percent} color="danger" height={10} data-testid="hard-delete-progress" />
            <p className="small text-body-secondary mt-2 mb-0">
              {progress?.total
                ? t(`adminHardDelete.job.progress.${unit}`, { done: format.number(progress.done), total: format.number(progress.total) })
                : t('transactions.progress.waiting')}
            </p>
          </>
        ) : null}
        {job?.status === 'done' ? (
          <CAlert color="success" className="mb-3" data-testid="hard-delete-result">
            {t(`adminHardDelete.job.done.${unit}`, { count: job.rows ?? 0, formatted: format.number(job.rows ?? 0) })}
          </CAlert>
        ) : null}
        {job?.status === 'error' ? (
          <CAlert color="danger" role="alert" className="mb-3" data-testid="hard-delete-failed">
            {t('adminHardDelete.job.failed', { reason: t(`errors.${job.error?.code ?? 'generic'}`, { defaultValue: t('errors.generic') }) })}
          </CAlert>
        ) : null}
        {job && !isRunningJob(job) ? (
          <CButton color="secondary" variant="outline" onClick={onStartOver} data-testid="hard-delete-start-over">
            {t('adminHardDelete.job.startOver')}
          </CButton>
        ) : null}
      </CCardBody>
    </CCard>
  );
}
