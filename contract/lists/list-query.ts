/**
 * The query every list screen shares: tab, page, page size and sort, plus the screen's own filters. The SPA keeps it
 * in the URL, the BFF validates it, the sandbox answers it; all through these functions.
 */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
/** Largest page a browser may ask of any list (the largest choice of PAGE_SIZES). */
export const BROWSER_PAGE_SIZE_MAX: number = PAGE_SIZES[PAGE_SIZES.length - 1]!;
/** Largest page the downstream gives a service call (exports page through the whole filter with it). */
export const SERVICE_PAGE_SIZE_MAX = 10_000;

export type SortDirection = 'asc' | 'desc';
export interface Sort<F extends string = string> {
  field: F;
  direction: SortDirection;
}

export interface ListPage<T, Tab extends string> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  /** How many rows each tab holds under the current filters (the tab itself set aside). */
  tabCounts: Record<Tab, number>;
}

export type RawQuery = Readonly<Record<string, string | undefined>>;

/** `-orderDate` is descending, `orderDate` ascending; anything not allowed falls back. */
export function parseSort<F extends string>(value: string | undefined, allowed: readonly F[], fallback: Sort<F>): Sort<F> {
  if (!value) return fallback;
  const direction: SortDirection = value.startsWith('-') ? 'desc' : 'asc';
  const field = value.replace(/^-/, '') as F;
  return allowed.includes(field) ? { field, direction } : fallback;
}

export function formatSort(sort: Sort): string {
  return sort.direction === 'desc' ? `-${sort.field}` : sort.field;
}

export function parsePage(value: string | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function parsePageSize(value: string | undefined, max: number = PAGE_SIZES[PAGE_SIZES.length - 1]!): number {
  const size = Number(value);
  return Number.isInteger(size) && size >= 1 && size <= max ? size : DEFAULT_PAGE_SIZE;
}

export function parseTab<T extends string>(value: string | undefined, tabs: readonly T[]): T {
  return tabs.includes(value as T) ? (value as T) : tabs[0]!;
}

export function paginate<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  const start = (page - 1) * pageSize;
  return rows.slice(start, start + pageSize);
}

export function compareBy<T>(value: (row: T) => string | number, direction: SortDirection): (a: T, b: T) => number {
  const sign = direction === 'asc' ? 1 : -1;
  return (a, b) => {
    const left = value(a);
    const right = value(b);
    return left < right ? -sign : left > right ? sign : 0;
  };
}

/** Drops empty values so the URL and downstream calls carry only what is set. */
export function compactQuery(query: Readonly<Record<string, string | number | undefined | null>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== '') out[key] = String(value);
  return out;
}

type QueryValue = string | number | undefined | null;

/** A list query as URL or downstream parameters: the sort as `field` or `-field`, empty values dropped. */
export function listQueryToRaw<Q extends { sort?: Sort | undefined }>(query: Q & { [K in Exclude<keyof Q, 'sort'>]?: QueryValue }): Record<string, string> {
  const { sort, ...rest } = query;
  return compactQuery({ ...(rest as Record<string, QueryValue>), sort: sort ? formatSort(sort) : undefined });
}

export function zeroCounts<Tab extends string>(tabs: readonly Tab[]): Record<Tab, number> {
  return Object.fromEntries(tabs.map((tab) => [tab, 0])) as Record<Tab, number>;
}
