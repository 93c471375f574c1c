/**
 * The controller of a list view. The URL is the list's state (`useListQuery`); the list is asked whenever its query
 * changes; a URL whose filters break a rule shows no rows and asks nothing; the view gets what its page takes.
 */
import { useCallback, useEffect, useMemo } from 'react';
import { useDispatch } from 'react-redux';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { RawQuery } from '@contract/lists/list-query';
import type { AppliedFilters } from '@web/components/list/list-types';
import { filtersPatch, useListQuery, type ListQueryUpdate } from '@web/lib/list-url';
import { useDeferredSelector } from '@web/lib/use-deferred-selector';
import type { ListState } from './list-resource';

export interface ListScreenOptions<Query extends object, Root, State> {
  /** The list resource (or anything with its `requested` and `select`). */
  list: { requested: (query: Query) => UnknownAction; select: (root: Root) => State };
  /** The contract's module-level `parse…Query` and `…QueryToRaw` (the URL format). */
  parse: (raw: RawQuery) => Query;
  toRaw: (query: Partial<Query>) => Record<string, string>;
  /** The contract's filter rule: a URL that breaks it shows the rule inline and asks the server nothing. */
  problems?: (query: Query) => Record<string, string> | null;
  /** The URL's query as the screen shows it (a route's fixed tab). Module-level, or memoised by the view. */
  adjust?: (query: Query) => Query;
  /** False while the list is not on show (another tab of the screen): nothing is asked. */
  enabled?: boolean;
}

export interface ListFilterOptions<Query extends object> {
  /** The filter bar: the query keys it owns, and how it reads the applied values. */
  filters: { keys: readonly (keyof Query & string)[]; parse: (applied: AppliedFilters) => Partial<Query> };
}

/** What a list page takes, to spread onto it: `<PackagesListPage {...list.page} onExport={…} />`. */
export interface ListPageWiring<Query, State> {
  query: Query;
  state: State;
  onQueryChange: (patch: Partial<Query>) => void;
  onRetry: () => void;
}

export interface ListFilterWiring {
  onFiltersApply: (applied: AppliedFilters) => void;
  onFiltersReset: () => void;
}

export interface ListScreenController<Query, State, Page = ListPageWiring<Query, State>> {
  /** The query on screen: the same object while the list's own URL parameters stay the same. */
  query: Query;
  /** The list's state, or an empty answer while the filters break a rule. */
  state: State;
  /** The list's state as the store keeps it (its last answer stays while the filters break a rule). */
  stored: State;
  blocked: boolean;
  update: ListQueryUpdate<Query>;
  page: Page;
}

/** What a list shows while its URL breaks a filter rule: no rows, no error (see `nothingAsked`). */
const NOTHING_ASKED = { status: 'ready', query: null, page: null, error: null } as const satisfies ListState<never, never>;

export function useListScreen<Query extends object, Root, State extends object>(
  options: ListScreenOptions<Query, Root, State> & ListFilterOptions<Query>,
): ListScreenController<Query, State, ListPageWiring<Query, State> & ListFilterWiring>;
export function useListScreen<Query extends object, Root, State extends object>(
  options: ListScreenOptions<Query, Root, State>,
): ListScreenController<Query, State>;
export function useListScreen<Query extends object, Root, State extends object>(
  options: ListScreenOptions<Query, Root, State> & Partial<ListFilterOptions<Query>>,
): ListScreenController<Query, State, ListPageWiring<Query, State> & Partial<ListFilterWiring>> {
  const { list, parse, toRaw, problems, adjust, enabled = true, filters } = options;
  const dispatch = useDispatch();
  const [urlQuery, update] = useListQuery(parse, toRaw);
  const shown = useMemo(() => (adjust ? adjust(urlQuery) : urlQuery), [urlQuery, adjust]);
  // `shown` is new on every URL change; opening a dialog changes other parameters, so the query is kept per its own.
  const key = JSON.stringify(toRaw(shown));
  const query = useMemo(() => shown, [key]);
  // Deferred: a page of rows renders in slices a phone can interleave, not in one blocking task.
  const selected = useDeferredSelector(list.select);
  const blocked = useMemo(() => (problems ? problems(query) !== null : false), [problems, query]);
  const state = useMemo(() => (blocked ? { ...selected, ...NOTHING_ASKED } : selected), [blocked, selected]);

  const { requested } = list;
  useEffect(() => {
    if (enabled && !blocked) dispatch(requested(query));
  }, [dispatch, requested, query, enabled, blocked]);

  const onQueryChange = useCallback((patch: Partial<Query>) => update(patch), [update]);
  const onRetry = useCallback(() => {
    dispatch(requested(query));
  }, [dispatch, requested, query]);
  const filterKeys = filters?.keys;
  const parseFilters = filters?.parse;
  const onFiltersApply = useCallback(
    (applied: AppliedFilters) => {
      if (filterKeys && parseFilters) update(filtersPatch(filterKeys, parseFilters(applied)));
    },
    [filterKeys, parseFilters, update],
  );
  const onFiltersReset = useCallback(() => {
    if (filterKeys) update(filtersPatch(filterKeys, {}));
  }, [filterKeys, update]);

  const withFilters = filters !== undefined;
  const page = useMemo(
    () => ({ query, state, onQueryChange, onRetry, ...(withFilters ? { onFiltersApply, onFiltersReset } : {}) }),
    [query, state, onQueryChange, onRetry, withFilters, onFiltersApply, onFiltersReset],
  );
  return { query, state, stored: selected, blocked, update, page };
}
