import { CAlert } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { ApiFailure } from '@web/lib/http';

interface ErrorAlertProps {
  error: ApiFailure | null;
}

/** Shows a server error as `t('errors.<code>')`; a 429 adds how many minutes to wait. */
export function ErrorAlert({ error }: ErrorAlertProps) {
  const { t } = useTranslation();
  if (!error) return null;
  const minutes = error.retryAfterSeconds === null ? null : Math.max(1, Math.ceil(error.retryAfterSeconds / 60));
  return (
    <CAlert color="danger" role="alert" data-testid="error-alert">
      {t(`errors.${error.code}`)}
      {error.status === 429 && minutes !== null ? <div>{t('common.retryAfter', { count: minutes })}</div> : null}
    </CAlert>
  );
}
