/** A table's columns as the user chose them, with what the table hid for width: the props of ColumnPicker and DataTable. */
import { useMemo, useState } from 'react';
import type { ColumnPickerProps } from './ColumnPicker';
import { sameItems } from './column-fit';
import { useColumnVisibility } from './column-visibility';
import type { DataTableProps } from './DataTable';
import type { Column } from './list-types';

export function useColumnChoice<Row>(listId: string, columns: readonly Column<Row>[]) {
  const visibility = useColumnVisibility(listId, columns);
  const [autoHidden, setAutoHidden] = useState<readonly string[]>([]);
  const columnFit = useMemo(
    () => ({ pinned: visibility.pinned, onHiddenChange: (next: readonly string[]) => setAutoHidden((now) => (sameItems(now, next) ? now : next)) }),
    [visibility.pinned],
  );
  const picker: ColumnPickerProps<Row> = {
    columns,
    hidden: visibility.hidden,
    autoHidden,
    onChange: visibility.setVisible,
    onReset: visibility.chosen ? visibility.reset : undefined,
  };
  const table: Pick<DataTableProps<Row>, 'hiddenColumns' | 'columnFit'> = { hiddenColumns: visibility.hidden, columnFit };
  return { picker, table };
}
