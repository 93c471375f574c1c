import { CAlert, CButton } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { ImportSettingsAnswer } from '@contract/imports/import.types';
import type { DetailState } from '@web/lib/resources/detail-resource';

interface ImportStateAlertProps {
  settings: DetailState<ImportSettingsAnswer>;
  onRetry: () => void;
}

/** Spec §4/§8: imports suspended or banned for the company (uploads are disabled then), or the settings not loading. */
export function ImportStateAlert({ settings, onRetry }: ImportStateAlertProps) {
  const { t } = useTranslation();
  if (settings.status === 'error') {
    return (
      <CAlert color="danger" role="alert" className="d-flex flex-wrap align-items-center justify-content-between gap-2" data-testid="import-settings-error">
        <span>{t('imports.settings.loadError')}</span>
        <CButton color="danger" variant="outline" size="sm" onClick={onRetry} data-testid="import-settings-retry">{t('list.states.retry')}</CButton>
      </CAlert>
    );
  }
  const state = settings.data?.state;
  if (state !== 'suspended' && state !== 'banned') return null;
  return (
    <CAlert color={state === 'banned' ? 'danger' : 'warning'} role="alert" data-testid="import-state-alert" data-state={state}>
      <div className="fw-semibold">{t(state === 'banned' ? 'errors.importBanned' : 'errors.importSuspended')}</div>
      <div className="small">{t('imports.settings.uploadDisabled')}</div>
    </CAlert>
  );
}
