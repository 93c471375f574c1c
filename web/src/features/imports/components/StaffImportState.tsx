import { useState } from 'react';
import { CButton, CCard, CCardBody, CFormLabel, CFormSelect, CSpinner } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { IMPORT_STATES, type ImportState } from '@contract/imports/import.types';
import { ErrorAlert } from '@web/components/ErrorAlert';
import type { ImportStateChange } from '../import-state.slice';

export interface StaffImportStateProps {
  current: ImportState;
  change: ImportStateChange;
  onChange: (state: ImportState) => void;
}

/** Spec §4, for staff acting as the seller: allow the company's imports, suspend them for a while, or ban them. */
export function StaffImportState({ current, change, onChange }: StaffImportStateProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<ImportState>(current);
  const saving = change.status === 'saving';
  return (
    <CCard className="mb-3 border-info" data-testid="staff-import-state">
      <CCardBody className="d-flex flex-wrap align-items-end gap-2">
        <div>
          <CFormLabel htmlFor="staff-import-state" className="mb-1">
            {t('imports.staff.label')}
          </CFormLabel>
          <CFormSelect
            id="staff-import-state"
            size="sm"
            value={chosen}
            disabled={saving}
            data-testid="staff-import-state-select"
            onChange={(event) => setChosen(event.target.value as ImportState)}
          >
            {IMPORT_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`imports.staff.states.${state}`)}
              </option>
            ))}
          </CFormSelect>
        </div>
        <CButton color="info" size="sm" disabled={saving || chosen === current} onClick={() => onChange(chosen)} data-testid="staff-import-state-save">
          {saving ? <CSpinner size="sm" className="me-1" aria-hidden="true" /> : null}
          {t('imports.staff.save')}
        </CButton>
        <div className="form-text w-100 mt-0">{t('imports.staff.hint')}</div>
        {change.error ? (
          <div className="w-100">
            <ErrorAlert error={change.error} />
          </div>
        ) : null}
      </CCardBody>
    </CCard>
  );
}
