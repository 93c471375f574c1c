import { CAlert, CButton, CSpinner } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { ListStatus } from './list-types';

export interface ListStatesProps {
  status: ListStatus;
  /** Rows on screen now: while loading they stay (dimmed by the table) and the spinner sits above them. */
  rowCount: number;
  /** i18n key of the screen's own load error (spec §8, e.g. 'Cannot load the orders. Please try again later.'). */
  errorKey: string;
  onRetry: () => void;
  /** i18n key of the empty text; defaults to 'No data was found.' */
  emptyKey?: string;
}

/** The loading, empty and error states under a list's table. */
export function ListStates({ status, rowCount, errorKey, onRetry, emptyKey = 'errors.notFound' }: ListStatesProps) {
  const { t } = useTranslation();
  if (status === 'loading') {
    return (
      <div className={`d-flex justify-content-center ${rowCount > 0 ? 'py-2' : 'py-5'}`} data-testid="list-loading">
        <CSpinner color="primary" size={rowCount > 0 ? 'sm' : undefined} aria-label={t('common.loading')} />
      </div>
    );
  }
  if (status === 'error') {
    return (
      <CAlert color="danger" role="alert" className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-3" data-testid="list-error">
        <span>{t(errorKey)}</span>
        <CButton color="danger" variant="outline" size="sm" onClick={onRetry} data-testid="list-retry">
          {t('list.states.retry')}
        </CButton>
      </CAlert>
    );
  }
  if (rowCount === 0) {
    return (
      <p className="text-body-secondary text-center py-5 mb-0" role="status" data-testid="list-empty">
        {t(emptyKey)}
      </p>
    );
  }
  return null;
}
