import type { Sort } from '@contract/lists/list-query';
import { useViewportWidth } from '@web/lib/viewport';
import { PHONE_MAX_WIDTH } from './column-fit';
import { DataCards } from './DataCards';
import type { Column, RowEditing, RowSelection } from './list-types';
import { WideTable } from './WideTable';

export interface DataTableProps<Row> {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** i18n key naming the table (usually the screen's title). */
  labelKey: string;
  sort?: Sort | null;
  onSortChange?: (sort: Sort) => void;
  /** Ids of the columns not shown (the user's choice, or by default). */
  hiddenColumns?: readonly string[];
  /**
   * Hide columns by priority until the rest fit the width (on a phone: leave the 'low' ones off the cards); given by
   * the owner of a column picker, which brings them back. Without it every column stays and a wide table scrolls.
   */
  columnFit?: ColumnFitProps;
  selection?: RowSelection<Row>;
  /** Where a row leads: `link` columns render a link to it and a click elsewhere on the row follows it. */
  rowHref?: (row: Row) => string;
  onRowClick?: (row: Row) => void;
  /** Rows are being replaced: they stay, dimmed, and the table says it is busy. */
  busy?: boolean;
  /** Columns with `edit` become inputs: an editable grid. */
  editing?: RowEditing<Row>;
}

export interface ColumnFitProps {
  /** The columns the user chose to see: never hidden for width. */
  pinned: readonly string[];
  /** The columns hidden for width now (for the picker to tell). */
  onHiddenChange: (hidden: readonly string[]) => void;
}

/**
 * A table declared by its columns: header sorting (aria-sort), row selection with select-all, row links, hidden
 * columns, columns fitted to the width by priority. Below 576 px its rows are cards, the status first.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const phone = useViewportWidth() < PHONE_MAX_WIDTH;
  return phone ? <DataCards<Row> {...props} /> : <WideTable<Row> {...props} />;
}
