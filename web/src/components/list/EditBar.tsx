import { CAlert, CButton, CSpinner } from '@coreui/react';
import { useTranslation } from 'react-i18next';

export interface EditBarProps {
  /** Rows with unsaved changes. */
  changed: number;
  /** Rows whose changes have a problem (the save waits until there are none). */
  withProblems: number;
  saving: boolean;
  /** i18n key of a refusal of the whole save. */
  errorKey?: string | null;
  onSave: () => void;
  onDiscard: () => void;
}

/** 'N unsaved changes', how many rows need attention, Save N changes and Discard; nothing while no row changed. */
export function EditBar({ changed, withProblems, saving, errorKey, onSave, onDiscard }: EditBarProps) {
  const { t } = useTranslation();
  if (changed === 0 && !saving) return null;
  return (
    <div role="region" aria-label={t('list.edit.label')} className="p-2 mb-3 rounded bg-warning-subtle border border-warning-subtle" data-testid="edit-bar">
      <div className="d-flex flex-wrap align-items-center gap-2">
        <strong className="me-2" aria-live="polite" data-testid="edit-count">
          {t('list.edit.unsaved', { count: changed })}
        </strong>
        {withProblems > 0 ? (
          <span className="text-danger" id="edit-bar-problems" data-testid="edit-problems">
            {t('list.edit.problems', { count: withProblems })}
          </span>
        ) : null}
        <div className="ms-auto d-flex gap-2">
          <CButton color="secondary" variant="outline" size="sm" disabled={saving} onClick={onDiscard} data-testid="edit-discard">
            {t('list.edit.discard')}
          </CButton>
          <CButton
            color="primary"
            size="sm"
            disabled={saving || withProblems > 0}
            aria-busy={saving}
            onClick={onSave}
            aria-describedby={withProblems > 0 ? 'edit-bar-problems' : undefined}
            data-testid="edit-save"
          >
            {saving ? <CSpinner size="sm" className="me-1" aria-hidden="true" /> : null}
            {saving ? t('list.edit.saving') : t('list.edit.save', { count: changed })}
          </CButton>
        </div>
      </div>
      {errorKey ? (
        <CAlert color="danger" className="mt-2 mb-0 py-2" role="alert" data-testid="edit-error">
          {t(errorKey)}
        </CAlert>
      ) : null}
    </div>
  );
}
