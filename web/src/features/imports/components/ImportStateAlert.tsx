import { CAlert, CButton } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { ImportSettingsAnswer } from '@contract/imports/import.types';
import type { DetailState } from '@web/lib/resources/detail-resource';
import { StaffImportState, type StaffImportStateProps } from './StaffImportState';

export type StaffControl = Omit<StaffImportStateProps, 'current'>;

interface ImportStateAlertProps {
  settings: DetailState<ImportSettingsAnswer>;
  onRetry: () => void;
  /** Staff acting as the seller may change the state here. */
  staff?: StaffControl | undefined;
}

/** Spec §4/§8: imports suspended or banned for the company (uploads are disabled then), or the settings not loading. */
export function ImportStateAlert({ settings, onRetry, staff }: ImportStateAlertProps) {
  const current = settings.data?.state;
  return (
    <>
      <StateAlert settings={settings} onRetry={onRetry} />
      {staff && current ? <StaffImportState key={current} current={current} {...staff} /> : null}
    </>
  );
}

function StateAlert({ settings, onRetry }: ImportStateAlertProps) {
  const { t } = useTranslation();
  if (settings.status === 'error') {
    return (
      <CAlert color="danger" role="alert" className="d-flex flex-wrap align-items-center justify-content-between gap-2" data-testid="import-settings-error">
        <span>{t('imports.settings.loadError')}</span>
        <CButton color="danger" variant="outline" size="sm" onClick={onRetry} data-testid="import-settings-retry">
          {t('list.states.retry')}
        </CButton>
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
