/**
 * The URL is the only state of a list, a detail tab and an open dialog: these hooks read and write it, pushing history
 * entries so Back undoes a filter, a page turn, a tab switch or an opened dialog.
 */
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { RawQuery } from '@contract/lists/list-query';

export interface ListQueryUpdateOptions {
  /** Go back to page 1. Defaults to true for every change except a page turn. */
  resetPage?: boolean;
  /** Replace the current history entry instead of pushing one. */
  replace?: boolean;
}

export type ListQueryUpdate<Q> = (patch: Partial<Q>, options?: ListQueryUpdateOptions) => void;

function rawOf(params: URLSearchParams): RawQuery {
  return Object.fromEntries(params.entries());
}

function sortedString(params: URLSearchParams): string {
  const copy = new URLSearchParams(params);
  copy.sort();
  return copy.toString();
}

/**
 * Writes `owned` keys from `next` over `params`, leaving keys the query does not own (dialogs, detail tabs) alone and
 * leaving out values equal to the defaults (page 1, the first tab, the default sort), so URLs stay short and stable.
 */
function mergeParams(params: URLSearchParams, owned: Iterable<string>, next: Record<string, string>, defaults: Record<string, string>): URLSearchParams {
  const out = new URLSearchParams(params);
  for (const key of owned) out.delete(key);
  for (const [key, value] of Object.entries(next)) {
    if (value !== defaults[key] && !(key === 'page' && value === '1')) out.set(key, value);
  }
  return out;
}

/**
 * `[query, update]` for one list. `parse` and `toRaw` are the contract's module-level functions for the screen (for
 * orders `parseOrderQuery` and `orderQueryToRaw`); the query object then stays the same while the URL does.
 */
export function useListQuery<Q extends object>(parse: (raw: RawQuery) => Q, toRaw: (query: Partial<Q>) => Record<string, string>): [Q, ListQueryUpdate<Q>] {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parse(rawOf(params)), [params, parse]);
  const defaults = useMemo(() => toRaw(parse({})), [parse, toRaw]);

  const update = useCallback<ListQueryUpdate<Q>>(
    (patch, options = {}) => {
      const resetPage = options.resetPage ?? Object.keys(patch).some((key) => key !== 'page');
      const merged = { ...query, ...patch, ...(resetPage && 'page' in query ? { page: 1 } : {}) } as Q;
      const next = toRaw(merged);
      const owned = new Set([...Object.keys(toRaw(query)), ...Object.keys(next), 'page']);
      const target = mergeParams(params, owned, next, defaults);
      // Applying the same filters again adds no history entry.
      if (sortedString(target) !== sortedString(params)) setParams(target, { replace: options.replace ?? false });
    },
    [query, params, defaults, toRaw, setParams],
  );

  return [query, update];
}

interface DialogHistoryState {
  urlDialog?: string;
}
const DIALOG_EXTRAS: readonly string[] = ['item'];

export interface UrlDialogControls<Name extends string = string> {
  active: string | null;
  open: (name: Name, extra?: Record<string, string>) => void;
  close: () => void;
}

/**
 * `[active, open, close]`: a dialog is open while `?<param>=<name>` is in the URL (`?action=cancel&item=5`).
 * `open` pushes an entry, so Back closes the dialog; `close` steps back over that entry when this page pushed it,
 * and otherwise (a shared or reloaded link) replaces the URL without the dialog's params. `Name` is the screen's
 * dialog names (`useUrlDialog<OrderDialog>()`); `active` stays a string, as the URL may say anything.
 */
export function useUrlDialog<Name extends string = string>(
  param = 'action',
  extras: readonly string[] = DIALOG_EXTRAS,
): [string | null, UrlDialogControls<Name>['open'], UrlDialogControls['close']] {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const active = params.get(param);
  const openedHere = (location.state as DialogHistoryState | null)?.urlDialog;

  const open = useCallback(
    (name: Name, extra: Record<string, string> = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(param, name);
          for (const [key, value] of Object.entries(extra)) next.set(key, value);
          return next;
        },
        { state: { urlDialog: name } satisfies DialogHistoryState },
      );
    },
    [param, setParams],
  );

  const close = useCallback(() => {
    if (active !== null && openedHere === active) {
      void navigate(-1);
      return;
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of [param, ...extras]) next.delete(key);
        return next;
      },
      { replace: true },
    );
  }, [active, openedHere, navigate, param, extras, setParams]);

  return [active, open, close];
}

/** `[tab, setTab]` for detail tabs: an unknown or missing value reads as `fallback`, which the URL leaves out. */
export function useUrlTab<T extends string>(param: string, tabs: readonly T[], fallback: T): [T, (tab: T) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(param);
  const tab = tabs.includes(value as T) ? (value as T) : fallback;
  const setTab = useCallback(
    (next: T) => {
      setParams((current) => {
        const out = new URLSearchParams(current);
        if (next === fallback) out.delete(param);
        else out.set(param, next);
        return out;
      });
    },
    [fallback, param, setParams],
  );
  return [tab, setTab];
}

/**
 * The filter part of a list patch: every key set to its parsed value, or explicitly cleared. For orders:
 * `update(filtersPatch(ORDER_FILTER_KEYS, parseOrderFilters(applied)))`; Reset is `filtersPatch(ORDER_FILTER_KEYS, {})`.
 */
export function filtersPatch<F extends object>(keys: readonly (keyof F & string)[], parsed: Partial<F>): Partial<F> {
  return Object.fromEntries(keys.map((key) => [key, parsed[key]])) as Partial<F>;
}
