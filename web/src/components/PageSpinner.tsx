import { CSpinner } from '@coreui/react';
import { useTranslation } from 'react-i18next';

export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="d-flex justify-content-center align-items-center py-5" data-testid="page-spinner">
      <CSpinner color="primary" aria-label={t('common.loading')} />
    </div>
  );
}
