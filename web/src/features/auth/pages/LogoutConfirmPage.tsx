import { CButton, CModal, CModalBody, CModalFooter, CModalHeader, CModalTitle } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@web/components/ErrorAlert';
import type { ApiFailure } from '@web/lib/http';

export interface LogoutConfirmPageProps {
  submitting: boolean;
  error: ApiFailure | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Spec §4: sign-out only after confirmation. */
export function LogoutConfirmPage({ submitting, error, onConfirm, onCancel }: LogoutConfirmPageProps) {
  const { t } = useTranslation();
  return (
    <CModal visible alignment="center" onClose={onCancel} aria-labelledby="logout-title" backdrop="static">
      <CModalHeader closeButton={false}>
        <CModalTitle id="logout-title">{t('auth.logout.title')}</CModalTitle>
      </CModalHeader>
      <CModalBody>
        <p className="mb-0">{t('auth.logout.question')}</p>
        <ErrorAlert error={error} />
      </CModalBody>
      <CModalFooter>
        <CButton color="secondary" variant="outline" onClick={onCancel}>
          {t('common.cancel')}
        </CButton>
        <CButton color="danger" onClick={onConfirm} disabled={submitting} data-testid="logout-confirm">
          {t('auth.logout.confirm')}
        </CButton>
      </CModalFooter>
    </CModal>
  );
}
