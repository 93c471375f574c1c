import { CDropdown, CDropdownHeader, CDropdownMenu, CDropdownToggle, CFormCheck } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { isHideable } from './column-visibility';
import { headerTextOf, type Column } from './list-types';

export interface ColumnPickerProps<Row> {
  columns: readonly Column<Row>[];
  hidden: readonly string[];
  onChange: (columnId: string, visible: boolean) => void;
}

/** A dropdown with a checkbox per hideable column; renders nothing when no column may be hidden. */
export function ColumnPicker<Row>({ columns, hidden, onChange }: ColumnPickerProps<Row>) {
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
        {hideable.map((column) => (
          <CFormCheck
            key={column.id}
            id={`column-choice-${column.id}`}
            label={headerTextOf(column, t)}
            checked={!hidden.includes(column.id)}
            onChange={(event) => onChange(column.id, event.target.checked)}
          />
        ))}
      </CDropdownMenu>
    </CDropdown>
  );
}
