import { ColumnPicker } from './ColumnPicker';
import { DataTable, type DataTableProps } from './DataTable';
import { useColumnChoice } from './use-column-choice';

export interface TableWithColumnPickerProps<Row> extends Omit<DataTableProps<Row>, 'hiddenColumns' | 'columnFit'> {
  /** Names the table for the column choice kept in localStorage (e.g. 'orderItems'). */
  listId: string;
}

/** A DataTable outside a list screen (e.g. an order's items) with its own column picker: columns fit by priority. */
export function TableWithColumnPicker<Row>({ listId, ...props }: TableWithColumnPickerProps<Row>) {
  const { picker, table } = useColumnChoice(listId, props.columns);
  return (
    <>
      <div className="d-flex justify-content-end mb-2">
        <ColumnPicker {...picker} />
      </div>
      <DataTable<Row> {...props} {...table} />
    </>
  );
}
