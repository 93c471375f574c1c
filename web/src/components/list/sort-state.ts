/** A column's sort state and the sort a click on it asks for (a table's header, a phone's sort picker). */
import type { Sort } from '@contract/lists/list-query';
import type { Column } from './list-types';

export type AriaSort = 'ascending' | 'descending' | 'none';

export function nextSort<Row>(column: Column<Row>, sort: Sort | null | undefined): Sort {
  const field = column.sortField ?? column.id;
  if (sort?.field === field) return { field, direction: sort.direction === 'asc' ? 'desc' : 'asc' };
  return { field, direction: column.firstDirection ?? 'asc' };
}

/** Undefined for a column that does not sort. */
export function sortStateOf<Row>(column: Column<Row>, sort: Sort | null | undefined): AriaSort | undefined {
  if (!column.sortField) return undefined;
  if (sort?.field !== column.sortField) return 'none';
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}
