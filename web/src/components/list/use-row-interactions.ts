/** What a table's rows and a phone's cards share: selecting rows (one, or all on the page) and following a row. */
import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import type { RowSelection } from './list-types';

const INTERACTIVE = 'a, button, input, label, select, textarea, [role="button"]';

export interface RowInteractionOptions<Row> {
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  selection?: RowSelection<Row>;
  rowHref?: (row: Row) => string;
  onRowClick?: (row: Row) => void;
}

export function useRowInteractions<Row>({ rows, rowKey, selection, rowHref, onRowClick }: RowInteractionOptions<Row>) {
  const navigate = useNavigate();
  const selected = new Set(selection?.selected ?? []);
  const selectable = selection ? rows.filter((row) => selection.isSelectable?.(row) ?? true).map(rowKey) : [];
  const selectedOnPage = selectable.filter((key) => selected.has(key));
  const allOnPage = selectable.length > 0 && selectedOnPage.length === selectable.length;

  const toggleAll = () => {
    if (!selection) return;
    const onPage = new Set(selectable);
    const others = selection.selected.filter((key) => !onPage.has(key));
    selection.onChange(allOnPage ? others : [...others, ...selectable]);
  };
  const onToggle = useCallback(
    (key: string) => {
      if (!selection) return;
      selection.onChange(selection.selected.includes(key) ? selection.selected.filter((k) => k !== key) : [...selection.selected, key]);
    },
    [selection],
  );
  // Stable while the props are, so a row renders again only when its own data changes (an edit elsewhere leaves it be).
  const follow = useCallback(
    (row: Row, event: MouseEvent<HTMLElement>) => {
      if (event.target instanceof Element && event.target.closest(INTERACTIVE)) return;
      if (onRowClick) onRowClick(row);
      else if (rowHref) void navigate(rowHref(row));
    },
    [onRowClick, rowHref, navigate],
  );
  const isSelected = (key: string) => (selection ? selected.has(key) : null);
  const canSelect = (row: Row) => selection?.isSelectable?.(row) ?? true;
  const onClick = onRowClick || rowHref ? follow : null;
  return {
    /** Per row: null when the list has no selection. */
    isSelected,
    canSelect,
    /** What a table row or a card is given for its record: its key, link, selection and click. */
    propsOf: (row: Row, key: string) => ({ row, rowKey: key, href: rowHref?.(row), selected: isSelected(key), canSelect: canSelect(row), onToggle, onClick }),
    selectAll: { checked: allOnPage, indeterminate: !allOnPage && selectedOnPage.length > 0, disabled: selectable.length === 0, onChange: toggleAll },
    onToggle,
    /** Null when a click on the row does nothing. */
    onClick,
  };
}
