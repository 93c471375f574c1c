import { CButton, CTableDataCell, CTableRow } from '@coreui/react';
import { useTranslation } from 'react-i18next';

export interface RowProblemsProps {
  rowKey: string;
  /** i18n keys of the row's problems that no cell shows (e.g. the variant no longer exists). */
  problems: readonly string[];
  columnCount: number;
  /** The row has changes that Undo can drop. */
  canUndo: boolean;
  disabled: boolean;
  onUndo: () => void;
}

/** A line under an editable row: why the row was refused as a whole, and Undo for its changes. */
export function RowProblems({ rowKey, problems, columnCount, canUndo, disabled, onUndo }: RowProblemsProps) {
  const { t } = useTranslation();
  return (
    <CTableRow data-testid="row-problems" data-row-key={rowKey} color="danger">
      <CTableDataCell colSpan={columnCount} className="py-1">
        <div className="d-flex flex-wrap align-items-center gap-2 small">
          <span className="text-danger" role="alert">
            {problems.map((problem) => t(problem)).join(' ')}
          </span>
          {canUndo ? (
            <CButton color="link" size="sm" className="p-0 ms-auto" disabled={disabled} onClick={onUndo} data-testid="row-undo">
              {t('list.edit.undoRow')}
            </CButton>
          ) : null}
        </div>
      </CTableDataCell>
    </CTableRow>
  );
}
