import { CButton, CTableDataCell, CTableRow } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { problemText, type RowProblem } from './list-types';

export interface RowProblemsProps {
  rowKey: string;
  /** The row's problems that no cell shows (e.g. the variant no longer exists). */
  problems: readonly RowProblem[];
  /** The row has changes that Undo can drop. */
  canUndo: boolean;
  disabled: boolean;
  onUndo: () => void;
}

/** Why an editable row was refused as a whole, and Undo for its changes: under a table row, or inside a phone's card. */
export function RowProblemsLine({ problems, canUndo, disabled, onUndo }: Omit<RowProblemsProps, 'rowKey'>) {
  const { t } = useTranslation();
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 small">
      <span className="text-danger" role="alert">
        {problems.map((problem) => problemText(problem, t)).join(' ')}
      </span>
      {canUndo ? (
        <CButton color="link" size="sm" className="p-0 ms-auto" disabled={disabled} onClick={onUndo} data-testid="row-undo">
          {t('list.edit.undoRow')}
        </CButton>
      ) : null}
    </div>
  );
}

/** A line under an editable row: why the row was refused as a whole, and Undo for its changes. */
export function RowProblems({ rowKey, columnCount, ...line }: RowProblemsProps & { columnCount: number }) {
  return (
    <CTableRow data-testid="row-problems" data-row-key={rowKey} color="danger">
      <CTableDataCell colSpan={columnCount} className="py-1">
        <RowProblemsLine {...line} />
      </CTableDataCell>
    </CTableRow>
  );
}
