import { useId } from 'react';
import { CFormSelect } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { Sort } from '@contract/lists/list-query';
import { headerTextOf, type Column } from './list-types';

export interface CardSortPickerProps<Row> {
  columns: readonly Column<Row>[];
  sort: Sort | null | undefined;
  onSortChange: (sort: Sort) => void;
}

/** On a phone the cards have no headers to click: one select offers each sortable column in either direction. */
export function CardSortPicker<Row>({ columns, sort, onSortChange }: CardSortPickerProps<Row>) {
  const { t } = useTranslation();
  const id = useId();
  const options = columns.flatMap((column) =>
    column.sortField
      ? (['asc', 'desc'] as const).map((direction) => ({
          value: `${column.sortField}:${direction}`,
          sort: { field: column.sortField ?? column.id, direction },
          label: t(direction === 'asc' ? 'list.cards.ascending' : 'list.cards.descending', { column: headerTextOf(column, t) }),
        }))
      : [],
  );
  if (options.length === 0) return null;
  const value = sort ? `${sort.field}:${sort.direction}` : '';
  return (
    <div className="d-flex align-items-center gap-2 ms-auto">
      <label htmlFor={id} className="small text-body-secondary text-nowrap">
        {t('list.cards.sortBy')}
      </label>
      <CFormSelect
        id={id}
        size="sm"
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) onSortChange(chosen.sort);
        }}
        data-testid="card-sort"
      >
        {options.some((option) => option.value === value) ? null : <option value={value}>{t('list.cards.defaultOrder')}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </CFormSelect>
    </div>
  );
}
