import { CButton, CDropdown, CDropdownHeader, CDropdownMenu, CDropdownToggle, CFormCheck } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { isHideable } from './column-fit';
import { headerTextOf, type Column } from './list-types';

export interface ColumnPickerProps<Row> {
  columns: readonly Column<Row>[];
  /** Every column not shown now: by the user's choice or by default. */
  hidden: readonly string[];
  /** Of the rest, the ones the table hides because they do not fit its width. */
  autoHidden?: readonly string[];
  onChange: (columnId: string, visible: boolean) => void;
  /** Forgets the user's choices; offered while there are some. */
  onReset?: () => void;
}

/**
 * A dropdown with a checkbox per hideable column, ticked when the column is in view; renders nothing when no column may
 * be hidden. Ticking a column the table hid for width brings it back, and it stays (the user's choice wins).
 */
export function ColumnPicker<Row>({ columns, hidden, autoHidden = [], onChange, onReset }: ColumnPickerProps<Row>) {
  const { t } = useTranslation();
  const hideable = columns.filter(isHideable);
  if (hideable.length === 0) return null;
  return (
    <CDropdown autoClose="outside" placement="bottom-end" data-testid="column-picker">
      <CDropdownToggle color="secondary" variant="outline" size="sm">
        {t('list.columns.toggle')}
      </CDropdownToggle>
      <CDropdownMenu className="px-3 pb-2">
        <CDropdownHeader className="px-0">{t('list.columns.heading')}</CDropdownHeader>
        {hideable.map((column) => {
          const noRoom = autoHidden.includes(column.id);
          const hintId = `column-choice-${column.id}-hint`;
          return (
            <div key={column.id} className="d-flex align-items-baseline gap-2 text-nowrap">
              <CFormCheck
                id={`column-choice-${column.id}`}
                label={headerTextOf(column, t)}
                checked={!hidden.includes(column.id) && !noRoom}
                aria-describedby={noRoom ? hintId : undefined}
                onChange={(event) => onChange(column.id, event.target.checked)}
              />
              {noRoom ? (
                <span id={hintId} className="small text-body-secondary" data-testid="column-no-room">
                  {t('list.columns.noRoom')}
                </span>
              ) : null}
            </div>
          );
        })}
        {onReset ? (
          <CButton color="link" size="sm" className="px-0 mt-1" onClick={onReset} data-testid="column-reset">
            {t('list.columns.reset')}
          </CButton>
        ) : null}
      </CDropdownMenu>
    </CDropdown>
  );
}
