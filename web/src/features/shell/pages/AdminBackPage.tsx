import { CButton, CCard, CCardBody } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '@web/components/ErrorAlert';
import { PageSpinner } from '@web/components/PageSpinner';
import type { ApiFailure } from '@web/lib/http';

export interface AdminBackPageProps {
  error: ApiFailure | null;
  homeHref: string;
}

export function AdminBackPage({ error, homeHref }: AdminBackPageProps) {
  const { t } = useTranslation();
  return (
    <CCard>
      <CCardBody>
        <h1 className="h4">{t('shell.adminBack.title')}</h1>
        {error ? (
          <>
            <ErrorAlert error={error} />
            <CButton as={Link} to={homeHref} color="primary">
              {t('common.goHome')}
            </CButton>
          </>
        ) : (
          <PageSpinner />
        )}
      </CCardBody>
    </CCard>
  );
}
