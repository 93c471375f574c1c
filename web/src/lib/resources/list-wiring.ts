/** The part of ListScreen's props every list view wires the same way: rows, pages, sort and status from its state. */
import type { ListPage, Sort } from '@contract/lists/list-query';
import type { ListStatus } from '@web/components/list/list-types';
import type { ListState } from './list-resource';

interface PagedQuery {
  page: number;
  pageSize: number;
  sort?: Sort;
}

export function listWiring<Row, Tab extends string, Q extends PagedQuery>(
  query: Q,
  state: ListState<Row, Tab> & { page: ListPage<Row, Tab> | null },
  onQueryChange: (patch: Partial<Q>) => void,
) {
  const status: ListStatus = state.status === 'ready' ? 'ready' : state.status === 'error' ? 'error' : 'loading';
  return {
    rows: state.page?.items ?? [],
    total: state.page?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    onPageChange: (page: number) => onQueryChange({ page } as Partial<Q>),
    onPageSizeChange: (pageSize: number) => onQueryChange({ pageSize } as Partial<Q>),
    ...(query.sort ? { sort: query.sort, onSortChange: (sort: Sort) => onQueryChange({ sort } as Partial<Q>) } : {}),
    status,
  };
}
