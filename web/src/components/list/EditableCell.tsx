import { CFormFeedback, CFormInput, CFormSelect } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { problemText, type ColumnEdit, type RowProblem } from './list-types';

export interface EditableCellProps<Row> {
  edit: ColumnEdit<Row>;
  /** The text shown: the draft's, or the stored value. */
  value: string;
  changed: boolean;
  /** The cell's problem. */
  problem: RowProblem | undefined;
  /** The input's accessible name (column and row). */
  label: string;
  /** Unique per table, for the problem's id. */
  id: string;
  disabled: boolean;
  onChange: (value: string) => void;
}

/** One cell of an editable grid: a number or text input or a select, marked when changed, with its problem under it as you type. */
export function EditableCell<Row>({ edit, value, changed, problem, label, id, disabled, onChange }: EditableCellProps<Row>) {
  const { t } = useTranslation();
  const problemId = `${id}-problem`;
  const common = {
    id,
    value,
    disabled,
    invalid: Boolean(problem),
    'aria-invalid': Boolean(problem),
    'aria-label': label,
    'aria-describedby': problem ? problemId : undefined,
    size: 'sm' as const,
    'data-testid': `edit-${edit.field}`,
    'data-changed': changed,
    className: changed && !problem ? 'border-warning' : undefined,
  };
  return (
    <div style={{ minWidth: edit.minWidth ?? (edit.kind === 'select' ? '8rem' : '6.5rem') }}>
      {edit.kind === 'select' ? (
        <CFormSelect {...common} onChange={(event) => onChange(event.target.value)}>
          {(edit.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {t(option.labelKey, option.labelValues ?? {})}
            </option>
          ))}
        </CFormSelect>
      ) : (
        <CFormInput
          {...common}
          type="text"
          inputMode={edit.kind === 'text' ? 'text' : (edit.inputMode ?? 'decimal')}
          autoComplete="off"
          className={`${edit.kind === 'text' ? '' : 'text-end'} ${common.className ?? ''}`.trim() || undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {problem ? (
        <CFormFeedback invalid id={problemId} className="d-block" data-testid={`edit-problem-${edit.field}`}>
          {problemText(problem, t)}
        </CFormFeedback>
      ) : null}
    </div>
  );
}
