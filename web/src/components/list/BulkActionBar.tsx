import { CButton } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from './ActionButton';
import type { BulkAction } from './list-types';

export interface BulkActionBarProps {
  selected: readonly string[];
  actions: readonly BulkAction[];
  onClear: () => void;
}

/** 'N selected' and the actions that work on the selection; nothing while no row is selected. */
export function BulkActionBar({ selected, actions, onClear }: BulkActionBarProps) {
  const { t } = useTranslation();
  if (selected.length === 0) return null;
  return (
    <div
      role="region"
      aria-label={t('list.bulk.label')}
      className="d-flex flex-wrap align-items-center gap-2 p-2 mb-3 rounded bg-body-tertiary border"
      data-testid="bulk-bar"
    >
      <strong className="me-2" aria-live="polite" data-testid="bulk-count">
        {t('list.bulk.selected', { count: selected.length })}
      </strong>
      {actions.map(({ id, onClick, ...action }) => (
        <ActionButton key={id} {...action} onClick={() => onClick(selected)} testId={`bulk-${id}`} />
      ))}
      <CButton color="link" size="sm" className="ms-auto" onClick={onClear} data-testid="bulk-clear">
        {t('list.bulk.clear')}
      </CButton>
    </div>
  );
}
